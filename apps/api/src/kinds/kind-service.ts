import { changedFields, type FieldChange } from '@estate/domain/audit-changes';
import type { DefinedKind } from '@estate/domain/kinds/define-kind';
import type { ChangeSignal } from '@estate/domain/kinds/kind';
import { type MergeResult, mergeOnPublish } from '@estate/domain/kinds/merge-on-publish';
import { nextPublication, type PublicationRequest } from '@estate/domain/kinds/publication';
import { isAnyErrorCode } from '@estate/domain/staff-error-codes';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DatabaseSchema } from '../db/database-schema';
import { inSavepoint } from '../db/savepoint';
import { AppError } from '../http/app-error';
import type { MediaStore } from '../media/media-store';
import { type AuditActor, insertAuditEntry } from '../repositories/audit-repository';
import { bumpChangeSignal } from '../repositories/change-signal-repository';
import type { ResponseCache } from '../services/response-cache';
import { sanitizeRichText } from '../services/rich-text';
import type { StaffPrincipal } from '../staff/staff-access';
import { hooksOf } from './all-hooks';
import { writeRefusal } from './conflict';
import { fieldError, publicationRefusal } from './field-error';
import {
  deleteKindRow,
  findKindRow,
  findOrderedKeys,
  findTranslationHolder,
  insertKindRow,
  type KindListFilter,
  listKindRows,
  publishDueKindRows,
  type StoredRow,
  setOrder,
  setTranslationKey,
  updateKindRow,
} from './kind-store';
import {
  findDueWorkingCopies,
  findWorkingCopies,
  findWorkingCopy,
  insertWorkingCopy,
  takeWorkingCopy,
  updateWorkingCopy,
  type WorkingCopyRow,
} from './working-copy-repository';

type Db = Kysely<DatabaseSchema>;
type Values = Record<string, unknown>;
export type KindItem = z.output<DefinedKind['schemas']['itemAnswer']>['data'];

/** Who writes and when (the clock is the test's when it gives one). */
export interface KindWriteContext {
  db: Db;
  actor: AuditActor;
  now?: Date;
  /** Where a kind's images are stored (checked before a write names one). */
  media?: MediaStore;
  /** This process's cached offer lists, dropped when a write moves the offers' signal. */
  listCache?: ResponseCache;
  /** The signed-in person, for a kind's rules about who may write what (an agent's own offers). */
  staff?: StaffPrincipal;
}

/**
 * The one service of every editable kind (issue 34, decision 052): its items' states, working copies
 * and versions, the same for every kind. Every write is conditioned on the version the editor opened
 * (a stale one is 409 `edit_conflict` naming who changed it), audited with the kind's own names in
 * its transaction, and moves the kind's change signals when the public site changes: a published
 * item's edits go to its working copy and change nothing public until published.
 */

// Read as stored (each field valid): a rule across fields is checked when a write is made.
export function parseCopy(kind: DefinedKind, copy: WorkingCopyRow): Values {
  return kind.schemas.stored.parse(JSON.parse(copy.data));
}

/**
 * What publishing a copy writes over the live values now (§3.4): only the fields the copy changed
 * since it was started, so a live write made meanwhile survives (checked again with the kind's schema).
 */
export function mergeCopy(kind: DefinedKind, copy: WorkingCopyRow, live: Values): MergeResult {
  const base = kind.schemas.stored.parse(JSON.parse(copy.base_data));
  const merged = mergeOnPublish(base, live, parseCopy(kind, copy));
  return merged.ok ? { ok: true, values: kind.schemas.values.parse(merged.values) } : merged;
}

/** The row's version after a copy is published: the copy's, so its editor saves on, unless live writes passed it. */
const publishedVersion = (copy: WorkingCopyRow, row: StoredRow) => Math.max(copy.version, row.version + 1);

function itemOf(kind: DefinedKind, row: StoredRow, copy: WorkingCopyRow | undefined): KindItem {
  const own = { key: String(row.id), status: row.status, publishedAt: row.publishedAt };
  if (!copy) return { ...own, version: row.version, draft: null, values: row.values };
  const liveSlug = typeof row.values.slug === 'string' ? row.values.slug : null;
  return withCopy(kind, own, copy, liveSlug);
}

/**
 * An item whose edits wait in its working copy: the copy's version and values, and the draft the
 * editor shows (who saved it when, its schedule, and `liveSlug`, where the item is public meanwhile).
 */
