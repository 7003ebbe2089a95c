import type { OfferDocumentList, OfferPhotoList } from '@estate/domain/offer-media';
import { AppError } from '../http/app-error';
import { contentName, judgeImage, judgePdf, offerPhotoVariants, UploadRefused } from '../media/image-uploads';
import { OFFER_PHOTO_WIDTHS, offerPhotoUrl } from '../media/media-paths';
import type { MediaStore } from '../media/media-store';
import { mediaKey } from '../media/media-store';
import {
  type DocumentRecord,
  deleteOfferDocument,
  deleteOfferPhoto,
  documentPathInUse,
  insertOfferDocument,
  insertOfferPhoto,
  listOfferDocuments,
  listOfferPhotos,
  type PhotoRecord,
  photoPathInUse,
  updateOfferDocuments,
  updateOfferPhotos,
} from '../repositories/offer-media-repository';
import { recordOfferChange as recordChange } from './offer-change';
import { type OfferWriteContext, offerForStaff } from './offer-editing';

export interface OfferMediaContext extends OfferWriteContext {
  media: MediaStore;
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
 * Adds an uploaded photo at the end of the offer's list: judged by content (JPEG, PNG, WebP, AVIF;
 * the pixel limit; read to its end), stored as the site's widths without any metadata, with alt
 * texts made from the offer's titles until staff write better ones.
 */
export async function addOfferPhoto(context: OfferMediaContext, offerId: number, upload: Buffer) {
  const { row } = await offerForStaff(context.db, context.staff, offerId);
  const variants = await judgeImage(upload)
    .then(offerPhotoVariants)
    .catch((error: unknown) => refusal('photo', error));
  const stem = `/media/offers/u${offerId}-${contentName(upload)}`;
  for (const file of variants.files) {
    await context.media.put(mediaKey(offerPhotoUrl(stem, file.width)), file.body, 'image/webp');
  }
  const count = (await listOfferPhotos(context.db, offerId)).length;
  let added: PhotoRecord | undefined;
  await recordChange(context, row, 'offer.photo-add', { photo: [null, stem] }, async (trx) => {
    added = await insertOfferPhoto(trx, {
      offerId,
      path: stem,
      width: variants.width,
      height: variants.height,
      altPl: `${row.title_pl} – zdjęcie ${count + 1}`.slice(0, 300),
      altEn: `${row.title_en} – photo ${count + 1}`.slice(0, 300),
    });
  });
  if (!added) throw new Error('The photo was not stored');
  return toPhoto(added);
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

export async function saveOfferPhotos(context: OfferMediaContext, offerId: number, list: OfferPhotoList) {
  const { row } = await offerForStaff(context.db, context.staff, offerId);
  const before = await listOfferPhotos(context.db, offerId);
  if (!sameIds(before, list.photos))
    throw new AppError(409, 'list_changed', 'The offer’s photos changed since the page was opened');
  const summary = (
    photos: readonly { id: number; altPl: string; altEn: string; focusX?: number; focusY?: number }[],
  ) =>
    photos.map(
      (photo) =>
        `${photo.id}: ${photo.altPl} / ${photo.altEn}${photo.focusX === undefined && photo.focusY === undefined ? '' : ` @ ${photo.focusX ?? '-'}% ${photo.focusY ?? '-'}%`}`,
    );
  await recordChange(
    context,
    row,
    'offer.photos-save',
    { photos: [summary(before.map(toPhoto)), summary(list.photos)] },
    (trx) => updateOfferPhotos(trx, offerId, list.photos),
  );
  return (await listOfferPhotos(context.db, offerId)).map(toPhoto);
}

/** Removes a photo; its files go too unless another row still uses them (the demo's shared photos). */
export async function removeOfferPhoto(context: OfferMediaContext, offerId: number, photoId: number) {
  const { row } = await offerForStaff(context.db, context.staff, offerId);
  const photo = (await listOfferPhotos(context.db, offerId)).find((item) => item.id === photoId);
  if (!photo) throw AppError.notFound('Photo');
  await recordChange(context, row, 'offer.photo-delete', { photo: [photo.path, null] }, async (trx) => {
    await deleteOfferPhoto(trx, offerId, photoId);
  });
  if (
    photo.path.startsWith(`/media/offers/u${offerId}-`) &&
    !(await photoPathInUse(context.db, photo.path))
  ) {
    for (const width of OFFER_PHOTO_WIDTHS) {
      await context.media.delete(mediaKey(offerPhotoUrl(photo.path, width))).catch(() => undefined);
    }
  }
  return (await listOfferPhotos(context.db, offerId)).map(toPhoto);
}

/** Adds a PDF (judged by content) with its titles at the end of the offer's documents. */
export async function addOfferDocument(
  context: OfferMediaContext,
  offerId: number,
  upload: Buffer,
  titles: { titlePl: string; titleEn: string },
) {
  const { row } = await offerForStaff(context.db, context.staff, offerId);
  try {
    judgePdf(upload);
  } catch (error) {
    refusal('document', error);
  }
  const path = `/media/documents/u${offerId}-${contentName(upload)}.pdf`;
  await context.media.put(mediaKey(path), upload, 'application/pdf');
  let added: DocumentRecord | undefined;
  await recordChange(
    context,
    row,
    'offer.document-add',
    { document: [null, `${titles.titlePl} (${path})`] },
    async (trx) => {
      added = await insertOfferDocument(trx, { offerId, path, ...titles, sizeBytes: upload.length });
    },
  );
  if (!added) throw new Error('The document was not stored');
  return toDocument(added);
}

export async function saveOfferDocuments(
  context: OfferMediaContext,
  offerId: number,
  list: OfferDocumentList,
) {
  const { row } = await offerForStaff(context.db, context.staff, offerId);
  const before = await listOfferDocuments(context.db, offerId);
  if (!sameIds(before, list.documents)) {
    throw new AppError(409, 'list_changed', 'The offer’s documents changed since the page was opened');
  }
  const summary = (
    documents: readonly { id: number; titlePl: string; titleEn: string; regulations: boolean }[],
  ) =>
    documents.map(
      (document) =>
        `${document.id}: ${document.titlePl} / ${document.titleEn}${document.regulations ? ' (regulations)' : ''}`,
    );
  await recordChange(
    context,
    row,
    'offer.documents-save',
    { documents: [summary(before.map(toDocument)), summary(list.documents)] },
    (trx) => updateOfferDocuments(trx, offerId, list.documents),
  );
  return (await listOfferDocuments(context.db, offerId)).map(toDocument);
}

export async function removeOfferDocument(context: OfferMediaContext, offerId: number, documentId: number) {
  const { row } = await offerForStaff(context.db, context.staff, offerId);
  const document = (await listOfferDocuments(context.db, offerId)).find((item) => item.id === documentId);
  if (!document) throw AppError.notFound('Document');
  await recordChange(
    context,
    row,
    'offer.document-delete',
    { document: [document.path, null] },
    async (trx) => {
      await deleteOfferDocument(trx, offerId, documentId);
    },
  );
  if (
    document.path.startsWith(`/media/documents/u${offerId}-`) &&
    !(await documentPathInUse(context.db, document.path))
  ) {
    await context.media.delete(mediaKey(document.path)).catch(() => undefined);
  }
  return (await listOfferDocuments(context.db, offerId)).map(toDocument);
}
