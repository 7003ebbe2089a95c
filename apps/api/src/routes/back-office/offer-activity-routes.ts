import { offerActivityResponseSchema } from '@estate/domain/api/offer-activity-responses';
import { STAFF_ROLES } from '@estate/domain/staff-roles';
import type { ApiApp } from '../../http/api-app';
import { errorResponseSchema } from '../../http/error-response';
import type { RouteDeps } from '../../http/route-deps';
import { offerActivity } from '../../services/offer-activity';
import { offerForStaff } from '../../services/offer-editing';
import { staffOf } from '../../staff/staff-access';
import { offerIdParams } from './offer-routes';

/** One offer's measured activity for its page in the back office (issue 18, decision 034). */
export function registerOfferActivityRoutes(app: ApiApp, { database }: RouteDeps): void {
  const { db } = database;
  app.get(
    '/api/back-office/offers/:id/activity',
    {
      schema: {
        tags: ['back office'],
        summary: 'One offer’s views, phone reveals and form submissions per day, the last 30 days',
        params: offerIdParams,
        response: {
          200: offerActivityResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
      config: { access: { roles: STAFF_ROLES, owner: 'offer' } },
    },
    async (request) => {
      const { row } = await offerForStaff(db, staffOf(request), request.params.id);
      return { data: await offerActivity(db, row, new Date()) };
    },
  );
}
