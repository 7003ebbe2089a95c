import { sql } from 'kysely';
import { z } from 'zod';
import type { ApiApp } from '../http/api-app';
import { DATABASE_RETRY_AFTER_SECONDS } from '../http/error-handler';
import { ALWAYS_ANSWER } from '../http/load-shedding';
import type { RouteDeps } from '../http/route-deps';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'draining']),
  database: z.object({ dialect: z.enum(['sqlite', 'postgres']), reachable: z.boolean() }),
  uptimeSeconds: z.number(),
});

/** Load balancers poll this: 200 while the database answers, 503 while it does not or while stopping. */
export function registerHealthRoutes(app: ApiApp, { database, lifecycle }: RouteDeps): void {
  app.get(
    '/api/health',
    {
      // A balancer must still hear from an overloaded instance: it is alive, just busy.
      config: ALWAYS_ANSWER,
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const reachable = await sql`select 1 as ok`
        .execute(database.db)
        .then(() => true)
        .catch(() => false);
      reply.header('cache-control', 'no-store');
      if (!reachable) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      // A stopping instance still answers requests but asks the load balancer to send no more.
      const status = lifecycle.draining ? 'draining' : reachable ? 'ok' : 'degraded';
      return reply.status(status === 'ok' ? 200 : 503).send({
        status,
        database: { dialect: database.dialect, reachable },
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
}
