import { offers } from '@estate/domain/kinds/offers';
import type { OfferDocumentList, OfferPhotoList } from '@estate/domain/offer-media';
import { AppError } from '../http/app-error';
import { getKindItem, type KindItem, type KindWriteContext, saveKindItem } from '../kinds/kind-service';
import { contentName, judgeImage, judgePdf, offerPhotoVariants, UploadRefused } from '../media/image-uploads';
import { offerPhotoUrl } from '../media/media-paths';
import type { MediaStore } from '../media/media-store';
import { mediaKey } from '../media/media-store';
import {
  type DocumentRecord,
  deletePendingRow,
  findOfferMediaOf,
  insertOfferDocument,
  insertOfferPhoto,
  type OfferMediaValues,
  type PhotoRecord,
} from '../repositories/offer-media-repository';
import type { StaffPrincipal } from '../staff/staff-access';
import { offerForStaff } from './offer-editing';
import { unusedOfferFiles } from './offer-media-files';

export interface OfferMediaContext extends KindWriteContext {
  media: MediaStore;
  staff: StaffPrincipal;
}

export function toPhoto(row: PhotoRecord) {
  return {
    id: row.id,
    path: row.path,
    width: row.width,
    height: row.height,
    altPl: row.alt_pl,
    altEn: row.alt_en,
    position: row.position,
    focusX: row.focus_x,
    focusY: row.focus_y,
  };
}

export function toDocument(row: DocumentRecord) {
  return {
    id: row.id,
    path: row.path,
    titlePl: row.title_pl,
    titleEn: row.title_en,
    sizeBytes: row.size_bytes,
    position: row.position,
    regulations: row.regulations === 1,
  };
}

/** A refused upload as the field error the back office shows beside the file. */
function refusal(field: string, error: unknown): never {
  if (error instanceof UploadRefused) {
    throw new AppError(400, 'validation_failed', `Refused ${field}: ${error.code}`, {
      fields: { [field]: error.code },
    });
  }
  throw error;
}

/**
 * The offer as this person may write it (an agent: their own), with its media lists as the kind's
 * values hold them: a published offer's working copy's while it has one (decision 052 "Media
 * working copy as built").
 */
async function openOffer(context: OfferMediaContext, offerId: number) {
  const { row } = await offerForStaff(context.db, context.staff, offerId);
  const item = await getKindItem(context.db, offers, offerId);
  const values = offers.schemas.stored.parse(item.values);
  const lists: OfferMediaValues = { photos: values.photos ?? [], documents: values.documents ?? [] };
  return { row, item, lists };
}

/** What a media write answers beside its list or file: the offer's version after it and its working copy. */
export interface MediaWritten<T> {
  data: T;
  offer: Pick<KindItem, 'version' | 'draft'>;
}

/**
 * Writes the lists as the offers' kind does every write (`saveKindItem`): at the version the editor
 * opened (`expected`; none: the one just read), refused 409 naming who saved when stale; an
 * unpublished offer's rows at once, a published one's working copy only. Audited `offer.<action>`.
 */
async function writeLists(
  context: OfferMediaContext,
  offerId: number,
  item: KindItem,
  expected: number | undefined,
  lists: Partial<OfferMediaValues>,
  action: string,
) {
  const saved = await saveKindItem(
    context,
    offers,
    offerId,
    expected ?? item.version,
    { ...item.values, ...lists },
    {
      action,
    },
  );
  const values = offers.schemas.stored.parse(saved.values);
  const media = await findOfferMediaOf(context.db, offerId, values);
  return { media, offer: { version: saved.version, draft: saved.draft } };
}

/**
 * An upload's write of the list with its new row at the end: at `expected` when the editor names
 * it; without, at the version it reads, read again when another write came first (the manager
 * sends two photos at once, and an addition at the end is the same whatever came before it).
 */