export function withCopy(
  kind: DefinedKind,
  own: Pick<KindItem, 'key' | 'status' | 'publishedAt'>,
  copy: WorkingCopyRow,
  liveSlug: string | null,
): KindItem {
  return {
    ...own,
    version: copy.version,
    draft: {
      version: copy.version,
      updatedAt: copy.updated_at,
      updatedBy: copy.updated_by,
      publishAt: copy.publish_at,
      liveSlug,
    },
    values: parseCopy(kind, copy),
  };
}

/**
 * The values as they are stored: rich text sanitised with its field's profile, then the whole checked
 * again with the kind's schema and rules (markup alone is no answer).
 */
export function storedValues(kind: DefinedKind, input: Values): Values {
  const clean = { ...input };
  for (const [name, field] of Object.entries(kind.fields)) {
    const value = clean[name];
    if (field.widget.type === 'richText' && typeof value === 'string') {
      clean[name] = sanitizeRichText(value, field.widget.profile);
    }
  }
  const parsed = kind.schemas.values.safeParse(clean);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in fields)) fields[key] = isAnyErrorCode(issue.message) ? issue.message : 'invalid_value';
  }
  throw new AppError(400, 'validation_failed', 'Invalid body', { fields });
}

/**
 * Links an item to its translation, or unlinks it, when the value of its translation field changes
 * (in the write's transaction): the two share a key, the target's when it has one. The target must be
 * of the kind, in the other language, and not already translated into this one by another item.
 */
async function linkTranslation(
  trx: Db,
  kind: DefinedKind,
  row: Pick<StoredRow, 'id' | 'translationKey'> & { values: Values },
  after: Values,
): Promise<void> {
  const link = kind.translation;
  if (!link || (row.values[link.field] ?? null) === (after[link.field] ?? null)) return;
  const wanted = after[link.field];
  if (typeof wanted !== 'number') {
    if (row.translationKey !== null) await setTranslationKey(trx, kind, [row.id], null);
    return;
  }
  const target = await findKindRow(trx, kind, wanted);
  if (!target || target.id === row.id || target.values[link.lang] === after[link.lang]) {
    throw fieldError(link.field, 'translation_invalid', 'Not an item of the other language');
  }
  const key = target.translationKey ?? `${kind.name}-${target.id}`;
  if (await findTranslationHolder(trx, kind, key, after[link.lang], row.id)) {
    throw fieldError(link.field, 'translation_taken', 'That item is translated by another');
  }
  await setTranslationKey(trx, kind, [row.id, target.id], key);
}

/**
 * The kind's hook before a row's values change or the row goes (a former slug kept, or refused when
 * taken): answers the values to write, with what the kind derives from the change (an offer's "new price").
 */
async function beforeRowChange(
  trx: Db,
  kind: DefinedKind,
  row: StoredRow,
  after: Values,
  now: Date,
): Promise<Values> {
  const derived = await hooksOf(kind).beforeRowChange?.(trx, { id: row.id, before: row.values, after }, now);
  return derived ?? after;
}

/** The kind's hook on a change of a row's state (an archived offer refused, a first publication's "new"). */
async function onStateChange(
  trx: Db,
  kind: DefinedKind,
  row: StoredRow,
  to: { status: StoredRow['status']; publishedAt: string | null },
  now: Date,
): Promise<void> {
  if (to.status === row.status) return;
  await hooksOf(kind).onStateChange?.(
    trx,
    { id: row.id, from: row.status, to: to.status, publishedAt: to.publishedAt },
    now,
  );
}

async function requireRow(db: Db, kind: DefinedKind, id: number): Promise<StoredRow> {
  const row = await findKindRow(db, kind, id);
  if (!row) throw AppError.notFound(kind.names.en.one);
  return row;
}

/** An item's row (404 without one) and its working copy, if it has one: what every write starts from. */
async function requireItem(
  db: Db,
  kind: DefinedKind,
  id: number,
): Promise<{ row: StoredRow; copy: WorkingCopyRow | undefined }> {
  const row = await requireRow(db, kind, id);
  return { row, copy: await findWorkingCopy(db, kind.name, String(id)) };
}

interface Written {
  action: string;
  changes: Record<string, FieldChange>;
  /** Whether the public site changes (the kind's signals move). */
  publicChange: boolean;
  /** Media keys no row names after the write (an offer's dropped or discarded photo), deleted once it commits. */
  unused?: readonly string[];
}

