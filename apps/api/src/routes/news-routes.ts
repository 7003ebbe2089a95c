import { newsItemResponseSchema, newsListResponseSchema } from '@estate/domain/api/content-responses';
import { pageMeta, pageOffset } from '@estate/domain/paging';
import { z } from 'zod';
import type { ApiApp } from '../http/api-app';
import { AppError } from '../http/app-error';
import { errorResponseSchema } from '../http/error-response';
import { langDefaultPl, pageSchema, pageSizeSchema } from '../http/query-schemas';
import type { RouteDeps } from '../http/route-deps';
import {
  findNewsById,
  findNewsNeighbours,
  findNewsPage,
  findNewsTranslationId,
} from '../repositories/news-repository';
import { articleByIdSchema, articleFields } from './articles';

export function registerNewsRoutes(app: ApiApp, { database }: RouteDeps): void {
  const { db } = database;

  app.get(
    '/api/news',
    {
      schema: {
        tags: ['content'],
        summary: 'News of one language, newest first, one page (6 by default)',
        querystring: z.object({ lang: langDefaultPl, page: pageSchema, onPage: pageSizeSchema() }).strict(),
        response: { 200: newsListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { lang, page, onPage } = request.query;
      const { rows, total } = await findNewsPage(db, lang, pageOffset(page, onPage), onPage);
      return { data: rows.map((row) => articleFields(row, lang)), meta: pageMeta(total, page, onPage) };
    },
  );

  app.get(
    '/api/news/:id',
    {
      schema: articleByIdSchema(
        'One news item with its body and its older/newer neighbours in the same language',
        newsItemResponseSchema,
      ),
    },
    async (request) => {
      const row = await findNewsById(db, request.params.id);
      if (!row) throw AppError.notFound('News item');
      const [neighbours, translationId] = await Promise.all([
        findNewsNeighbours(db, row),
        findNewsTranslationId(db, row),
      ]);
      return {
        data: {
          ...articleFields(row),
          content: row.content,
          ...neighbours,
          translationId,
          imageAlt: row.image_alt,
        },
      };
    },
  );
}
