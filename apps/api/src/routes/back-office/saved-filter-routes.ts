import {
  savedFilterDeletedResponseSchema,
  savedFilterResponseSchema,
  savedFiltersResponseSchema,
} from '@estate/domain/api/saved-filter-responses';
import { savedFilterIdParams, savedFilterListSchema, savedFilterSchema } from '@estate/domain/saved-filters';
import { STAFF_ROLES } from '@estate/domain/staff-roles';
import type { FastifyRequest } from 'fastify';
import type { ApiApp } from '../../http/api-app';
import { errorResponseSchema } from '../../http/error-response';
import type { RouteDeps } from '../../http/route-deps';
import {
  deleteSavedFilter,
  listSavedFilters,
  type SavedFilterContext,
  saveFilter,
} from '../../services/saved-filters';
import { actorOf, staffOf } from '../../staff/staff-access';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * A person's saved filters of the back office's lists (decision 062): every role has its own, and
 * reads, saves and deletes its own only (the person is the session's, never a parameter).
 */
export function registerSavedFilterRoutes(app: ApiApp, { database }: RouteDeps): void {
  const context = (request: FastifyRequest): SavedFilterContext => ({
    db: database.db,
    userId: staffOf(request).id,
    actor: actorOf(request),
  });

  app.get(
    '/api/back-office/saved-filters',
    {
      schema: {
        tags: ['back office'],
        summary: 'The signed-in person’s saved filters of a list',
        querystring: savedFilterListSchema,
        response: { 200: savedFiltersResponseSchema, ...errors },
      },
      config: { access: { roles: STAFF_ROLES } },
    },
    async (request) => ({ data: await listSavedFilters(context(request), request.query.list) }),
  );

  app.post(
    '/api/back-office/saved-filters',
    {
      schema: {
        tags: ['back office'],
        summary: 'Save a list’s filter under a name (the same name replaces it)',
        body: savedFilterSchema,
        response: { 201: savedFilterResponseSchema, ...errors, 409: errorResponseSchema },
      },
      config: { access: { roles: STAFF_ROLES } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await saveFilter(context(request), request.body) }),
  );

  app.delete(
    '/api/back-office/saved-filters/:id',
    {
      schema: {
        tags: ['back office'],
        summary: 'Delete one of one’s own saved filters',
        params: savedFilterIdParams,
        response: { 204: savedFilterDeletedResponseSchema, ...errors },
      },
      config: { access: { roles: STAFF_ROLES } },
    },
    async (request, reply) => {
      await deleteSavedFilter(context(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
