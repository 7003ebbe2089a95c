import { LANGUAGES, parseLanguage } from '@estate/domain/language';
import { z } from 'zod';
import type { ApiApp } from '../http/api-app';
import { errorResponseSchema } from '../http/error-response';
import { noQuerySchema } from '../http/query-schemas';
import type { RouteDeps } from '../http/route-deps';
import { findAllChunks } from '../repositories/chunk-repository';

/** SPEC §7: the site reads `attributes` of each item, so chunks keep that envelope (decision 003). */
const chunkSchema = z.object({
  id: z.number(),
  attributes: z.object({
    name: z.string(),
    lang: z.enum(LANGUAGES),
    content: z.string().describe('Stored HTML; the site sanitises it'),
  }),
});

export function registerChunkRoutes(app: ApiApp, { database }: RouteDeps): void {
  app.get(
    '/api/chunks',
    {
      schema: {
        tags: ['content'],
        summary: 'All content chunks in both languages, ordered by name then language',
        querystring: noQuerySchema,
        response: { 200: z.object({ data: z.array(chunkSchema) }), 400: errorResponseSchema },
      },
    },
    async () => {
      const rows = await findAllChunks(database.db);
      return {
        data: rows.map((row) => ({
          id: row.id,
          // The repository returns pl/en rows only, so this narrows the type without changing a value.
          attributes: { name: row.name, lang: parseLanguage(row.lang), content: row.content },
        })),
      };
    },
  );
}