/** One write in one transaction with its audit entry and, when public, the kind's change signals. */
export async function recordKindWrite(
  context: KindWriteContext,
  kind: DefinedKind,
  entityId: () => number | string,
  run: (trx: Db, now: Date) => Promise<Written>,
): Promise<void> {
  const now = context.now ?? new Date();
  let publicOffers = false;
  let unused: readonly string[] = [];
  await context.db.transaction().execute(async (trx) => {
    const written = await run(trx, now);
    unused = written.unused ?? [];
    await insertAuditEntry(
      trx,
      {
        actor: context.actor,
        action: `${kind.audit.prefix}.${written.action}`,
        entity: kind.audit.entity,
        entityId: entityId(),
        changes: written.changes,
      },
      now,
    );
    if (written.publicChange) for (const signal of kind.signals) await bumpChangeSignal(trx, signal, now);
    publicOffers ||= written.publicChange && kind.signals.includes('offers');
  });
  if (publicOffers) context.listCache?.clear();
  // Files no row names go once the rows are gone for good (a file left behind is no row's, so
  // nobody's; one deleted before a rollback would break the row that still names it).
  for (const file of unused) await context.media?.delete(file).catch(() => undefined);
}

/** The values as stored, then as the kind's hooks keep them (a group's members checked, its image stored). */
async function preparedValues(
  context: KindWriteContext,
  kind: DefinedKind,
  input: Values,
  stored: { key: string; version: number; values: Values } | null,
): Promise<Values> {
  const values = storedValues(kind, input);
  const { prepare } = hooksOf(kind);
  return prepare
    ? prepare(context.db, values, stored, { media: context.media, staff: context.staff })
    : values;
}

export async function getKindItem(db: Db, kind: DefinedKind, id: number): Promise<KindItem> {
  const { row, copy } = await requireItem(db, kind, id);
  return itemOf(kind, row, copy);
}

/**
 * A published item's public values (a kind's `publicReads`): the row's, never its working copy's;
 * any other state is no item, as a public page of it would be.
 */
export async function publicKindItem(db: Db, kind: DefinedKind, id: number) {
  const row = await findKindRow(db, kind, id);
  if (row?.status !== 'published') throw AppError.notFound(kind.names.en.one);
  return { key: String(row.id), publishedAt: row.publishedAt, values: row.values };
}

/** One page of a `publicReads` kind's published items, by the kind's filters and order, their live values. */
export async function publicKindItems(db: Db, kind: DefinedKind, fields: Values, page: number) {
  const { rows, total } = await listKindRows(db, kind, { status: 'published', fields, page });
  return {
    items: rows.map((row) => ({ key: String(row.id), publishedAt: row.publishedAt, values: row.values })),
    total,
  };
}

/**
 * What the public page would show of an item with its working copy made public (§3.4's preview): the
 * copy's values over the row, its live values without one. The kind's values as stored (rich text
 * sanitised) until a kind's `previewAnswer` hook shapes them as its public answer.
 */
export async function previewKindItem(db: Db, kind: DefinedKind, id: number) {
  const { key, values } = await getKindItem(db, kind, id);
  return { key, values };
}

export async function listKindItems(db: Db, kind: DefinedKind, filter: KindListFilter) {
  const { rows, total } = await listKindRows(db, kind, filter);
  const copies = await findWorkingCopies(
    db,
    kind.name,
    rows.map((row) => String(row.id)),
  );
  return { items: rows.map((row) => itemOf(kind, row, copies.get(String(row.id)))), total };
}

/** A new item is a draft, public once published. */
export async function createKindItem(context: KindWriteContext, kind: DefinedKind, input: Values) {
  const values = await preparedValues(context, kind, input, null);
  let id = 0;
  await recordKindWrite(
    context,
    kind,
    () => id,
    async (trx, now) => {
      id = await insertKindRow(trx, kind, values, now);
      await linkTranslation(trx, kind, { id, translationKey: null, values: {} }, values);
      return { action: 'create', changes: changedFields(null, values), publicChange: false };
    },
  );
  return getKindItem(context.db, kind, id);
}

/**
 * Saves an item opened at `expected`: a published item's edits (or an item that has a working copy)
 * go to the copy, started at the row's version + 1; any other item's to its row. The fields fixed at
 * creation keep their values.
 */
