import { z } from 'zod';
import { MAX_DATABASE_ID } from './constants';
import { requiredOr } from './error-codes';

/**
 * The photos and documents of an offer in the back office (issue 17): their order (the first photo
 * is the main one), alt texts and titles in both languages, all required. Uploads are judged by the
 * API by their content; these are the limits staff are told.
 */
export const PHOTO_MAX_BYTES = 25 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

const id = z.number('invalid_value').int('invalid_value').min(1, 'invalid_value').max(MAX_DATABASE_ID);
const requiredText = (max: number) =>
  z.string(requiredOr('invalid_value')).trim().min(1, 'required').max(max, 'too_long');

/**
 * A photo's focal point, in whole percent of its width or height from the top left (decision 061):
 * tiles that crop the photo keep this point in view.
 */
const focus = z
  .number('invalid_value')
  .int('invalid_value')
  .min(0, 'invalid_value')
  .max(100, 'invalid_value');

/**
 * The whole list of an offer's photos, in the new order, with their alt texts and, optionally,
 * focal points (a photo sent without one keeps its own).
 */
export const offerPhotoListSchema = z
  .object({
    photos: z
      .array(
        z
          .object({
            id,
            altPl: requiredText(300),
            altEn: requiredText(300),
            focusX: focus.optional(),
            focusY: focus.optional(),
          })
          .strict(),
      )
      .max(200),
  })
  .strict();

/** The titles sent with a document (multipart fields before the file). */
export const documentTitlesSchema = z.object({ titlePl: requiredText(200), titleEn: requiredText(200) });

/**
 * The whole list of an offer's documents, in the new order, with their titles; one of them may be
 * the tender's regulations, which the offer's tender notice links to (decision 032).
 */
export const offerDocumentListSchema = z
  .object({
    documents: z
      .array(
        documentTitlesSchema.extend({ id, regulations: z.boolean('invalid_value').default(false) }).strict(),
      )
      .max(100)
      .refine(
        (documents) => documents.filter((document) => document.regulations).length <= 1,
        'regulations_twice',
      ),
  })
  .strict();

/**
 * An offer's photos and documents as two fields of the offers' kind (decision 052 "Media working
 * copy as built"): each list first to last, by the rows' ids, with what staff write of each (a
 * photo's focal point always, as stored). A published offer's lists wait in its working copy; they
 * are absent from a write that does not change them (the offer form's), which keeps the lists.
 */
export const offerPhotosValueSchema = z
  .array(
    z
      .object({ id, altPl: requiredText(300), altEn: requiredText(300), focusX: focus, focusY: focus })
      .strict(),
    'invalid_value',
  )
  .max(200, 'invalid_value');
export const offerDocumentsValueSchema = z
  .array(
    documentTitlesSchema.extend({ id, regulations: z.boolean('invalid_value') }).strict(),
    'invalid_value',
  )
  .max(100, 'invalid_value')
  .refine(
    (documents) => documents.filter((document) => document.regulations).length <= 1,
    'regulations_twice',
  );

export type OfferPhotoList = z.infer<typeof offerPhotoListSchema>;
export type OfferDocumentList = z.infer<typeof offerDocumentListSchema>;
