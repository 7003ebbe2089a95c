import { dashboardResponseSchema } from '@estate/domain/api/dashboard-responses';
import { dashboardQuerySchema } from '@estate/domain/back-office-dashboard';
import { STAFF_ROLES } from '@estate/domain/staff-roles';
import type { ApiApp } from '../../http/api-app';
import { errorResponseSchema } from '../../http/error-response';
import type { RouteDeps } from '../../http/route-deps';
import { dashboardFor } from '../../services/dashboard';
import { staffOf } from '../../staff/staff-access';

/** The back office's dashboard (issue 35, decision 055): every staff role, each under their scope. */
export function registerDashboardRoutes(app: ApiApp, { database }: RouteDeps): void {
  const { db } = database;
  app.get(
    '/api/back-office/dashboard',
    {
      schema: {
        tags: ['back office'],
        summary: 'What needs the signed-in person today, and the last 30 or 90 days of their offers',
        querystring: dashboardQuerySchema,
        response: {
          200: dashboardResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
      config: { access: { roles: STAFF_ROLES } },
    },
    async (request) => ({ data: await dashboardFor(db, staffOf(request), request.query, new Date()) }),
  );
}
