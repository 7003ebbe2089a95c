import {
  chunkEditorResponseSchema,
  chunksEditorResponseSchema,
  faqEntriesResponseSchema,
  faqEntryResponseSchema,
  sitePublicationResponseSchema,
} from '@estate/domain/api/back-office-site-responses';
import { contentPublicationSchema } from '@estate/domain/content-editor';
import {
  chunkNameParams,
  chunkTextsSchema,
  faqEntryCreateSchema,
  faqEntryUpdateSchema,
  faqOrderSchema,
  faqQuerySchema,
} from '@estate/domain/site-content';
import type { FastifyRequest } from 'fastify';
import type { ApiApp } from '../../http/api-app';
import { errorResponseSchema } from '../../http/error-response';
import { idParamsSchema } from '../../http/query-schemas';
import type { RouteDeps } from '../../http/route-deps';
import {
  changeFaqPublication,
  chunkList,
  createFaqEntry,
  faqEntries,
  removeFaq,
  reorderFaq,
  type SiteContentContext,
  saveChunk,
  updateFaq,
} from '../../services/site-content';
import { actorOf } from '../../staff/staff-access';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** The site's content is the editors' (and admins') work; agents write their offers only. */
export const SITE_EDITORS = { roles: ['admin', 'editor'] } as const;

/**
 * The site's own content in the back office (issue 18, decision 038): the FAQ and its order, the
 * named texts (chunks), and the home page of each language until decision 052 step S7 moved it to
 * the editable kinds' routes; their images go through the content's
 * one upload (content-image-routes.ts). FAQ entries and the home page have drafts, staff's preview
 * and scheduled publication (decision 040). Every write is audited, and one that changes the public
 * site moves the content change signal in its transaction, so the public pages follow within
 * seconds.
 */
export function registerSiteContentRoutes(app: ApiApp, { database, media }: RouteDeps): void {
  const { db } = database;
  const context = (request: FastifyRequest): SiteContentContext => ({ db, actor: actorOf(request), media });

  app.get(
    '/api/back-office/faq',
    {
      schema: {
        tags: ['back office'],
        summary: 'The FAQ entries of a language in their order',
        querystring: faqQuerySchema,
        response: { 200: faqEntriesResponseSchema, ...errors },
      },
      config: { access: SITE_EDITORS },
    },
    async (request) => ({ data: await faqEntries(db, request.query.lang) }),
  );

  app.post(
    '/api/back-office/faq',
    {
      schema: {
        tags: ['back office'],
        summary: 'Add a FAQ entry (at `position`, else last)',
        body: faqEntryCreateSchema,
        response: { 201: faqEntryResponseSchema, ...errors },
      },
      config: { access: SITE_EDITORS },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createFaqEntry(context(request), request.body) }),
  );

  app.put(
    '/api/back-office/faq/order',
    {
      schema: {
        tags: ['back office'],
        summary: 'The order of a language’s FAQ entries, first to last',
        body: faqOrderSchema,
        response: { 200: faqEntriesResponseSchema, ...errors, 409: errorResponseSchema },
      },
      config: { access: SITE_EDITORS },
    },
    async (request) => ({ data: await reorderFaq(context(request), request.body) }),
  );

  app.put(
    '/api/back-office/faq/:id',
    {
      schema: {
        tags: ['back office'],
        summary: 'Save a FAQ entry’s question, answer and place',
        params: idParamsSchema,
        body: faqEntryUpdateSchema,
        response: { 200: faqEntryResponseSchema, ...errors },
      },
      config: { access: SITE_EDITORS },
    },
    async (request) => ({ data: await updateFaq(context(request), request.params.id, request.body) }),
  );

  app.post(
    '/api/back-office/faq/:id/publication',
    {
      schema: {
        tags: ['back office'],
        summary: 'Publish, schedule or take a FAQ entry back to a draft',
        params: idParamsSchema,
        body: contentPublicationSchema,
        response: { 200: sitePublicationResponseSchema, ...errors },
      },
      config: { access: SITE_EDITORS },
    },
    async (request) => ({
      data: await changeFaqPublication(context(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/back-office/faq/:id',
    {
      schema: {
        tags: ['back office'],
        summary: 'Delete a FAQ entry',
        params: idParamsSchema,
        response: { 200: faqEntriesResponseSchema, ...errors },
      },
      config: { access: SITE_EDITORS },
    },
    async (request) => {
      const entry = await removeFaq(context(request), request.params.id);
      return { data: await faqEntries(db, entry.lang) };
    },
  );

  app.get(
    '/api/back-office/chunks',
    {
      schema: {
        tags: ['back office'],
        summary: 'The named texts in both languages, the footer’s first',
        response: { 200: chunksEditorResponseSchema, ...errors },
      },
      config: { access: SITE_EDITORS },
    },
    async () => ({ data: await chunkList(db) }),
  );

  app.put(
    '/api/back-office/chunks/:name',
    {
      schema: {
        tags: ['back office'],
        summary: 'Save both languages of a named text',
        params: chunkNameParams,
        body: chunkTextsSchema,
        response: { 200: chunkEditorResponseSchema, ...errors },
      },
      config: { access: SITE_EDITORS },
    },
    async (request) => ({ data: await saveChunk(context(request), request.params.name, request.body) }),
  );
}
