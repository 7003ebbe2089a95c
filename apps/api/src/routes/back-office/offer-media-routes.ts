import {
  backOfficeDocumentListResponseSchema,
  backOfficeDocumentResponseSchema,
  backOfficePhotoListResponseSchema,
  backOfficePhotoResponseSchema,
} from '@estate/domain/api/back-office-offer-responses';
import { zodIssuesToFieldErrors } from '@estate/domain/error-codes';
import {
  DOCUMENT_MAX_BYTES,
  documentTitlesSchema,
  offerDocumentListSchema,
  offerPhotoListSchema,
  PHOTO_MAX_BYTES,
} from '@estate/domain/offer-media';
import { isAnyErrorCode } from '@estate/domain/staff-error-codes';
import { STAFF_ROLES } from '@estate/domain/staff-roles';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiApp } from '../../http/api-app';
import { AppError } from '../../http/app-error';
import { errorResponseSchema } from '../../http/error-response';
import { fieldValue, uploadedFile } from '../../http/multipart-upload';
import type { RouteDeps } from '../../http/route-deps';
import { ifMatchHeaders, versionOf } from '../../kinds/kind-routes';
import {
  addOfferDocument,
  addOfferPhoto,
  type OfferMediaContext,
  removeOfferDocument,
  removeOfferPhoto,
  saveOfferDocuments,
  saveOfferPhotos,
} from '../../services/offer-media';
import { actorOf, staffOf } from '../../staff/staff-access';
import { offerIdParams } from './offer-routes';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const uploadErrors = {
  ...errors,
  409: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
};
const itemId = z.coerce.number().int().min(1).max(2_147_483_647);
const photoParams = offerIdParams.extend({ photoId: itemId });
const documentParams = offerIdParams.extend({ documentId: itemId });
const access = { roles: STAFF_ROLES, owner: 'offer' as const };
// The offer's version the editor holds (decision 052 "Media working copy as built"); without it a
// write is at the version it reads, as before the media were the kind's.
const headers = ifMatchHeaders.partial();
const expected = (request: { headers: { 'if-match'?: string } }) => {
  const value = request.headers['if-match'];
  return value === undefined ? undefined : versionOf(value);
};
const conflictErrors = { 409: errorResponseSchema };

/**
 * Photos and documents of an offer (issue 17): upload one file per request (so the back office can
 * show each file's progress), then order, alt texts or titles, and deletion. Uploads are judged by
 * their content (services/offer-media.ts); every change is audited and reaches the public pages
 * through the change signal.
 */
export async function registerOfferMediaRoutes(
  app: ApiApp,
  { database, listCache, media }: RouteDeps,
): Promise<void> {
  const context = (request: FastifyRequest): OfferMediaContext => ({
    db: database.db,
    staff: staffOf(request),
    actor: actorOf(request),
    listCache,
    media,
  });

  // Multipart only in this scope: one file per request, a few small text fields before it.
  await app.register(async (plain) => {
    await plain.register(fastifyMultipart, { limits: { files: 1, fields: 2, fieldSize: 1_000, parts: 3 } });
    const scope = plain.withTypeProvider<ZodTypeProvider>();

    scope.post(
      '/api/back-office/offers/:id/photos',
      {
        schema: {
          tags: ['back office'],
          summary: 'Add a photo (multipart field `photo`: JPEG, PNG, WebP or AVIF up to 25 MB)',
          consumes: ['multipart/form-data'],
          params: offerIdParams,
          headers,
          response: { 201: backOfficePhotoResponseSchema, ...uploadErrors },
        },
        config: { access },
      },
      async (request, reply) => {
        const { content } = await uploadedFile(request, 'photo', PHOTO_MAX_BYTES);
        return reply
          .status(201)
          .send(await addOfferPhoto(context(request), request.params.id, content, expected(request)));
      },
    );

    scope.post(
      '/api/back-office/offers/:id/documents',
      {
        schema: {
          tags: ['back office'],
          summary: 'Add a document (multipart: `titlePl`, `titleEn`, then `document`, a PDF up to 20 MB)',
          consumes: ['multipart/form-data'],
          params: offerIdParams,
          headers,
          response: { 201: backOfficeDocumentResponseSchema, ...uploadErrors },
        },
        config: { access },
      },
      async (request, reply) => {
        const { content, file } = await uploadedFile(request, 'document', DOCUMENT_MAX_BYTES);
        const titles = documentTitlesSchema.safeParse({
          titlePl: fieldValue(file, 'titlePl'),
          titleEn: fieldValue(file, 'titleEn'),
        });
        if (!titles.success) {
          throw new AppError(400, 'validation_failed', 'Invalid titles', {
            fields: zodIssuesToFieldErrors(titles.error.issues, isAnyErrorCode),
          });
        }
        return reply
          .status(201)
          .send(
            await addOfferDocument(
              context(request),
              request.params.id,
              content,
              titles.data,
              expected(request),
            ),
          );
      },
    );
  });

  app.put(
    '/api/back-office/offers/:id/photos',
    {
      schema: {
        tags: ['back office'],
        summary: 'Order and alt texts of an offer’s photos (the first is the main one)',
        params: offerIdParams,
        headers,
        body: offerPhotoListSchema,
        response: { 200: backOfficePhotoListResponseSchema, ...errors, ...conflictErrors },
      },
      config: { access },
    },
    async (request) => saveOfferPhotos(context(request), request.params.id, request.body, expected(request)),
  );

  app.delete(
    '/api/back-office/offers/:id/photos/:photoId',
    {
      schema: {
        tags: ['back office'],
        summary: 'Remove a photo of an offer',
        params: photoParams,
        headers,
        response: { 200: backOfficePhotoListResponseSchema, ...errors, ...conflictErrors },
      },
      config: { access },
    },
    async (request) =>
      removeOfferPhoto(context(request), request.params.id, request.params.photoId, expected(request)),
  );

  app.put(
    '/api/back-office/offers/:id/documents',
    {
      schema: {
        tags: ['back office'],
        summary: 'Order and titles of an offer’s documents',
        params: offerIdParams,
        headers,
        body: offerDocumentListSchema,
        response: { 200: backOfficeDocumentListResponseSchema, ...errors, ...conflictErrors },
      },
      config: { access },
    },
    async (request) =>
      saveOfferDocuments(context(request), request.params.id, request.body, expected(request)),
  );

  app.delete(
    '/api/back-office/offers/:id/documents/:documentId',
    {
      schema: {
        tags: ['back office'],
        summary: 'Remove a document of an offer',
        params: documentParams,
        headers,
        response: { 200: backOfficeDocumentListResponseSchema, ...errors, ...conflictErrors },
      },
      config: { access },
    },
    async (request) =>
      removeOfferDocument(context(request), request.params.id, request.params.documentId, expected(request)),
  );
}
