import { auditPageResponseSchema } from '@estate/domain/api/staff-responses';
import { pageMeta } from '@estate/domain/paging';
import { z } from 'zod';
import type { ApiApp } from '../../http/api-app';
import { errorResponseSchema } from '../../http/error-response';
import type { RouteDeps } from '../../http/route-deps';
import { findAuditEntries } from '../../repositories/audit-repository';

const AUDIT_PAGE_SIZE = 50;
const text = z.string().trim().min(1).max(200).optional();

const auditQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    /** A person's account id or e-mail address. */
    actor: text,
    action: text,
    entity: text,
    entityId: text,
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();

/** The audit log, newest first, filtered by person, action, record and time: admins only. */
export function registerAuditRoutes(app: ApiApp, { database }: RouteDeps): void {
  app.get(
    '/api/back-office/audit',
    {
      schema: {
        tags: ['back office'],
        summary: 'The audit log: who changed what and when, newest first (50 a page)',
        querystring: auditQuerySchema,
        response: {
          200: auditPageResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
      config: { access: { roles: ['admin'] } },
    },
    async (request) => {
      const { page, from, to, ...filter } = request.query;
      const { entries, total } = await findAuditEntries(
        database.db,
        {
          ...filter,
          from: from && new Date(from).toISOString(),
          to: to && new Date(to).toISOString(),
        },
        page,
        AUDIT_PAGE_SIZE,
      );
      return { data: entries, meta: pageMeta(total, page, AUDIT_PAGE_SIZE) };
    },
  );
}