export async function saveKindItem(
  context: KindWriteContext,
  kind: DefinedKind,
  id: number,
  expected: number,
  input: Values,
  /** The audit's action when the write is one of the kind's own (an offer's `photo-add`): `<prefix>.<action>`. */
  options: { action?: string } = {},
): Promise<KindItem> {
  const key = String(id);
  const { row, copy } = await requireItem(context.db, kind, id);
  const before = copy ? parseCopy(kind, copy) : row.values;
  const fixed = Object.entries(kind.fields)
    .filter(([, field]) => field.fixed === 'after-create')
    .map(([name]) => [name, before[name]]);
  const values = await preparedValues(
    context,
    kind,
    { ...input, ...Object.fromEntries(fixed) },
    {
      key,
      version: copy?.version ?? row.version,
      values: before,
    },
  );
  await recordKindWrite(
    context,
    kind,
    () => id,
    async (trx, now) => {
      const changes = changedFields(before, values);
      const by = { updatedBy: context.actor.email, updatedAt: now.toISOString() };
      if (copy) {
        const saved = await updateWorkingCopy(trx, kind.name, key, expected, {
          data: JSON.stringify(values),
          ...by,
        });
        if (!saved) throw await writeRefusal(trx, kind, id);
        return { action: options.action ?? 'save-draft', changes, publicChange: false };
      }
      if (row.status === 'published') {
        const started =
          expected === row.version &&
          (await insertWorkingCopy(trx, {
            kind: kind.name,
            item_key: key,
            data: JSON.stringify(values),
            base_data: JSON.stringify(row.values),
            base_version: row.version,
            version: row.version + 1,
            updated_by: by.updatedBy,
            updated_at: by.updatedAt,
            publish_at: null,
          }));
        // The row must still be the one the copy starts from (not taken down or deleted meanwhile).
        const still = started ? await findKindRow(trx, kind, id) : undefined;
        if (!still || still.version !== row.version || still.status !== 'published') {
          throw await writeRefusal(trx, kind, id);
        }
        return { action: options.action ?? 'save-draft', changes, publicChange: false };
      }
      const written = await beforeRowChange(trx, kind, row, values, now);
      const applied = await updateKindRow(trx, kind, id, expected, { values: written, now });
      if (!applied) throw await writeRefusal(trx, kind, id);
      await linkTranslation(trx, kind, row, written);
      return {
        action: options.action ?? 'update',
        changes: changedFields(before, written),
        publicChange: false,
        unused: applied.unused,
      };
    },
  );
  return getKindItem(context.db, kind, id);
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * A working copy following a live write (`saveAndPublishKindItem`): each field the copy had not
 * changed since it was started takes the written value, in its values and its base; `kept`, the
 * fields the write changed that the copy had changed too, to another value, which keep the copy's
 * value over the old base (its publication refuses them until its editor decides). Pure: the
 * import's check reports the same before it writes.
 */
export function copyFollowing(kind: DefinedKind, copy: WorkingCopyRow, live: Values, written: Values) {
  const base: Values = kind.schemas.stored.parse(JSON.parse(copy.base_data));
  const mine = parseCopy(kind, copy);
  const data: Values = { ...mine };
  const kept: string[] = [];
  for (const field of Object.keys(kind.fields)) {
    if (sameValue(mine[field], base[field])) {
      data[field] = written[field];
      base[field] = written[field];
    } else if (!sameValue(live[field], written[field]) && !sameValue(mine[field], written[field])) {
      kept.push(field);
    }
  }
  return { data, base, kept };
}

/** What `saveAndPublishKindItem` did to an item. */
export interface SavedAndPublished {
  /** The fields whose live values changed (none: nothing was written). */
  changes: Record<string, FieldChange>;
  /** Whether the public site changed (the item is published): the caller moves the signals once. */
  publicChange: boolean;
  /**
   * The working copy a person had pending, kept (null: none): who saved it last before this write,
   * and the fields it had changed too, to other values, which keep the person's and which its
   * publication refuses (409) until they decide.
   */
  draft: { updatedBy: string | null; kept: string[] } | null;
}

/**
 * A write that is its own publication, in the caller's transaction (decision 052, "S8a import and
 * bulk as built"): the XLSX import's and the bulk actions' change of an item, which staff make to
 * change what the public sees at once. The values go to the row, as every row write of the kind
 * (its hooks: prepared, the derived values, the map's cells, the history), only over `expected`,
 * the version the caller read (409 `edit_conflict` otherwise; none: the row as it is now), audited
 * `<prefix>.update` or the caller's `action`; `input` may be made from the live values. A working
 * copy a person has pending is neither published nor discarded: each field it had not changed
 * follows the write (its values and its base), and each field it had changed keeps the person's
 * value over its old base, so its publication refuses a field both changed (409 naming it) instead
 * of undoing this write unseen; its version moves, so a form open on the copy is refused (409 naming
 * this write's author) and reloads. Answers what changed and the copy kept, for the caller to report.
 */
export async function saveAndPublishKindItem(
  trx: Db,
  context: Omit<KindWriteContext, 'db'>,
  kind: DefinedKind,
  id: number,
  input: Values | ((live: Values) => Values),
  options: { expected?: number; action?: string } = {},
): Promise<SavedAndPublished> {
  const now = context.now ?? new Date();
  const key = String(id);
  const row = await requireRow(trx, kind, id);
  const expected = options.expected ?? row.version;
  if (row.version !== expected) throw await writeRefusal(trx, kind, id);
  const asked = typeof input === 'function' ? input(row.values) : input;
  const values = await preparedValues({ ...context, db: trx }, kind, asked, {
    key,
    version: row.version,
    values: row.values,
  });
  const written = await beforeRowChange(trx, kind, row, values, now);
  const changes = changedFields(row.values, written);
  if (Object.keys(changes).length === 0) return { changes, publicChange: false, draft: null };
  if (!(await updateKindRow(trx, kind, id, expected, { values: written, now }))) {
    throw await writeRefusal(trx, kind, id);
  }
  await linkTranslation(trx, kind, row, written);
  let draft: SavedAndPublished['draft'] = null;
  const copy = await findWorkingCopy(trx, kind.name, key);
  if (copy) {
    const { data, base, kept } = copyFollowing(kind, copy, row.values, written);
    const rebased = await updateWorkingCopy(trx, kind.name, key, copy.version, {
      data: JSON.stringify(data),
      baseData: JSON.stringify(base),
      updatedBy: context.actor.email,
      updatedAt: now.toISOString(),
    });
    if (!rebased) throw await writeRefusal(trx, kind, id);
    draft = { updatedBy: copy.updated_by, kept };
  }
  await insertAuditEntry(
    trx,
    {
      actor: context.actor,
      action: `${kind.audit.prefix}.${options.action ?? 'update'}`,
      entity: kind.audit.entity,
      entityId: id,
      changes,
    },
    now,
  );
  return { changes, publicChange: row.status === 'published', draft };
}

/** Deletes an item (and its working copy) opened at `expected`. */
export async function deleteKindItem(
  context: KindWriteContext,
  kind: DefinedKind,
  id: number,
  expected: number,
): Promise<void> {
  const key = String(id);
  const { row, copy } = await requireItem(context.db, kind, id);
  await recordKindWrite(
    context,
    kind,
    () => id,
    async (trx, now) => {
      if (copy && !(await takeWorkingCopy(trx, kind.name, key, expected)))
        throw await writeRefusal(trx, kind, id);
      await hooksOf(kind).beforeRowChange?.(trx, { id: row.id, before: row.values, after: null }, now);
      if (!(await deleteKindRow(trx, kind, row, copy ? row.version : expected, now))) {
        throw await writeRefusal(trx, kind, id);
      }
      return {
        action: 'delete',
        changes: changedFields(copy ? parseCopy(kind, copy) : row.values, null),
        publicChange: row.status === 'published',
      };
    },
  );
}

type Outcome = Extract<ReturnType<typeof nextPublication>, { ok: true }>;

/**
 * Writes a publication's outcome on a row (and its copy) as they were read, in the caller's
 * transaction: the state through the kind's hooks (an archived offer refused, a first publication's
 * "new", the derived columns and map cells with the row), a copy made public or (un)scheduled. The
 * caller audits it. Answers what changed and whether the public site did.
 */
async function writePublication(
  trx: Db,
  kind: DefinedKind,
  row: StoredRow,
  copy: WorkingCopyRow | undefined,
  next: Outcome,
  request: PublicationRequest,
  now: Date,
): Promise<Written> {
  const id = row.id;
  const key = String(id);
  const changes: Record<string, FieldChange> = changedFields(
    { status: row.status, published_at: row.publishedAt },
    { status: next.status, published_at: next.publishedAt },
  );
  const state = { status: next.status, publishedAt: next.publishedAt };
  let action: string = request.action;
  let unused: readonly string[] = [];
  if (next.copy === 'apply' && copy) {
    const merged = mergeCopy(kind, copy, row.values);
    if (!merged.ok) {
      const refusal = await writeRefusal(trx, kind, id);
      const fields = Object.fromEntries(merged.conflict.map((field) => [field, 'edit_conflict']));
      throw new AppError(409, 'edit_conflict', 'Changed live and in the copy since it was started', {
        ...refusal.details,
        fields,
      });
    }
    const taken = await takeWorkingCopy(trx, kind.name, key, copy.version);
    if (!taken) throw await writeRefusal(trx, kind, id);
    await onStateChange(trx, kind, row, state, now);
    const values = await beforeRowChange(trx, kind, row, merged.values, now);
    const applied = await updateKindRow(trx, kind, id, row.version, {
      ...state,
      values,
      version: publishedVersion(taken, row),
      now,
    });
    if (!applied) throw await writeRefusal(trx, kind, id);
    unused = applied.unused;
    await linkTranslation(trx, kind, row, values);
    Object.assign(changes, changedFields(row.values, values));
    if (row.status === 'published') action = 'publish-changes';
  } else {
    const moved = next.status !== row.status || next.publishedAt !== row.publishedAt;
    if (moved) await onStateChange(trx, kind, row, state, now);
    if (moved && !(await updateKindRow(trx, kind, id, row.version, { ...state, now }))) {
      throw await writeRefusal(trx, kind, id);
    }
    if (typeof next.copy === 'object' && copy) {
      const scheduled = await updateWorkingCopy(trx, kind.name, key, copy.version, next.copy);
      if (!scheduled) throw await writeRefusal(trx, kind, id);
      if (copy.publish_at !== next.copy.publishAt)
        changes.publish_at = [copy.publish_at, next.copy.publishAt];
    }
  }
  const publicChange = row.status === 'published' || next.status === 'published';
  return {
    action,
    changes,
    publicChange: publicChange && (next.copy === 'apply' || next.status !== row.status),
    unused,
  };
}

const stateOf = (row: StoredRow, copy: WorkingCopyRow | undefined) => ({
  status: row.status,
  publishedAt: row.publishedAt,
  copy: copy ? { publishAt: copy.publish_at } : null,
});

/**
 * Publish, schedule, unschedule or unpublish an item opened at `expected` (decision 052 §3.5):
 * publishing a published item's working copy makes its changes public ("publish changes"), the row
 * taking the copy's version so its editor goes on saving.
 */
export async function changeKindPublication(
  context: KindWriteContext,
  kind: DefinedKind,
  id: number,
  expected: number,
  request: PublicationRequest,
): Promise<KindItem> {
  const now = context.now ?? new Date();
  const { row, copy } = await requireItem(context.db, kind, id);
  const next = nextPublication(stateOf(row, copy), request, now);
  if (!next.ok) throw publicationRefusal(next.error, `An item ${row.status} cannot ${request.action}`);
  await recordKindWrite(
    { ...context, now },
    kind,
    () => id,
    async (trx) => {
      if ((copy?.version ?? row.version) !== expected) throw await writeRefusal(trx, kind, id);
      return writePublication(trx, kind, row, copy, next, request, now);
    },
  );
  return getKindItem(context.db, kind, id);
}

/**
 * "Publish" or "unpublish" of an item as it is now, in the caller's transaction (the offers' bulk
 * actions, decision 052 "S8a import and bulk as built"): the same transitions as the item's own
 * publication (one model: a bulk "unpublish" leaves the state a single one does, its copy
 * unscheduled), through the kind's hooks, the version moved, audited `<prefix>.<action>`. An action
 * the item's state has no use for (unpublish a draft) leaves it as it is, as does "publish" of a
 * published item. A person's pending working copy is kept as the import keeps it, never made public
 * by a bulk action (it may be half done): its item goes public with its live values. Answers whether
 * the item changed and whether the public site did (the caller moves the signals once).
 */
export async function changeKindPublicationIn(
  trx: Db,
  context: Omit<KindWriteContext, 'db'>,
  kind: DefinedKind,
  id: number,
  request: { action: 'publish' | 'unpublish' },
): Promise<{ changed: boolean; publicChange: boolean }> {
  const now = context.now ?? new Date();
  const { row, copy } = await requireItem(trx, kind, id);
  const next = nextPublication(stateOf(row, copy), request, now);
  if (!next.ok || (next.status === row.status && next.copy === 'apply')) {
    return { changed: false, publicChange: false };
  }
  const written = await writePublication(
    trx,
    kind,
    row,
    copy,
    next.copy === 'apply' ? { ...next, copy: 'keep' } : next,
    request,
    now,
  );
  await insertAuditEntry(
    trx,
    {
      actor: context.actor,
      action: `${kind.audit.prefix}.${written.action}`,
      entity: kind.audit.entity,
      entityId: id,
      changes: written.changes,
    },
    now,
  );
  return { changed: true, publicChange: written.publicChange };
}

/**
 * Takes an item's working copy away at `expected`, audited `discard-draft` against the values that
 * stay public (a row's, a document's; every kind's discard): `refuse` is the kind's answer when
 * another write came first, `unused` the files only the copy named.
 */
export async function discardWorkingCopy(
  context: KindWriteContext,
  kind: DefinedKind,
  item: { entityId: number | string; key: string; copy: WorkingCopyRow | undefined; live: Values | null },
  expected: number,
  refuse: (trx: Db) => Promise<AppError>,
  unused?: (trx: Db) => Promise<readonly string[]> | undefined,
): Promise<void> {
  const { copy, key } = item;
  if (!copy) throw AppError.notFound('Working copy');
  await recordKindWrite(
    context,
    kind,
    () => item.entityId,
    async (trx) => {
      if (!(await takeWorkingCopy(trx, kind.name, key, expected))) throw await refuse(trx);
      return {
        action: 'discard-draft',
        changes: changedFields(parseCopy(kind, copy), item.live),
        publicChange: false,
        unused: await unused?.(trx),
      };
    },
  );
}

/** Discards a published item's working copy opened at `expected`: the editor shows the live values again. */
export async function discardKindCopy(
  context: KindWriteContext,
  kind: DefinedKind,
  id: number,
  expected: number,
): Promise<KindItem> {
  const { row, copy } = await requireItem(context.db, kind, id);
  await discardWorkingCopy(
    context,
    kind,
    { entityId: id, key: String(id), copy, live: row.values },
    expected,
    (trx) => writeRefusal(trx, kind, id),
    // Files only the copy named go once it is gone.
    (trx) => hooksOf(kind).discardCopy?.(trx, id),
  );
  return getKindItem(context.db, kind, id);
}

/**
 * The whole order of one group of an ordered kind (a FAQ language's entries), first to last: a list
 * that is not exactly the group's items is 409 `list_changed`. Answers the group's items in order.
 */
export async function reorderKindItems(
  context: KindWriteContext,
  kind: DefinedKind,
  group: Values,
  keys: readonly string[],
) {
  const wanted = keys.map(Number);
  const current = await findOrderedKeys(context.db, kind, group);
  const known = new Set(current);
  if (wanted.length !== current.length || !wanted.every((id) => known.has(id))) {
    throw new AppError(409, 'list_changed', `The ${kind.names.en.many} changed since the page was opened`);
  }
  await recordKindWrite(
    context,
    kind,
    () => Object.values(group).map(String).join(' '),
    async (trx) => {
      await setOrder(trx, kind, wanted);
      return {
        action: 'reorder',
        changes: changedFields({ order: current }, { order: wanted }),
        publicChange: true,
      };
    },
  );
  const { items } = await listKindItems(context.db, kind, { fields: group, page: 1 });
  return items;
}

const LOOP = { id: null, email: null, ip: null } as const;

type AuditPublication = (
  kind: DefinedKind,
  key: number | string,
  changes: Record<string, FieldChange>,
) => Promise<void>;

/** The publication loop's audit entry of an item it published: `<prefix>.scheduled-publication`, by no person. */
export function scheduledPublicationAudit(trx: Db, now: Date): AuditPublication {
  return (kind, key, changes) =>
    insertAuditEntry(
      trx,
      {
        actor: LOOP,
        action: `${kind.audit.prefix}.scheduled-publication`,
        entity: kind.audit.entity,
        entityId: key,
        changes,
      },
      now,
    );
}

/**
 * Publishes one due working copy, in the loop's transaction: false when it stays (its row gone or
 * changed since, the copy changed on both sides, its slug taken meanwhile, another process first).
 */
async function publishDueCopy(
  trx: Db,
  kind: DefinedKind,
  due: WorkingCopyRow,
  now: Date,
  audit: AuditPublication,
): Promise<DuePublication> {
  // A copy changed on both sides since it was started waits, scheduled, for its editor (409 there).
  const row = await findKindRow(trx, kind, Number(due.item_key));
  const merged = row ? mergeCopy(kind, due, row.values) : undefined;
  if (!row || !merged?.ok) return false;
  // A copy whose slug another item took meanwhile waits, scheduled, for its editor (400 there).
  const values = await beforeRowChange(trx, kind, row, merged.values, now).catch((error: unknown) => {
    if (error instanceof AppError) return undefined;
    throw error;
  });
  if (!values) return false;
  const taken = await takeWorkingCopy(trx, kind.name, due.item_key, due.version, now.toISOString());
  if (!taken) return false;
  // A row changed meanwhile leaves the copy as it was (the caller's savepoint gives it back).
  const applied = await updateKindRow(trx, kind, row.id, row.version, {
    values,
    version: publishedVersion(taken, row),
    now,
  });
  if (!applied) return false;
  // A link refused now (its target translated meanwhile) leaves the item's link as it was.
  await linkTranslation(trx, kind, row, values).catch((error: unknown) => {
    if (!(error instanceof AppError)) throw error;
  });
  await audit(kind, row.id, changedFields(row.values, values));
  return { unused: applied.unused };
}

type LoopLogger = { warn(obj: object, msg?: string): void };

/** What publishing one due copy did: nothing (false), or published, with the media keys no row names now. */
type DuePublication = false | { unused: readonly string[] };

/**
 * The working copies of `kind` due by `now`, each published by `publish` under its own savepoint: one
 * that throws is rolled back alone, its copy kept scheduled for its editor and logged with its kind
 * and key, and the others go on. Answers how many were published and the media keys the kept ones
 * left unnamed (a photo the copy dropped), for the loop to delete once its transaction commits.
 */
export async function publishDueCopies(
  trx: Db,
  kind: DefinedKind,
  now: Date,
  logger: LoopLogger,
  publish: (due: WorkingCopyRow) => Promise<DuePublication>,
): Promise<{ published: number; unused: string[] }> {
  const done = { published: 0, unused: [] as string[] };
  for (const due of await findDueWorkingCopies(trx, kind.name, now.toISOString())) {
    let unused: readonly string[] = [];
    try {
      const kept = await inSavepoint(trx, async () => {
        const outcome = await publish(due);
        if (outcome === false) return false;
        unused = outcome.unused;
        return true;
      });
      // Only a kept savepoint's keys: a rolled-back one's rows still name their files.
      if (kept) {
        done.published += 1;
        done.unused.push(...unused);
      }
    } catch (error) {
      logger.warn({ err: error, kind: kind.name, key: due.item_key }, 'due working copy not published');
    }
  }
  return done;
}

/**
 * The publication loop's step for the kinds on the mechanism (decision 052 §3.6), in the loop's
 * transaction: scheduled rows and due working copies made public, each by its own conditional write
 * (so of two API processes only one publishes it), each audited `<prefix>.scheduled-publication` with
 * no person. Each copy is published under its own savepoint: one the database refuses (a category
 * deleted meanwhile, a constraint, a hook's failure) is rolled back alone, its copy kept scheduled
 * for its editor, logged with its kind and key, and the others of the pass go on. Answers the change
 * signals to move and the media keys the published copies left unnamed (an offer's dropped photo),
 * which the loop deletes once its transaction commits, as a person's publication does.
 */
export async function publishDueKindItems(
  trx: Db,
  kinds: readonly DefinedKind[],
  now: Date,
  logger: LoopLogger,
): Promise<{ signals: Set<ChangeSignal>; unused: string[] }> {
  const signals = new Set<ChangeSignal>();
  const unused: string[] = [];
  const audit = scheduledPublicationAudit(trx, now);
  for (const kind of kinds) {
    // A live kind has nothing to publish; a document kind's copies are `publishDueDocumentItems`'.
    if (kind.publication.mode !== 'states') continue;
    let published = 0;
    const onState = hooksOf(kind).onStateChange;
    for (const id of await publishDueKindRows(trx, kind, now)) {
      // Dated by its schedule (an offer's "new" runs from then).
      const row = onState ? await findKindRow(trx, kind, id) : undefined;
      if (row && onState) {
        await onState(trx, { id, from: 'scheduled', to: 'published', publishedAt: row.publishedAt }, now);
      }
      await audit(kind, id, { status: ['scheduled', 'published'] });
      published += 1;
    }
    const copies = await publishDueCopies(trx, kind, now, logger, (due) =>
      publishDueCopy(trx, kind, due, now, audit),
    );
    published += copies.published;
    unused.push(...copies.unused);
    if (published > 0) for (const signal of kind.signals) signals.add(signal);
  }
  return { signals, unused };
}
