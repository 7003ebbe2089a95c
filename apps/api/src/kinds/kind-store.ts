import type { DefinedKind } from '@estate/domain/kinds/define-kind';
import { KIND_STATUSES, type KindStatus } from '@estate/domain/kinds/publication';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { DatabaseSchema } from '../db/database-schema';
import type { KindTables } from '../db/tables/kind-tables';
import { unicodeLower } from '../db/unicode-lower';
import { hooksOf } from './all-hooks';

type Db = Kysely<DatabaseSchema>;
type Values = Record<string, unknown>;

/** A kind's row as the generic service reads it: its own columns and the kind's values. */
export interface StoredRow {
  id: number;
  version: number;
  status: KindStatus;
  publishedAt: string | null;
  values: Values;
  /** The key it shares with its translation (kinds with `translation`; null: none). */
  translationKey: string | null;
}

/**
 * The generic SQL of every kind's table (decision 052 §3.8): typed through `withTables`, with the
 * table and columns named by the declaration. Every write of a row is conditioned on the version
 * read, and adds one to it; a write that matches no row answers false (gone or changed since).
 */
function kindDb(db: Db): Kysely<DatabaseSchema & KindTables> {
  return db.withTables<KindTables>();
}

const ownColumns = z.object({
  id: z.coerce.number().int(),
  version: z.coerce.number().int(),
  status: z.enum(KIND_STATUSES),
  publishedAt: z.string().nullable(),
});

function columnsOf(kind: DefinedKind): string[] {
  const columns = Object.values(kind.fields).flatMap((field) => (field.column ? [field.column] : []));
  return kind.translation ? [...columns, kind.translation.column] : columns;
}

const translationKey = z.string().nullable().catch(null);

/** The column of a kind with states that dates it (first publication, or the scheduled time); none: live. */
function dateColumnOf(kind: DefinedKind): string | undefined {
  return kind.publication.mode === 'states' ? kind.publication.dateColumn : undefined;
}

/**
 * What an item's date is stored as: null for none, unless the kind's column refuses null (the
 * articles': the old editor dated a draft when it was written), which holds its `undatedAs` then.
 */
function storedDate(kind: DefinedKind, date: string | null): string | null {
  return date === null && kind.publication.mode === 'states' ? (kind.publication.undatedAs ?? null) : date;
}

/**
 * An item's date as read: none for a draft of a kind whose column refuses null, or for its
 * `undatedAs`; a kind with its own schedule column answers that while scheduled, and no date for a
 * draft (whose date column holds its creation time: an offer's).
 */
function readDate(kind: DefinedKind, status: unknown, stored: unknown, scheduled?: unknown): unknown {
  if (kind.publication.mode === 'states' && kind.publication.scheduleColumn) {
    if (status === 'scheduled') return scheduled ?? null;
    return status === 'draft' ? null : (stored ?? null);
  }
  if (kind.publication.mode !== 'states' || kind.publication.undatedAs === undefined) return stored ?? null;
  return status === 'draft' || stored === kind.publication.undatedAs ? null : stored;
}

/** The column of a kind that keeps the scheduled time apart from its date (offers' `publish_at`). */
function scheduleColumnOf(kind: DefinedKind): string | undefined {
  return kind.publication.mode === 'states' ? kind.publication.scheduleColumn : undefined;
}

/** A live kind's table has no state: its items are public as saved. */
function stateColumns(kind: DefinedKind): string[] {
  const date = dateColumnOf(kind);
  const schedule = scheduleColumnOf(kind);
  return date ? ['status', date, ...(schedule ? [schedule] : [])] : [];
}

/** A write of rows through the kind's hook (an offer's map cells kept), or as it is. */
function aroundRows<T>(db: Db, kind: DefinedKind, ids: readonly number[], write: (db: Db) => Promise<T>) {
  const around = hooksOf(kind).aroundRowWrite;
  return around ? around(db, ids, write) : write(db);
}

/**
 * Rows parsed with their translations: the id of the other item sharing each row's key (one query
 * for the lot), as the translation field's value.
 */
