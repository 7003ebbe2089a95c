import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import type { ApiApp } from '../http/api-app';
import { AppError } from '../http/app-error';
import { errorResponseSchema } from '../http/error-response';
import type { RouteDeps } from '../http/route-deps';
import { countOfferViews } from '../services/offer-views';

const viewsBodySchema = z
  .object({
    views: z
      .array(
        z
          .object({
            offerId: z.number().int().min(1).max(2_147_483_647),
            address: z.string().min(1).max(64),
          })
          .strict(),
      )
      .max(1_000),
  })
  .strict();

/**
 * Offer page views reported by the site processes, which see every page served, cached or not
 * (decision 034). Only a trusted peer (TRUST_PROXY: the sites) may report: a visitor could
 * otherwise make an offer "most viewed". The site's forwarder never passes /api/internal/*, so the
 * peer is the site's server itself.
 */
export function registerOfferViewRoutes(app: ApiApp, { config, database }: RouteDeps): void {
  const trusted = proxyAddr.compile(config.trustProxy);
  app.post(
    '/api/internal/offer-views',
    {
      schema: {
        tags: ['system'],
        summary: 'Offer page views seen by a site process (from the sites only)',
        body: viewsBodySchema,
        response: {
          200: z.object({ data: z.object({ counted: z.number().int(), ignored: z.number().int() }) }),
          400: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const peer = request.raw.socket.remoteAddress ?? '';
      if (!trusted(peer, 0)) throw new AppError(403, 'forbidden', 'Views are reported by the site only');
      return { data: await countOfferViews(database.db, config.authSecret, request.body.views, new Date()) };
    },
  );
}