async function appendTo(
  context: OfferMediaContext,
  offerId: number,
  expected: number | undefined,
  added: { table: 'offer_photos' | 'offer_documents'; row: { id: number; path: string } },
  lists: (now: OfferMediaValues) => Partial<OfferMediaValues>,
) {
  const action = added.table === 'offer_photos' ? 'photo-add' : 'document-add';
  for (let attempt = 1; ; attempt += 1) {
    const { item, lists: now } = await openOffer(context, offerId);
    try {
      return await writeLists(context, offerId, item, expected, lists(now), action);
    } catch (error) {
      const raced = error instanceof AppError && error.code === 'edit_conflict' && expected === undefined;
      if (raced && attempt < 5) continue;
      // Refused: the stored row goes again, with its files when nobody uses them.
      await dropRow(context, offerId, added.table, added.row);
      throw error;
    }
  }
}

/** Deletes the files of rows gone unless another row still uses them (the demo's shared photos, a duplicate's). */
async function dropFiles(
  context: OfferMediaContext,
  offerId: number,
  gone: { photos?: readonly string[]; documents?: readonly string[] },
) {
  for (const key of await unusedOfferFiles(context.db, offerId, gone)) {
    await context.media.delete(key).catch(() => undefined);
  }
}

/** A row stored for a list write that was refused: gone again, with its files when nobody uses them. */
async function dropRow(
  context: OfferMediaContext,
  offerId: number,
  table: 'offer_photos' | 'offer_documents',
  row: { id: number; path: string },
) {
  await deletePendingRow(context.db, table, row.id);
  await dropFiles(
    context,
    offerId,
    table === 'offer_photos' ? { photos: [row.path] } : { documents: [row.path] },
  );
}

/**
 * Adds an uploaded photo at the end of the offer's list: judged by content (JPEG, PNG, WebP, AVIF;
 * the pixel limit; read to its end), stored as the site's widths without any metadata, with alt
 * texts made from the offer's titles until staff write better ones. Its row is pending until the
 * list naming it is the offer's public one: at once for an unpublished offer, on "publish changes"
 * for a published one.
 */
export async function addOfferPhoto(
  context: OfferMediaContext,
  offerId: number,
  upload: Buffer,
  expected?: number,
): Promise<MediaWritten<ReturnType<typeof toPhoto>>> {
  const { row, lists } = await openOffer(context, offerId);
  const variants = await judgeImage(upload)
    .then(offerPhotoVariants)
    .catch((error: unknown) => refusal('photo', error));
  const stem = `/media/offers/u${offerId}-${contentName(upload)}`;
  for (const file of variants.files) {
    await context.media.put(mediaKey(offerPhotoUrl(stem, file.width)), file.body, 'image/webp');
  }
  const count = lists.photos.length;
  const added = await insertOfferPhoto(context.db, {
    offerId,
    path: stem,
    width: variants.width,
    height: variants.height,
    altPl: `${row.title_pl} – zdjęcie ${count + 1}`.slice(0, 300),
    altEn: `${row.title_en} – photo ${count + 1}`.slice(0, 300),
  });
  const photo = {
    id: added.id,
    altPl: added.alt_pl,
    altEn: added.alt_en,
    focusX: added.focus_x,
    focusY: added.focus_y,
  };
  const written = await appendTo(
    context,
    offerId,
    expected,
    { table: 'offer_photos', row: added },
    (now) => ({
      photos: [...now.photos, photo],
    }),
  );
  const shown = written.media.photos.find((item) => item.id === added.id) ?? added;
  return { data: toPhoto(shown), offer: written.offer };
}

/** The same ids, whatever the order: a list built from an older page is refused (409). */
function sameIds(current: readonly { id: number }[], sent: readonly { id: number }[]): boolean {
  const ids = new Set(current.map((item) => item.id));
  return (
    sent.length === ids.size &&
    new Set(sent.map((item) => item.id)).size === ids.size &&
    sent.every((item) => ids.has(item.id))
  );
}

/** The order, alt texts and focal points of the offer's photos (a photo sent without one keeps its own). */
export async function saveOfferPhotos(
  context: OfferMediaContext,
  offerId: number,
  list: OfferPhotoList,
  expected?: number,
): Promise<MediaWritten<ReturnType<typeof toPhoto>[]>> {
  const { item, lists } = await openOffer(context, offerId);
  if (!sameIds(lists.photos, list.photos))
    throw new AppError(409, 'list_changed', 'The offer’s photos changed since the page was opened');
  const own = new Map(lists.photos.map((photo) => [photo.id, photo]));
  const photos = list.photos.map((photo) => {
    const before = own.get(photo.id);
    return {
      ...photo,
      focusX: photo.focusX ?? before?.focusX ?? 50,
      focusY: photo.focusY ?? before?.focusY ?? 50,
    };
  });
  const written = await writeLists(context, offerId, item, expected, { photos }, 'photos-save');
  return { data: written.media.photos.map(toPhoto), offer: written.offer };
}

