import {
  alertErasureResponseSchema,
  searchAlertCountsResponseSchema,
  searchAlertsOfAddressResponseSchema,
} from '@estate/domain/api/search-alert-responses';
import { searchAlertAddressSchema } from '@estate/domain/search-alerts';
import type { ApiApp } from '../../http/api-app';
import { errorResponseSchema } from '../../http/error-response';
import type { RouteDeps } from '../../http/route-deps';
import { countAlertsByPath } from '../../repositories/search-alert-repository';
import { alertsOfAddress, eraseAlertsOfAddress } from '../../services/search-alert-staff';
import { withAlertGroups } from '../../services/search-alerts';
import { actorOf } from '../../staff/staff-access';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** Who may see and erase an address's alerts: the newsletter's staff (an agent's work needs no address). */
const ADDRESS_STAFF = { roles: ['admin', 'editor'] } as const;

/**
 * Search alerts in the back office (issue 36, decision 059): how many confirmed alerts watch each
 * list, for every staff role, counts only, so no address reaches an agent; and, for editors and
 * admins, an address's alerts found and erased on its owner's request, audited.
 */
export function registerBackOfficeSearchAlertRoutes(app: ApiApp, { database }: RouteDeps): void {
  const { db } = database;
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
    async () => ({ data: await withAlertGroups(db, await countAlertsByPath(db)) }),
  );

  // A POST with the address in its body, not a GET: a query string would put a person's address in
  // the request log and the browser's history.
  app.post(
    '/api/back-office/search-alerts/address',
    {
      schema: {
        tags: ['back office'],
        summary: 'Every search alert of one address, stopped ones too (to answer its owner’s request)',
        body: searchAlertAddressSchema,
        response: { 200: searchAlertsOfAddressResponseSchema, ...errors },
      },
      config: { access: ADDRESS_STAFF },
    },
    async (request) => ({ data: await alertsOfAddress(db, request.body.email) }),
  );

  app.post(
    '/api/back-office/search-alerts/erasure',
    {
      schema: {
        tags: ['back office'],
        summary:
          'Erase every search alert of one address on its owner’s request (an anonymous audit entry stays)',
        body: searchAlertAddressSchema,
        response: {
          200: alertErasureResponseSchema,
          ...errors,
          404: errorResponseSchema,
        },
      },
      config: { access: ADDRESS_STAFF },
    },
    async (request) => ({
      data: await eraseAlertsOfAddress({ db, actor: actorOf(request) }, request.body.email),
    }),
  );
}