async function parseRows(
  db: Db,
  kind: DefinedKind,
  rows: readonly Record<string, unknown>[],
): Promise<StoredRow[]> {
  const link = kind.translation;
  const keys = link ? rows.flatMap((row) => translationKey.parse(row[link.column]) ?? []) : [];
  const sharing =
    link && keys.length > 0
      ? await kindDb(db)
          .selectFrom(kind.table)
          .select(['id', link.column])
          .where(link.column, 'in', keys)
          .execute()
      : [];
  const date = dateColumnOf(kind);
  const extra = hooksOf(kind).extra;
  const extras =
    extra && rows.length > 0
      ? await extra.read(
          db,
          rows.map((row) => Number(row.id)),
        )
      : undefined;
  return rows.map((row) => {
    const own = ownColumns.parse({
      id: row.id,
      version: row.version,
      status: date ? row.status : 'published',
      publishedAt: date ? readDate(kind, row.status, row[date], row[scheduleColumnOf(kind) ?? date]) : null,
    });
    const key = link ? translationKey.parse(row[link.column]) : null;
    const values = {
      ...Object.fromEntries(
        Object.entries(kind.fields).map(([name, field]) => [name, field.column ? row[field.column] : null]),
      ),
      ...extras?.get(own.id),
    };
    if (link && key !== null) {
      const partner = sharing.find((other) => other[link.column] === key && Number(other.id) !== own.id);
      values[link.field] = partner ? Number(partner.id) : null;
    }
    // A value a hook leaves undefined (an offer's `startedFrom`, a save's only) is no value.
    const present = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
    return { ...own, values: kind.schemas.stored.parse(present), translationKey: key };
  });
}

/** The row's columns from the kind's values (field name to column, or the kind's hook's). */
function rowColumns(kind: DefinedKind, values: Values): Values {
  const columns = hooksOf(kind).columns;
  if (columns) return columns(values);
  return Object.fromEntries(
    Object.entries(kind.fields).flatMap(([name, field]) =>
      field.column ? [[field.column, values[name]]] : [],
    ),
  );
}

function selectRows(db: Db, kind: DefinedKind) {
  return kindDb(db)
    .selectFrom(kind.table)
    .select(['id', 'version', ...stateColumns(kind), ...columnsOf(kind)]);
}

export async function findKindRow(db: Db, kind: DefinedKind, id: number): Promise<StoredRow | undefined> {
  const row = await selectRows(db, kind).where('id', '=', id).executeTakeFirst();
  return row ? (await parseRows(db, kind, [row]))[0] : undefined;
}

/** Any item of the kind in `lang` sharing `key`, other than `exceptId` (a translation already taken). */
export async function findTranslationHolder(
  db: Db,
  kind: DefinedKind,
  key: string,
  lang: unknown,
  exceptId: number,
): Promise<number | undefined> {
  const link = kind.translation;
  const langColumn = link ? kind.fields[link.lang]?.column : undefined;
  if (!link || !langColumn) return undefined;
  const row = await kindDb(db)
    .selectFrom(kind.table)
    .select('id')
    .where(link.column, '=', key)
    .where(langColumn, '=', lang)
    .where('id', '<>', exceptId)
    .executeTakeFirst();
  return row?.id;
}

/** Sets (or clears) the key items share with their translations. */
export async function setTranslationKey(
  db: Db,
  kind: DefinedKind,
  ids: readonly number[],
  key: string | null,
): Promise<void> {
  if (!kind.translation || ids.length === 0) return;
  await kindDb(db)
    .updateTable(kind.table)
    .set({ [kind.translation.column]: key })
    .where('id', 'in', ids)
    .execute();
}

export interface KindListFilter {
  status?: KindStatus;
  /** Declared fields the list is filtered by (`lang`), by value. */
  fields: Values;
  /** Words the kind's `list.search` field holds, case aside. */
  search?: string;
  /** Only items that share their translation key with no other item (none linked to them). */
  untranslated?: boolean;
  page: number;
}

/**
 * One page of a kind's items, in its manual order or its `list.sort` field's (then by id), else newest
 * first, and how many match.
 */
