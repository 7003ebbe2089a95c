import { faqResponseSchema } from '@estate/domain/api/content-responses';
import { parseLanguage } from '@estate/domain/language';
import { z } from 'zod';
import type { ApiApp } from '../http/api-app';
import { errorResponseSchema } from '../http/error-response';
import { langSchema } from '../http/query-schemas';
import type { RouteDeps } from '../http/route-deps';
import { findFaq } from '../repositories/faq-repository';

export function registerFaqRoutes(app: ApiApp, { database }: RouteDeps): void {
  app.get(
    '/api/faq',
    {
      schema: {
        tags: ['content'],
        summary: 'FAQ entries in editorial order; both languages unless `lang` is given',
        // SPEC §7 shows the call without a query, so `lang` is optional and has no default.
        querystring: z.object({ lang: langSchema.optional() }).strict(),
        response: { 200: faqResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const rows = await findFaq(database.db, request.query.lang);
      return {
        data: rows.map((row) => ({
          id: row.id,
          lang: parseLanguage(row.lang),
          question: row.question,
          answer: row.answer,
        })),
      };
    },
  );
}
