import { chunksResponseSchema } from '@estate/domain/api/content-responses';
import { parseLanguage } from '@estate/domain/language';
import type { ApiApp } from '../http/api-app';
import { errorResponseSchema } from '../http/error-response';
import { noQuerySchema } from '../http/query-schemas';
import type { RouteDeps } from '../http/route-deps';
import { findAllChunks } from '../repositories/chunk-repository';

export function registerChunkRoutes(app: ApiApp, { database }: RouteDeps): void {
  app.get(
    '/api/chunks',
    {
      schema: {
        tags: ['content'],
        summary: 'All content chunks in both languages, ordered by name then language',
        querystring: noQuerySchema,
        response: { 200: chunksResponseSchema, 400: errorResponseSchema },
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