/**
 * Removes a photo from the offer's list. A row no list names any more goes with its files (unless
 * another row uses them); a published offer's public photo stays public until "publish changes".
 */
export async function removeOfferPhoto(
  context: OfferMediaContext,
  offerId: number,
  photoId: number,
  expected?: number,
): Promise<MediaWritten<ReturnType<typeof toPhoto>[]>> {
  const { item, lists } = await openOffer(context, offerId);
  const [photo] = (await findOfferMediaOf(context.db, offerId, { photos: lists.photos })).photos.filter(
    (candidate) => candidate.id === photoId,
  );
  if (!photo) throw AppError.notFound('Photo');
  const photos = lists.photos.filter((candidate) => candidate.id !== photoId);
  const written = await writeLists(context, offerId, item, expected, { photos }, 'photo-delete');
  // Only the copy named a pending row: it goes now.
  await deletePendingRow(context.db, 'offer_photos', photoId);
  await dropFiles(context, offerId, { photos: [photo.path] });
  return { data: written.media.photos.map(toPhoto), offer: written.offer };
}

/** Adds a PDF (judged by content) with its titles at the end of the offer's documents, pending as a photo. */
export async function addOfferDocument(
  context: OfferMediaContext,
  offerId: number,
  upload: Buffer,
  titles: { titlePl: string; titleEn: string },
  expected?: number,
): Promise<MediaWritten<ReturnType<typeof toDocument>>> {
  await openOffer(context, offerId);
  try {
    judgePdf(upload);
  } catch (error) {
    refusal('document', error);
  }
  const path = `/media/documents/u${offerId}-${contentName(upload)}.pdf`;
  await context.media.put(mediaKey(path), upload, 'application/pdf');
  const added = await insertOfferDocument(context.db, { offerId, path, ...titles, sizeBytes: upload.length });
  const document = { id: added.id, titlePl: added.title_pl, titleEn: added.title_en, regulations: false };
  const written = await appendTo(
    context,
    offerId,
    expected,
    { table: 'offer_documents', row: added },
    (now) => ({ documents: [...now.documents, document] }),
  );
  const shown = written.media.documents.find((item) => item.id === added.id) ?? added;
  return { data: toDocument(shown), offer: written.offer };
}

export async function saveOfferDocuments(
  context: OfferMediaContext,
  offerId: number,
  list: OfferDocumentList,
  expected?: number,
): Promise<MediaWritten<ReturnType<typeof toDocument>[]>> {
  const { item, lists } = await openOffer(context, offerId);
  if (!sameIds(lists.documents, list.documents)) {
    throw new AppError(409, 'list_changed', 'The offer’s documents changed since the page was opened');
  }
  const written = await writeLists(
    context,
    offerId,
    item,
    expected,
    { documents: list.documents },
    'documents-save',
  );
  return { data: written.media.documents.map(toDocument), offer: written.offer };
}

export async function removeOfferDocument(
  context: OfferMediaContext,
  offerId: number,
  documentId: number,
  expected?: number,
): Promise<MediaWritten<ReturnType<typeof toDocument>[]>> {
  const { item, lists } = await openOffer(context, offerId);
  const [document] = (
    await findOfferMediaOf(context.db, offerId, { documents: lists.documents })
  ).documents.filter((candidate) => candidate.id === documentId);
  if (!document) throw AppError.notFound('Document');
  const documents = lists.documents.filter((candidate) => candidate.id !== documentId);
  const written = await writeLists(context, offerId, item, expected, { documents }, 'document-delete');
  await deletePendingRow(context.db, 'offer_documents', documentId);
  await dropFiles(context, offerId, { documents: [document.path] });
  return { data: written.media.documents.map(toDocument), offer: written.offer };
}
