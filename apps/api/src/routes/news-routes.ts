import { LANGUAGES, parseLanguage } from '@estate/domain/language';
import { pageMeta, pageOffset } from '@estate/domain/paging';
import { z } from 'zod';
import type { ApiApp } from '../http/api-app';
import { AppError } from '../http/app-error';
import { errorResponseSchema } from '../http/error-response';
import {
  idParamsSchema,
  langDefaultPl,
  noQuerySchema,
  pagedResponseSchema,
  pageSchema,
  pageSizeSchema,
  singleResponseSchema,
} from '../http/query-schemas';
import type { RouteDeps } from '../http/route-deps';
import { findNewsById, findNewsNeighbours, findNewsPage } from '../repositories/news-repository';

const newsListItemSchema = z.object({
  id: z.number(),
  lang: z.enum(LANGUAGES),
  title: z.string(),
  lead: z.string(),
  image: z.string().nullable(),
  publishedAt: z.string().describe('ISO-8601'),
});

const newsItemSchema = newsListItemSchema.extend({
  content: z.string().describe('Stored HTML; the site sanitises it'),
  previousId: z.number().nullable().describe('The item published just before, same language'),
  nextId: z.number().nullable().describe('The item published just after, same language'),
});

export function registerNewsRoutes(app: ApiApp, { database }: RouteDeps): void {
  const { db } = database;

  app.get(
    '/api/news',
    {
      schema: {
        tags: ['content'],
        summary: 'News of one language, newest first, one page (6 by default)',
        querystring: z.object({ lang: langDefaultPl, page: pageSchema, onPage: pageSizeSchema() }).strict(),
        response: { 200: pagedResponseSchema(newsListItemSchema), 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { lang, page, onPage } = request.query;
      const { rows, total } = await findNewsPage(db, lang, pageOffset(page, onPage), onPage);
      return {
        data: rows.map((row) => ({
          id: row.id,
          lang,
          title: row.title,
          lead: row.lead,
          image: row.image,
          publishedAt: row.published_at,
        })),
        meta: pageMeta(total, page, onPage),
      };
    },
  );

  app.get(
    '/api/news/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'One news item with its body and its older/newer neighbours in the same language',
        params: idParamsSchema,
        querystring: noQuerySchema,
        response: {
          200: singleResponseSchema(newsItemSchema),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const row = await findNewsById(db, request.params.id);
      if (!row) throw AppError.notFound('News item');
      const neighbours = await findNewsNeighbours(db, row);
      return {
        data: {
          id: row.id,
          lang: parseLanguage(row.lang),
          title: row.title,
          lead: row.lead,
          content: row.content,
          image: row.image,
          publishedAt: row.published_at,
          ...neighbours,
        },
      };
    },
  );
}
