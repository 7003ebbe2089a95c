import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

type Db = Kysely<DatabaseSchema>;

const PHOTO_COLUMNS = [
  'id',
  'path',
  'width',
  'height',
  'alt_pl',
  'alt_en',
  'position',
  'focus_x',
  'focus_y',
] as const;
const DOCUMENT_COLUMNS = [
  'id',
  'path',
  'title_pl',
  'title_en',
  'size_bytes',
  'position',
  'regulations',
] as const;

/** An offer's photos in their order (the first is the main one). */
export async function listOfferPhotos(db: Db, offerId: number) {
  return db
    .selectFrom('offer_photos')
    .select(PHOTO_COLUMNS)
    .where('offer_id', '=', offerId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
export type PhotoRecord = Awaited<ReturnType<typeof listOfferPhotos>>[number];

export async function listOfferDocuments(db: Db, offerId: number) {
  return db
    .selectFrom('offer_documents')
    .select(DOCUMENT_COLUMNS)
    .where('offer_id', '=', offerId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
export type DocumentRecord = Awaited<ReturnType<typeof listOfferDocuments>>[number];

/** The position after the last one of an offer's photos or documents. */
async function nextPosition(
  db: Db,
  table: 'offer_photos' | 'offer_documents',
  offerId: number,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('position').as('last'))
    .where('offer_id', '=', offerId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** Stores a photo's row, pending until a write of the offer's list names it; answers it. */
export async function insertOfferPhoto(
  db: Db,
  photo: { offerId: number; path: string; width: number; height: number; altPl: string; altEn: string },
): Promise<PhotoRecord> {
  const position = await nextPosition(db, 'offer_photos', photo.offerId);
  return db
    .insertInto('offer_photos')
    .values({
      offer_id: photo.offerId,
      position,
      path: photo.path,
      width: photo.width,
      height: photo.height,
      alt_pl: photo.altPl,
      alt_en: photo.altEn,
      // Public only once a write of the offer's list names it (decision 052 "Media working copy").
      pending: 1,
    })
    .returning(PHOTO_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function insertOfferDocument(
  db: Db,
  document: { offerId: number; path: string; titlePl: string; titleEn: string; sizeBytes: number },
): Promise<DocumentRecord> {
  const position = await nextPosition(db, 'offer_documents', document.offerId);
  return db
    .insertInto('offer_documents')
    .values({
      offer_id: document.offerId,
      position,
      path: document.path,
      title_pl: document.titlePl,
      title_en: document.titleEn,
      size_bytes: document.sizeBytes,
      pending: 1,
    })
    .returning(DOCUMENT_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Whether any photo row (of any offer) still uses a stored photo. */
export async function photoPathInUse(db: Db, path: string): Promise<boolean> {
  return (
    (await db.selectFrom('offer_photos').select('id').where('path', '=', path).executeTakeFirst()) !==
    undefined
  );
}

export async function documentPathInUse(db: Db, path: string): Promise<boolean> {
  return (
    (await db.selectFrom('offer_documents').select('id').where('path', '=', path).executeTakeFirst()) !==
    undefined
  );
}

/** An offer's photo (by its stem, as `offer_photos.path`) or document (by `offer_documents.path`). */
export type OfferMediaRef = { kind: 'photo' | 'document'; path: string };

/**
 * The offers holding the file, as a join that stops at the first match (the demo's pool photos
 * are shared by thousands of offers).
 */
function offersHolding(db: Db, { kind, path }: OfferMediaRef) {
  return kind === 'photo'
    ? db
        .selectFrom('offer_photos as file')
        .innerJoin('offers', 'offers.id', 'file.offer_id')
        .where('file.path', '=', path)
    : db
        .selectFrom('offer_documents as file')
        .innerJoin('offers', 'offers.id', 'file.offer_id')
        .where('file.path', '=', path);
}

/** Whether an offer holding the file is public (decision 048): then anyone may have it. */
export async function isOfferMediaPublic(db: Db, file: OfferMediaRef): Promise<boolean> {
  const row = await offersHolding(db, file)
    .select('offers.id')
    .where('offers.is_published', '=', 1)
    // A file only a working copy names is not public yet (decision 052 "Media working copy as built").
    .where('file.pending', '=', 0)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether a staff member may see an offer holding the file in the back office: any offer for
 * editors and admins (`ownerUserId` undefined), an agent's own (their agent card's) otherwise.
 */
export async function isOfferMediaVisibleToStaff(
  db: Db,
  file: OfferMediaRef,
  ownerUserId: string | undefined,
): Promise<boolean> {
  let query = offersHolding(db, file).select('offers.id');
  if (ownerUserId !== undefined) {
    query = query
      .innerJoin('agents', 'agents.id', 'offers.agent_id')
      .where('agents.user_id', '=', ownerUserId);
  }
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Gives offer `to` rows for all of offer `from`'s public photos and documents (not those waiting in
 * its working copy), in their order, over the
 * same stored files (a duplicated offer, decision 058): a file stays while any row uses it
 * (`photoPathInUse`) and is public while any offer holding it is (`isOfferMediaPublic`).
 */
export async function copyOfferMedia(db: Db, from: number, to: number): Promise<void> {
  await db
    .insertInto('offer_photos')
    .columns(['offer_id', 'position', 'path', 'width', 'height', 'alt_pl', 'alt_en', 'focus_x', 'focus_y'])
    .expression((eb) =>
      eb
        .selectFrom('offer_photos')
        .select([
          sql<number>`cast(${to} as integer)`.as('offer_id'),
          'position',
          'path',
          'width',
          'height',
          'alt_pl',
          'alt_en',
          'focus_x',
          'focus_y',
        ])
        .where('offer_id', '=', from)
        .where('pending', '=', 0),
    )
    .execute();
  await db
    .insertInto('offer_documents')
    .columns(['offer_id', 'position', 'path', 'title_pl', 'title_en', 'size_bytes', 'regulations'])
    .expression((eb) =>
      eb
        .selectFrom('offer_documents')
        .select([
          sql<number>`cast(${to} as integer)`.as('offer_id'),
          'position',
          'path',
          'title_pl',
          'title_en',
          'size_bytes',
          'regulations',
        ])
        .where('offer_id', '=', from)
        .where('pending', '=', 0),
    )
    .execute();
}

/** The lists an offer's kind values hold (decision 052 "Media working copy as built"), by row id. */
export interface OfferMediaValues {
  photos: { id: number; altPl: string; altEn: string; focusX: number; focusY: number }[];
  documents: { id: number; titlePl: string; titleEn: string; regulations: boolean }[];
}

/** The public lists (no pending row) of the given offers, each first to last, as the kind's values. */
export async function readOfferMediaValues(
  db: Db,
  offerIds: readonly number[],
): Promise<Map<number, OfferMediaValues>> {
  const media = new Map<number, OfferMediaValues>(offerIds.map((id) => [id, { photos: [], documents: [] }]));
  if (offerIds.length === 0) return media;
  // Each list's public rows in their order (ties by id, as the editor lists them).
  const ordered = <Q extends { orderBy(column: 'offer_id' | 'position' | 'id'): Q }>(query: Q) =>
    query.orderBy('offer_id').orderBy('position').orderBy('id');
  const [photos, documents] = await Promise.all([
    ordered(
      db
        .selectFrom('offer_photos')
        .select(['offer_id', 'id', 'alt_pl', 'alt_en', 'focus_x', 'focus_y'])
        .where('offer_id', 'in', offerIds)
        .where('pending', '=', 0),
    ).execute(),
    ordered(
      db
        .selectFrom('offer_documents')
        .select(['offer_id', 'id', 'title_pl', 'title_en', 'regulations'])
        .where('offer_id', 'in', offerIds)
        .where('pending', '=', 0),
    ).execute(),
  ]);
  for (const row of photos) {
    media.get(row.offer_id)?.photos.push({
      id: row.id,
      altPl: row.alt_pl,
      altEn: row.alt_en,
      focusX: row.focus_x,
      focusY: row.focus_y,
    });
  }
  for (const row of documents) {
    media.get(row.offer_id)?.documents.push({
      id: row.id,
      titlePl: row.title_pl,
      titleEn: row.title_en,
      regulations: row.regulations === 1,
    });
  }
  return media;
}

/**
 * Makes the lists the offer's public media, in the write's transaction: each named row takes its
 * place, texts and focal point and is no longer pending; a public row the list leaves out is
 * deleted, and its path answered (its files go after the write commits, when no row uses them:
 * `unusedOfferFiles`). Pending rows the list does not name stay for the working copy that names
 * them (a live write beside it, the import's).
 */
export async function writeOfferMediaValues(
  db: Db,
  offerId: number,
  { photos, documents }: Partial<OfferMediaValues>,
): Promise<{ photos: string[]; documents: string[] }> {
  const gone = { photos: [] as string[], documents: [] as string[] };
  if (photos) {
    gone.photos = await writeList(db, 'offer_photos', offerId, photos, (photo) => ({
      alt_pl: photo.altPl,
      alt_en: photo.altEn,
      focus_x: photo.focusX,
      focus_y: photo.focusY,
    }));
  }
  if (documents) {
    gone.documents = await writeList(db, 'offer_documents', offerId, documents, (document) => ({
      title_pl: document.titlePl,
      title_en: document.titleEn,
      regulations: document.regulations ? 1 : 0,
    }));
  }
  return gone;
}

/**
 * One list of `writeOfferMediaValues`: each item's row set in its place, public rows left out
 * deleted; answers their paths.
 */
async function writeList<T extends { id: number }>(
  db: Db,
  table: 'offer_photos' | 'offer_documents',
  offerId: number,
  items: readonly T[],
  columns: (item: T) => Record<string, string | number>,
): Promise<string[]> {
  for (const [position, item] of items.entries()) {
    await db
      .updateTable(table)
      .set({ ...columns(item), position, pending: 0 })
      .where('offer_id', '=', offerId)
      .where('id', '=', item.id)
      .execute();
  }
  const ids = items.map((item) => item.id);
  let left = db.selectFrom(table).select('path').where('offer_id', '=', offerId).where('pending', '=', 0);
  if (ids.length > 0) left = left.where('id', 'not in', ids);
  const gone = await left.execute();
  if (gone.length > 0) {
    let drop = db.deleteFrom(table).where('offer_id', '=', offerId).where('pending', '=', 0);
    if (ids.length > 0) drop = drop.where('id', 'not in', ids);
    await drop.execute();
  }
  return gone.map((row) => row.path);
}

/** Deletes a photo's or document's row if it is pending (only a working copy named it). */
export async function deletePendingRow(
  db: Db,
  table: 'offer_photos' | 'offer_documents',
  id: number,
): Promise<void> {
  await db.deleteFrom(table).where('id', '=', id).where('pending', '=', 1).execute();
}

/** Deletes the offer's pending rows (a discarded working copy's uploads); answers their files' paths. */
export async function deletePendingOfferMedia(
  db: Db,
  offerId: number,
): Promise<{ photos: string[]; documents: string[] }> {
  const pending = async (table: 'offer_photos' | 'offer_documents') => {
    const rows = await db
      .selectFrom(table)
      .select('path')
      .where('offer_id', '=', offerId)
      .where('pending', '=', 1)
      .execute();
    await db.deleteFrom(table).where('offer_id', '=', offerId).where('pending', '=', 1).execute();
    return rows.map((row) => row.path);
  };
  return { photos: await pending('offer_photos'), documents: await pending('offer_documents') };
}

/** The rows a list names, in its order, numbered from 0, with what the list says of each. */
function inListOrder<R extends { id: number; position: number }, T extends { id: number }>(
  rows: readonly R[],
  items: readonly T[],
  columns: (item: T) => Partial<R>,
): R[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const found: R[] = [];
  for (const item of items) {
    const row = byId.get(item.id);
    if (row) found.push({ ...row, ...columns(item), position: found.length });
  }
  return found;
}

/**
 * The rows of the lists (pending or not), first to last as the lists name them, with the lists'
 * texts and focal points: what the editor, its preview and a media write's answer show of a
 * working copy's media. A row the lists name that is gone is left out.
 */
export async function findOfferMediaOf(
  db: Db,
  offerId: number,
  lists: Partial<OfferMediaValues>,
): Promise<{ photos: PhotoRecord[]; documents: DocumentRecord[] }> {
  const [photoRows, documentRows] = await Promise.all([
    listOfferPhotos(db, offerId),
    listOfferDocuments(db, offerId),
  ]);
  const photos = inListOrder(photoRows, lists.photos ?? [], (photo) => ({
    alt_pl: photo.altPl,
    alt_en: photo.altEn,
    focus_x: photo.focusX,
    focus_y: photo.focusY,
  }));
  const documents = inListOrder(documentRows, lists.documents ?? [], (document) => ({
    title_pl: document.titlePl,
    title_en: document.titleEn,
    regulations: document.regulations ? 1 : 0,
  }));
  return { photos, documents };
}
