import {
  chunkEditorResponseSchema,
  chunksEditorResponseSchema,
  faqEntriesResponseSchema,
  faqEntryResponseSchema,
  homePageEditorResponseSchema,
  siteImageResponseSchema,
} from '@estate/domain/api/back-office-site-responses';
import {
  chunkNameParams,
  chunkTextsSchema,
  faqEntryCreateSchema,
  faqEntryUpdateSchema,
  faqOrderSchema,
  faqQuerySchema,
  homePageEditSchema,
  homePageParams,
  SITE_IMAGE_MAX_BYTES,
  siteImageQuerySchema,
} from '@estate/domain/site-content';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiApp } from '../../http/api-app';
import { errorResponseSchema } from '../../http/error-response';
import { uploadedFile } from '../../http/multipart-upload';
import { idParamsSchema } from '../../http/query-schemas';
import type { RouteDeps } from '../../http/route-deps';
import {
  chunkList,
  createFaqEntry,
  faqEntries,
  homePageForEditor,
  removeFaq,
  reorderFaq,
  type SiteContentContext,
  saveChunk,
  saveHomePage,
  updateFaq,
  uploadSiteImage,
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
 * named texts (chunks), the home page of each language and the images they show. Every write is
 * audited and moves the content change signal in its transaction, so the public pages follow
 * within seconds.
 */
export async function registerSiteContentRoutes(app: ApiApp, { database, media }: RouteDeps): Promise<void> {
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

  app.get(
    '/api/back-office/home/:lang',
    {
      schema: {
        tags: ['back office'],
        summary: 'The home page of a language as the editor shows it (slides, promotion, who-we-are)',
        params: homePageParams,
        response: { 200: homePageEditorResponseSchema, ...errors },
      },
      config: { access: SITE_EDITORS },
    },
    async (request) => ({ data: await homePageForEditor(db, request.params.lang) }),
  );

  app.put(
    '/api/back-office/home/:lang',
    {
      schema: {
        tags: ['back office'],
        summary: 'Save the slides, the promotion and who-we-are of a language',
        params: homePageParams,
        body: homePageEditSchema,
        response: { 200: homePageEditorResponseSchema, ...errors, 409: errorResponseSchema },
      },
      config: { access: SITE_EDITORS },
    },
    async (request) => ({
      data: await saveHomePage(context(request), request.params.lang, request.body),
    }),
  );

  // Multipart only in this scope: one image per request.
  await app.register(async (plain) => {
    await plain.register(fastifyMultipart, { limits: { files: 1, fields: 0, parts: 1 } });
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.post(
      '/api/back-office/site-images',
      {
        schema: {
          tags: ['back office'],
          summary: 'Upload an image for a slide, the promotion or a group (multipart field `image`)',
          consumes: ['multipart/form-data'],
          querystring: siteImageQuerySchema,
          response: {
            201: siteImageResponseSchema,
            ...errors,
            413: errorResponseSchema,
            415: errorResponseSchema,
          },
        },
        config: { access: SITE_EDITORS },
      },
      async (request, reply) => {
        const { content } = await uploadedFile(request, 'image', SITE_IMAGE_MAX_BYTES);
        const image = await uploadSiteImage(context(request), request.query.kind, content);
        return reply.status(201).send({ data: image });
      },
    );
  });
}
