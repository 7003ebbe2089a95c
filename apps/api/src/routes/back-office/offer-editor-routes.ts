import {
  bulkResultResponseSchema,
  createdOfferResponseSchema,
  offerArchiveResponseSchema,
  offerGroupsResponseSchema,
  offerNewDaysResponseSchema,
  offerPublicationResponseSchema,
  savedOfferResponseSchema,
} from '@estate/domain/api/back-office-offer-responses';
import { bulkOfferActionSchema } from '@estate/domain/back-office-offers';
import { offerArchiveSchema } from '@estate/domain/offer-archive';
import { offerEditorSchema, offerPublicationSchema, offerSaveSchema } from '@estate/domain/offer-editor';
import { offerGroupsSchema } from '@estate/domain/offer-groups';
import { OFFER_NEW_DAYS, offerNewDaysSchema } from '@estate/domain/offer-novelty';
import { STAFF_ROLES } from '@estate/domain/staff-roles';
import type { FastifyRequest } from 'fastify';
import type { ApiApp } from '../../http/api-app';
import { errorResponseSchema } from '../../http/error-response';
import type { RouteDeps } from '../../http/route-deps';
import { archiveOffer } from '../../services/offer-archive';
import { applyBulkAction } from '../../services/offer-bulk';
import {
  changePublication,
  createOffer,
  duplicateOffer,
  type OfferWriteContext,
  offerNewDays,
  saveOffer,
  setOfferNewDays,
} from '../../services/offer-editing';
import { saveOfferGroups } from '../../services/offer-groups';
import { actorOf, staffOf } from '../../staff/staff-access';
import { offerIdParams } from './offer-routes';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** The offer's version from If-Match (the ETag the editor opened), when the client names one. */
function expectedVersion(request: FastifyRequest): string | undefined {
  const header = request.headers['if-match'];
  if (typeof header !== 'string' || header === '*') return undefined;
  try {
    const value: unknown = JSON.parse(header.replace(/^W\//, ''));
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Writing offers (issue 17, decision 030): create a draft, save every field, publish, schedule or
 * unpublish. Agents write their own offers under their own card; every write is audited and, when
 * the public sees it, drops cached answers here and, through the change signal, everywhere.
 */
export function registerOfferEditorRoutes(app: ApiApp, { database, listCache }: RouteDeps): void {
  const context = (request: FastifyRequest): OfferWriteContext => ({
    db: database.db,
    staff: staffOf(request),
    actor: actorOf(request),
    listCache,
  });

  app.post(
    '/api/back-office/offers',
    {
      schema: {
        tags: ['back office'],
        summary: 'Create an offer (a draft)',
        body: offerEditorSchema,
        response: { 201: createdOfferResponseSchema, ...errors },
      },
      config: { access: { roles: STAFF_ROLES } },
    },
    async (request, reply) => {
      const id = await createOffer(context(request), request.body);
      return reply.status(201).send({ data: { id } });
    },
  );

  app.post(
    '/api/back-office/offers/:id/duplicate',
    {
      schema: {
        tags: ['back office'],
        summary: 'Make a new draft from an offer',
        params: offerIdParams,
        response: { 201: createdOfferResponseSchema, ...errors },
      },
      config: { access: { roles: STAFF_ROLES, owner: 'offer' } },
    },
    async (request, reply) => {
      const id = await duplicateOffer(context(request), request.params.id);
      return reply.status(201).send({ data: { id } });
    },
  );

  app.get(
    '/api/back-office/offers/new-days',
    {
      schema: {
        tags: ['back office'],
        summary: 'How many days a first publication makes an offer new',
        response: { 200: offerNewDaysResponseSchema, ...errors },
      },
      config: { access: { roles: STAFF_ROLES } },
    },
    async () => ({ data: { days: await offerNewDays(database.db), ...OFFER_NEW_DAYS } }),
  );

  app.put(
    '/api/back-office/offers/new-days',
    {
      schema: {
        tags: ['back office'],
        summary: 'Set how many days a first publication makes an offer new (0 to 365; 0 turns it off)',
        body: offerNewDaysSchema,
        response: { 200: offerNewDaysResponseSchema, ...errors },
      },
      config: { access: { roles: ['admin'] } },
    },
    async (request) => {
      await setOfferNewDays(context(request), request.body.days);
      return { data: { days: await offerNewDays(database.db), ...OFFER_NEW_DAYS } };
    },
  );

  app.post(
    '/api/back-office/offers/:id/archive',
    {
      schema: {
        tags: ['back office'],
        summary: 'Archive an offer (off the site and the list, never deleted) or restore it',
        params: offerIdParams,
        body: offerArchiveSchema,
        response: { 200: offerArchiveResponseSchema, ...errors },
      },
      // Restoring is the editors' and admins' (refused to an agent in the service).
      config: { access: { roles: STAFF_ROLES, owner: 'offer' } },
    },
    async (request) => ({ data: await archiveOffer(context(request), request.params.id, request.body) }),
  );

  app.post(
    '/api/back-office/offers/bulk',
    {
      schema: {
        tags: ['back office'],
        summary: 'Publish, unpublish, give an agent or add to a group many offers at once',
        body: bulkOfferActionSchema,
        response: { 200: bulkResultResponseSchema, ...errors, 409: errorResponseSchema },
      },
      config: { access: { roles: STAFF_ROLES } },
    },
    async (request) => ({ data: { changed: await applyBulkAction(context(request), request.body) } }),
  );

  app.put(
    '/api/back-office/offers/:id',
    {
      schema: {
        tags: ['back office'],
        summary: 'Save every field of an offer',
        params: offerIdParams,
        body: offerSaveSchema,
        response: { 200: savedOfferResponseSchema, ...errors, 409: errorResponseSchema },
      },
      config: { access: { roles: STAFF_ROLES, owner: 'offer' } },
    },
    async (request, reply) => {
      const stored = await saveOffer(
        context(request),
        request.params.id,
        request.body,
        expectedVersion(request),
      );
      reply.header('etag', JSON.stringify(stored.updatedAt));
      return { data: { id: request.params.id, ...stored } };
    },
  );

  app.post(
    '/api/back-office/offers/:id/publication',
    {
      schema: {
        tags: ['back office'],
        summary: 'Publish, schedule or unpublish an offer',
        params: offerIdParams,
        body: offerPublicationSchema,
        response: { 200: offerPublicationResponseSchema, ...errors, 409: errorResponseSchema },
      },
      config: { access: { roles: STAFF_ROLES, owner: 'offer' } },
    },
    async (request) => ({
      data: await changePublication(context(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/api/back-office/offers/:id/groups',
    {
      schema: {
        tags: ['back office'],
        summary: 'The special-offer groups of an offer and its order in each',
        params: offerIdParams,
        body: offerGroupsSchema,
        response: { 200: offerGroupsResponseSchema, ...errors },
      },
      // Promotions are the editors' choice, as in the list's bulk action: agents may not.
      config: { access: { roles: ['admin', 'editor'] } },
    },
    async (request) => ({
      data: await saveOfferGroups(context(request), request.params.id, request.body),
    }),
  );
}
