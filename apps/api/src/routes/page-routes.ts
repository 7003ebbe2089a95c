import { contentPageResponseSchema } from '@estate/domain/api/content-responses';
import { parseLanguage } from '@estate/domain/language';
import { z } from 'zod';
import type { ApiApp } from '../http/api-app';
import { AppError } from '../http/app-error';
import { errorResponseSchema } from '../http/error-response';
import { langSchema } from '../http/query-schemas';
import type { RouteDeps } from '../http/route-deps';
import { findPageBySlug, findPageTranslationSlug } from '../repositories/page-repository';

export function registerPageRoutes(app: ApiApp, { database }: RouteDeps): void {
  app.get(
    '/api/page',
    {
      schema: {
        tags: ['content'],
        summary:
          'One published page by slug (or a former slug: the answer carries the present one); `lang`, when given, must be the page language',
        // SPEC §7 shows only `slug`: slugs are unique across languages, so `lang` is optional.
        querystring: z.object({ slug: z.string().min(1).max(200), lang: langSchema.optional() }).strict(),
        response: {
          200: contentPageResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const row = await findPageBySlug(database.db, request.query.slug, request.query.lang);
      if (!row) throw AppError.notFound('Page');
      return {
        data: {
          id: row.id,
          lang: parseLanguage(row.lang),
          slug: row.slug,
          title: row.title,
          description: row.description,
          content: row.content,
          updatedAt: row.updated_at,
          translationSlug: await findPageTranslationSlug(database.db, row),
        },
      };
    },
  );
}
