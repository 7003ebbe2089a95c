import { searchAlertCountsResponseSchema } from '@estate/domain/api/search-alert-responses';
import type { ApiApp } from '../../http/api-app';
import { errorResponseSchema } from '../../http/error-response';
import type { RouteDeps } from '../../http/route-deps';
import { countAlertsByPath } from '../../repositories/search-alert-repository';

/**
 * Search alerts in the back office (issue 36, decision 059): how many confirmed alerts watch each
 * list, for every staff role; counts only, so no address reaches anyone, agents included.
 */
export function registerBackOfficeSearchAlertRoutes(app: ApiApp, { database }: RouteDeps): void {
  app.get(
    '/api/back-office/search-alerts',
    {
      schema: {
        tags: ['back office'],
        summary: 'Confirmed search alerts per list path, active and paused, most watched first',
        response: {
          200: searchAlertCountsResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
      config: { access: { roles: ['admin', 'editor', 'agent'] } },
    },
    async () => ({ data: await countAlertsByPath(database.db) }),
  );
}
