import {
  blogCategoriesEditorResponseSchema,
  blogCategoryEditorResponseSchema,
  contentImageResponseSchema,
  contentItemResponseSchema,
  contentListResponseSchema,
} from '@estate/domain/api/back-office-content-responses';
import {
  blogCategorySchema,
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_STATUSES,
  contentImageQuerySchema,
  contentItemParams,
  contentItemSchema,
  contentKindParams,
  contentListQuerySchema,
  contentPublicationSchema,
} from '@estate/domain/content-editor';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiApp } from '../../http/api-app';
import { errorResponseSchema } from '../../http/error-response';
import { uploadedFile } from '../../http/multipart-upload';
import { idParamsSchema } from '../../http/query-schemas';
import type { RouteDeps } from '../../http/route-deps';
import {
  blogCategoriesForEditor,
  type ContentWriteContext,
  changeContentPublication,
  contentItemForEditor,
  contentList,
  createBlogCategory,
  createContentItem,
  deleteContent,
  removeBlogCategory,
  saveBlogCategory,
  saveContentItem,
} from '../../services/content-editing';
import { uploadContentImage } from '../../services/content-images';
import { actorOf } from '../../staff/staff-access';
import { SITE_EDITORS } from './site-content-routes';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

const deletedResponseSchema = z.object({ data: z.object({ id: z.number().int() }) });

const publicationResponseSchema = z.object({
  data: z.object({ status: z.enum(CONTENT_STATUSES), publishedAt: z.string() }),
});

/**
 * News, events, blog posts with their categories, and pages in the back office (issue 18, decision
 * 037): lists, create (a draft), save, publish, schedule or take back, delete, and the one image
 * upload of the content: covers and texts, and the site's slides, promotion and groups (decision
 * 040). Editors and admins; every write is audited and moves the content change signal in its
 * transaction, so the public pages follow within seconds.
 */
export async function registerContentEditorRoutes(
  app: ApiApp,
  { database, media }: RouteDeps,
): Promise<void> {
  const { db } = database;
  const context = (request: FastifyRequest): ContentWriteContext => ({ db, actor: actorOf(request), media });

  // Categories first: `/content/blog-categories` is not a kind.
  app.get(
    '/api/back-office/content/blog-categories',
    {
      schema: {
        tags: ['back office'],
        summary: 'The blog categories in their order, with their names and post counts',
        response: { 200: blogCategoriesEditorResponseSchema, ...errors },
      },
      config: { access: SITE_EDITORS },
    },
    async () => ({ data: await blogCategoriesForEditor(db) }),
  );

  app.post(
    '/api/back-office/content/blog-categories',
    {
      schema: {
        tags: ['back office'],
        summary: 'Add a blog category',
        body: blogCategorySchema,
        response: { 201: blogCategoryEditorResponseSchema, ...errors },
      },
      config: { access: SITE_EDITORS },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createBlogCategory(context(request), request.body) }),
  );

  app.put(
    '/api/back-office/content/blog-categories/:id',
    {
      schema: {
        tags: ['back office'],
        summary: 'Rename or move a blog category',
        params: idParamsSchema,
        body: blogCategorySchema,
        response: { 200: blogCategoryEditorResponseSchema, ...errors },
      },
      config: { access: SITE_EDITORS },
    },
    async (request) => ({ data: await saveBlogCategory(context(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/back-office/content/blog-categories/:id',
    {
      schema: {
        tags: ['back office'],
        summary: 'Delete an empty blog category',
        params: idParamsSchema,
        response: { 200: deletedResponseSchema, ...errors, 409: errorResponseSchema },
      },
      config: { access: SITE_EDITORS },
    },
    async (request) => {
      await removeBlogCategory(context(request), request.params.id);
      return { data: { id: request.params.id } };
    },
  );

  app.get(
    '/api/back-office/content/:kind',
    {
      schema: {
        tags: ['back office'],
        summary: 'One page of news, events, blog posts or pages, newest first, with search and state',
        params: contentKindParams,
        querystring: contentListQuerySchema,
        response: { 200: contentListResponseSchema, ...errors },
      },
      config: { access: SITE_EDITORS },
    },
    async (request) => contentList(db, request.params.kind, request.query),
  );

  app.post(
    '/api/back-office/content/:kind',
    {
      schema: {
        tags: ['back office'],
        summary: 'Create an item (a draft)',
        params: contentKindParams,
        body: contentItemSchema,
        response: { 201: contentItemResponseSchema, ...errors },
      },
      config: { access: SITE_EDITORS },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const id = await createContentItem(context(request), kind, request.body);
      return reply.status(201).send({ data: await contentItemForEditor(db, kind, id) });
    },
  );

  app.get(
    '/api/back-office/content/:kind/:id',
    {
      schema: {
        tags: ['back office'],
        summary: 'One item as the editor shows it, in any state',
        params: contentItemParams,
        response: { 200: contentItemResponseSchema, ...errors },
      },
      config: { access: SITE_EDITORS },
    },
    async (request) => ({ data: await contentItemForEditor(db, request.params.kind, request.params.id) }),
  );

  app.put(
    '/api/back-office/content/:kind/:id',
    {
      schema: {
        tags: ['back office'],
        summary: 'Save every field of an item',
        params: contentItemParams,
        body: contentItemSchema,
        response: { 200: contentItemResponseSchema, ...errors },
      },
      config: { access: SITE_EDITORS },
    },
    async (request) => ({
      data: await saveContentItem(context(request), request.params.kind, request.params.id, request.body),
    }),
  );

  app.post(
    '/api/back-office/content/:kind/:id/publication',
    {
      schema: {
        tags: ['back office'],
        summary: 'Publish, schedule or take an item back to a draft',
        params: contentItemParams,
        body: contentPublicationSchema,
        response: { 200: publicationResponseSchema, ...errors },
      },
      config: { access: SITE_EDITORS },
    },
    async (request) => ({
      data: await changeContentPublication(
        context(request),
        request.params.kind,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/api/back-office/content/:kind/:id',
    {
      schema: {
        tags: ['back office'],
        summary: 'Delete an item',
        params: contentItemParams,
        response: { 200: deletedResponseSchema, ...errors },
      },
      config: { access: SITE_EDITORS },
    },
    async (request) => {
      await deleteContent(context(request), request.params.kind, request.params.id);
      return { data: { id: request.params.id } };
    },
  );

  // Multipart only in this scope: one image per request.
  await app.register(async (plain) => {
    await plain.register(fastifyMultipart, { limits: { files: 1, fields: 0, parts: 1 } });
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.post(
      '/api/back-office/content-images',
      {
        schema: {
          tags: ['back office'],
          summary:
            'Upload an image for a cover, a text, a slide, the promotion or a group (multipart field `image`)',
          consumes: ['multipart/form-data'],
          querystring: contentImageQuerySchema,
          response: {
            201: contentImageResponseSchema,
            ...errors,
            413: errorResponseSchema,
            415: errorResponseSchema,
          },
        },
        config: { access: SITE_EDITORS },
      },
      async (request, reply) => {
        const { content } = await uploadedFile(request, 'image', CONTENT_IMAGE_MAX_BYTES);
        const image = await uploadContentImage(context(request), request.query.use, content);
        return reply.status(201).send({ data: image });
      },
    );
  });
}
