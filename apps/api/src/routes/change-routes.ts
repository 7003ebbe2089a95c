import { z } from 'zod';
import type { ApiApp } from '../http/api-app';
import { ALWAYS_ANSWER } from '../http/load-shedding';
import type { RouteDeps } from '../http/route-deps';
import { readChangeSignal } from '../repositories/change-signal-repository';

const changesSchema = z.object({ data: z.object({ offers: z.number().int(), content: z.number().int() }) });

/**
 * The versions of public data, read from the database: each site process polls this and drops
 * its cached pages when a version moves (decision 030). One primary-key read; never cached.
 */
export function registerChangeRoutes(app: ApiApp, { database }: RouteDeps): void {
  app.get(
    '/api/changes',
    {
      config: ALWAYS_ANSWER,
      schema: {
        tags: ['system'],
        summary: 'Versions of public data (offers, editorial content), for the site processes’ page caches',
        response: { 200: changesSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const [offers, content] = await Promise.all([
        readChangeSignal(database.db, 'offers'),
        readChangeSignal(database.db, 'content'),
      ]);
      return { data: { offers, content } };
    },
  );
}