export async function listKindRows(
  db: Db,
  kind: DefinedKind,
  filter: KindListFilter,
): Promise<{ rows: StoredRow[]; total: number }> {
  let count = kindDb(db)
    .selectFrom(kind.table)
    .select((eb) => eb.fn.countAll<number>().as('total'));
  let rows = selectRows(db, kind);
  for (const [name, value] of Object.entries(filter.fields)) {
    const column = kind.fields[name]?.column;
    if (value === undefined || !column) continue;
    count = count.where(column, '=', value);
    rows = rows.where(column, '=', value);
  }
  const searched = kind.list.search ? kind.fields[kind.list.search]?.column : undefined;
  if (filter.search && searched) {
    // Lowered on both sides (LIKE is case-sensitive on PostgreSQL), beyond ASCII on SQLite too ('Ł');
    // the pattern's own wildcards go.
    const words = `%${filter.search.toLowerCase().replace(/[%_\\]/g, '')}%`;
    const lowered = unicodeLower(db, searched);
    count = count.where(lowered, 'like', words);
    rows = rows.where(lowered, 'like', words);
  }
  const link = kind.translation;
  if (filter.untranslated && link) {
    // A key no other row holds (or none): nothing is linked to the item yet.
    const alone = sql<boolean>`not exists (select 1 from ${sql.table(kind.table)} as other where ${sql.ref(
      `other.${link.column}`,
    )} = ${sql.ref(`${kind.table}.${link.column}`)} and other.id <> ${sql.ref(`${kind.table}.id`)})`;
    count = count.where(alone);
    rows = rows.where(alone);
  }
  if (filter.status && dateColumnOf(kind)) {
    count = count.where('status', '=', filter.status);
    rows = rows.where('status', '=', filter.status);
  }
  const sorted = kind.list.sort ? kind.fields[kind.list.sort]?.column : undefined;
  const manual = kind.order?.column ?? sorted;
  const dated = kind.list.sort === 'publishedAt' ? dateColumnOf(kind) : undefined;
  if (manual) rows = rows.orderBy(manual).orderBy('id');
  else if (dated) {
    // Undated drafts ('' or null) first, then the newest publication; the date is ISO text on both databases.
    const undated = sql<number>`case when ${sql.ref(dated)} is null or ${sql.ref(dated)} = '' then 0 else 1 end`;
    rows = rows.orderBy(undated).orderBy(dated, 'desc').orderBy('id', 'desc');
  } else rows = rows.orderBy('id', 'desc');
  const size = kind.list.pageSize;
  const [found, total] = await Promise.all([
    rows
      .limit(size)
      .offset((filter.page - 1) * size)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: await parseRows(db, kind, found), total: Number(total.total) };
}

/**
 * A new item at version 1, a draft (a live kind's: public); an ordered kind's item goes last among its
 * own; what no column holds is written by the kind's hooks.
 */
export async function insertKindRow(
  db: Db,
  kind: DefinedKind,
  values: Values,
  now = new Date(),
): Promise<number> {
  const { extra, stamp } = hooksOf(kind);
  const columns = { ...extra?.newRow?.(now), ...stamp?.(now), ...rowColumns(kind, values) };
  if (kind.order) {
    let top = kindDb(db)
      .selectFrom(kind.table)
      .select((eb) => eb.fn.max(sql.ref(kind.order?.column ?? 'id')).as('top'));
    for (const name of kind.order.within) {
      const field = kind.fields[name];
      if (field?.column) top = top.where(field.column, '=', values[name]);
    }
    const found = await top.executeTakeFirst();
    columns[kind.order.column] = Number(found?.top ?? 0) + 1;
  }
  const row = await kindDb(db)
    .insertInto(kind.table)
    .values({ ...columns, ...draftColumns(kind), ...hooksOf(kind).stateColumns?.('draft', now), version: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await extra?.write(db, row.id, values, now);
  return row.id;
}

function draftColumns(kind: DefinedKind): Values {
  const date = dateColumnOf(kind);
  const schedule = scheduleColumnOf(kind);
  // With a schedule column of its own, the date column is the kind's hooks' (an offer's creation time).
  if (date && schedule) return { status: 'draft', [schedule]: null };
  return date ? { status: 'draft', [date]: storedDate(kind, null) } : {};
}

/**
 * The state columns a write sets: the status, and the date (first publication, or the scheduled
 * time); a kind with its own schedule column keeps the scheduled time there, null unless scheduled,
 * and its date column as it is unless a date is given.
 */
function stateSet(kind: DefinedKind, write: RowWrite, now: Date): Values {
  const date = dateColumnOf(kind);
  if (!date) return {};
  const schedule = scheduleColumnOf(kind);
  const status = write.status
    ? { status: write.status, ...hooksOf(kind).stateColumns?.(write.status, now) }
    : {};
  if (write.publishedAt === undefined) return status;
  if (!schedule) return { ...status, [date]: storedDate(kind, write.publishedAt) };
  if (write.status === 'scheduled') return { ...status, [schedule]: write.publishedAt };
  return {
    ...status,
    [schedule]: null,
    ...(write.publishedAt === null ? {} : { [date]: write.publishedAt }),
  };
}

/** What a conditional write of a row changes: values, publication, or both; and the version it takes. */
export interface RowWrite {
  values?: Values;
  status?: KindStatus;
  publishedAt?: string | null;
  /** The version the row takes (a published copy hands its own over); default: one more. */
  version?: number;
  /** When (the kind's `stamp` columns are written with the values). */
  now?: Date;
}

/**
 * Writes a row if it is still at `expected`; false when it is gone or changed since. Written, it
 * answers the media keys the kind's hooks found no row naming any more (`unused`), for the caller
 * to delete once its transaction commits.
 */
export async function updateKindRow(
  db: Db,
  kind: DefinedKind,
  id: number,
  expected: number,
  write: RowWrite,
): Promise<false | { unused: readonly string[] }> {
  const now = write.now ?? new Date();
  const stamp = write.values ? hooksOf(kind).stamp?.(now) : undefined;
  const set: Values = {
    ...stamp,
    ...(write.values ? rowColumns(kind, write.values) : {}),
    ...stateSet(kind, write, now),
  };
  return aroundRows(db, kind, [id], async (trx) => {
    const result = await kindDb(trx)
      .updateTable(kind.table)
      .set(set)
      .set((eb) => ({ version: write.version ?? eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('version', '=', expected)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    const unused = write.values ? await hooksOf(kind).extra?.write(trx, id, write.values, now) : undefined;
    return { unused: unused ?? [] };
  });
}

/** Deletes a row if it is still at `expected`; an ordered kind's others are numbered 1, 2, 3… again. */
export async function deleteKindRow(
  db: Db,
  kind: DefinedKind,
  row: StoredRow,
  expected: number,
  now = new Date(),
): Promise<boolean> {
  const result = await kindDb(db)
    .deleteFrom(kind.table)
    .where('id', '=', row.id)
    .where('version', '=', expected)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) return false;
  await hooksOf(kind).extra?.remove(db, row.id, now);
  await setOrder(db, kind, await findOrderedKeys(db, kind, row.values));
  return true;
}

/**
 * Scheduled rows whose time has come, made public, each by its own conditional UPDATE, so of two API
 * processes only one publishes it (the date stays the scheduled time).
 */
export async function publishDueKindRows(db: Db, kind: DefinedKind, now: Date): Promise<number[]> {
  const date = dateColumnOf(kind);
  if (!date) return [];
  // A kind with its own schedule column is dated by it when published, and unscheduled.
  const schedule = scheduleColumnOf(kind);
  const due = await kindDb(db)
    .selectFrom(kind.table)
    .select('id')
    .where('status', '=', 'scheduled')
    .where(schedule ?? date, '<=', now.toISOString())
    .execute();
  const state = { status: 'published', ...hooksOf(kind).stateColumns?.('published', now) };
  const published: number[] = [];
  for (const { id } of due) {
    const result = await aroundRows(db, kind, [id], (trx) =>
      kindDb(trx)
        .updateTable(kind.table)
        .set(state)
        .set((eb) => ({
          version: eb('version', '+', 1),
          ...(schedule ? { [date]: eb.ref(schedule), [schedule]: null } : {}),
        }))
        .where('id', '=', id)
        .where('status', '=', 'scheduled')
        .executeTakeFirst(),
    );
    if (Number(result.numUpdatedRows) > 0) published.push(id);
  }
  return published;
}

/** The keys of one group of an ordered kind (a FAQ language's entries), in their order. */
export async function findOrderedKeys(db: Db, kind: DefinedKind, group: Values): Promise<number[]> {
  if (!kind.order) return [];
  let rows = kindDb(db).selectFrom(kind.table).select('id').orderBy(kind.order.column).orderBy('id');
  for (const name of kind.order.within) {
    const field = kind.fields[name];
    if (field?.column) rows = rows.where(field.column, '=', group[name]);
  }
  return (await rows.execute()).map((row) => row.id);
}

/** Numbers the items 1, 2, 3… in the order given (one group's whole list). */
export async function setOrder(db: Db, kind: DefinedKind, ids: readonly number[]): Promise<void> {
  const column = kind.order?.column;
  if (!column) return;
  for (const [index, id] of ids.entries()) {
    await kindDb(db)
      .updateTable(kind.table)
      .set({ [column]: index + 1 })
      .where('id', '=', id)
      .execute();
  }
}
