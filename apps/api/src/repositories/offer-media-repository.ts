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

/** Adds a photo at the end of the offer's list; answers it. */
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
    })
    .returning(DOCUMENT_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Sets each photo's place (its index in `photos`), alt texts and, when given, focal point. */
export async function updateOfferPhotos(
  db: Db,
  offerId: number,
  photos: readonly { id: number; altPl: string; altEn: string; focusX?: number; focusY?: number }[],
): Promise<void> {
  for (const [position, photo] of photos.entries()) {
    await db
      .updateTable('offer_photos')
      .set({
        position,
        alt_pl: photo.altPl,
        alt_en: photo.altEn,
        ...(photo.focusX === undefined ? {} : { focus_x: photo.focusX }),
        ...(photo.focusY === undefined ? {} : { focus_y: photo.focusY }),
      })
      .where('offer_id', '=', offerId)
      .where('id', '=', photo.id)
      .execute();
  }
}

export async function updateOfferDocuments(
  db: Db,
  offerId: number,
  documents: readonly { id: number; titlePl: string; titleEn: string; regulations: boolean }[],
): Promise<void> {
  for (const [position, document] of documents.entries()) {
    await db
      .updateTable('offer_documents')
      .set({
        position,
        title_pl: document.titlePl,
        title_en: document.titleEn,
        regulations: document.regulations ? 1 : 0,
      })
      .where('offer_id', '=', offerId)
      .where('id', '=', document.id)
      .execute();
  }
}

export async function deleteOfferPhoto(db: Db, offerId: number, photoId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('offer_photos')
    .where('offer_id', '=', offerId)
    .where('id', '=', photoId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteOfferDocument(db: Db, offerId: number, documentId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('offer_documents')
    .where('offer_id', '=', offerId)
    .where('id', '=', documentId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
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
