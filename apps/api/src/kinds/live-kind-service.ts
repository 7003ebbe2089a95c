import { changedFields } from '@estate/domain/audit-changes';
import type { DefinedKind } from '@estate/domain/kinds/define-kind';
import { AppError } from '../http/app-error';
import { editConflict } from './conflict';
import type { KindHooks, KindStorage, LiveStored } from './kind-hooks';
import { type KindItem, type KindWriteContext, recordKindWrite, storedValues } from './kind-service';
import {
  deleteKindRow,
  findKindRow,
  insertKindRow,
  listKindRows,
  type StoredRow,
  updateKindRow,
} from './kind-store';

type Db = KindWriteContext['db'];
type Values = Record<string, unknown>;

/**
 * The service of a live kind (decision 052, "Named texts and blog categories are live kinds"): no
 * states, no working copy, no schedule; every save is public at once. Still the mechanism's in all
 * else: each write conditioned on the version the editor opened (409 `edit_conflict` naming who
 * changed it when), audited `<prefix>.create|save|delete` in its transaction, and moving the kind's
 * change signals, since every write changes the public site.
 */

const stored = (row: StoredRow): LiveStored => ({
  key: String(row.id),
  version: row.version,
  values: row.values,
});

/** One row per item of the kind's table, by id: the generic store's (a blog category). */
function tableStorage(kind: DefinedKind): KindStorage {
  return {
    find: async (db, key) => {
      const row = await findKindRow(db, kind, Number(key));
      return row && stored(row);
    },
    list: async (db, page) => {
      const { rows, total } = await listKindRows(db, kind, { fields: {}, page });
      return { items: rows.map(stored), total };
    },
    update: async (db, key, expected, values) =>
      (await updateKindRow(db, kind, Number(key), expected, { values })) !== false,
    insert: async (db, values) => String(await insertKindRow(db, kind, values)),
    remove: async (db, key, expected) => {
      const row = await findKindRow(db, kind, Number(key));
      return row !== undefined && deleteKindRow(db, kind, row, expected);
    },
  };
}

export function storageOf(kind: DefinedKind, hooks: KindHooks): KindStorage {
  return hooks.storage ?? tableStorage(kind);
}

/** A live item as the editor's answer shows it: always public, undated, without a working copy. */
function itemOf(item: LiveStored): KindItem {
  return {
    key: item.key,
    version: item.version,
    status: 'published',
    publishedAt: null,
    draft: null,
    values: item.values,
  };
}

async function requireItem(
  db: Db,
  kind: DefinedKind,
  storage: KindStorage,
  key: string,
): Promise<LiveStored> {
  const item = await storage.find(db, key);
  if (!item) throw AppError.notFound(kind.names.en.one);
  return item;
}

/** Why a conditional write matched nothing: the item is gone (404) or changed since (409). */
async function refusal(db: Db, kind: DefinedKind, storage: KindStorage, key: string): Promise<AppError> {
  const now = await storage.find(db, key);
  return now ? editConflict(db, kind, key, now.version) : AppError.notFound(kind.names.en.one);
}

export async function getLiveItem(
  db: Db,
  kind: DefinedKind,
  hooks: KindHooks,
  key: string,
): Promise<KindItem> {
  return itemOf(await requireItem(db, kind, storageOf(kind, hooks), key));
}

export async function listLiveItems(db: Db, kind: DefinedKind, hooks: KindHooks, page: number) {
  const { items, total } = await storageOf(kind, hooks).list(db, page);
  return { items: items.map(itemOf), total };
}

/** A new item, public at once (a kind whose storage can add items). */
export async function createLiveItem(
  context: KindWriteContext,
  kind: DefinedKind,
  hooks: KindHooks,
  input: Values,
): Promise<KindItem> {
  const storage = storageOf(kind, hooks);
  const { insert } = storage;
  if (!insert) throw AppError.notFound(kind.names.en.one);
  const checked = storedValues(kind, input);
  const values = hooks.prepare ? await hooks.prepare(context.db, checked, null) : checked;
  let key = '';
  await recordKindWrite(
    context,
    kind,
    () => key,
    async (trx) => {
      key = await insert(trx, values);
      return { action: 'create', changes: changedFields(null, values), publicChange: true };
    },
  );
  return getLiveItem(context.db, kind, hooks, key);
}

/** Saves an item opened at `expected`, public at once; the fields fixed at creation keep their values. */
export async function saveLiveItem(
  context: KindWriteContext,
  kind: DefinedKind,
  hooks: KindHooks,
  key: string,
  expected: number,
  input: Values,
): Promise<KindItem> {
  const storage = storageOf(kind, hooks);
  const before = await requireItem(context.db, kind, storage, key);
  const fixed = Object.entries(kind.fields)
    .filter(([, field]) => field.fixed === 'after-create')
    .map(([name]) => [name, before.values[name]]);
  const checked = storedValues(kind, { ...input, ...Object.fromEntries(fixed) });
  const values = hooks.prepare ? await hooks.prepare(context.db, checked, before) : checked;
  await recordKindWrite(
    context,
    kind,
    () => key,
    async (trx) => {
      if (!(await storage.update(trx, key, expected, values))) throw await refusal(trx, kind, storage, key);
      return { action: 'save', changes: changedFields(before.values, values), publicChange: true };
    },
  );
  return getLiveItem(context.db, kind, hooks, key);
}

/** Deletes an item opened at `expected`, unless the kind refuses it now (409 with the hook's code). */
export async function deleteLiveItem(
  context: KindWriteContext,
  kind: DefinedKind,
  hooks: KindHooks,
  key: string,
  expected: number,
): Promise<void> {
  const storage = storageOf(kind, hooks);
  const { remove } = storage;
  if (!remove) throw AppError.notFound(kind.names.en.one);
  const before = await requireItem(context.db, kind, storage, key);
  await recordKindWrite(
    context,
    kind,
    () => key,
    async (trx) => {
      // Checked in the write's transaction, so a refusal and the deletion read the same rows.
      const refused = await hooks.refuseDelete?.(trx, key);
      if (refused) throw new AppError(409, refused, `The ${kind.names.en.one} is in use`);
      if (!(await remove(trx, key, expected))) throw await refusal(trx, kind, storage, key);
      return { action: 'delete', changes: changedFields(before.values, null), publicChange: true };
    },
  );
}
