import { mapRequestSchema } from '@estate/domain/api/map-requests';
import { mapResponseSchema } from '@estate/domain/api/map-responses';
import type { Language } from '@estate/domain/language';
import { STATIC_CLUSTERS, staticClusterLabel } from '@estate/domain/map-clusters';
import { isAvailable } from '@estate/domain/offer-availability';
import type { OfferFilter } from '@estate/domain/offer-filters';
import type { ApiApp } from '../http/api-app';
import { errorResponseSchema } from '../http/error-response';
import type { RouteDeps } from '../http/route-deps';
import type { BoundingBox } from '../repositories/map-grid';
import { countByStaticCluster, gridClusters } from '../repositories/offer-map-repository';
import { findOffersByIds } from '../repositories/offer-repository';
import { summarise } from '../services/offer-listing';

export function registerOfferMapRoutes(app: ApiApp, { database, listCache }: RouteDeps): void {
  const { db } = database;

  async function staticClusters(filter: Partial<OfferFilter>, lang: Language) {
    const counts = await countByStaticCluster(db, filter);
    const clusters = STATIC_CLUSTERS.map((cluster) => ({
      id: cluster.id,
      kind: cluster.kind,
      voivodeship: cluster.voivodeship,
      lat: cluster.lat,
      lng: cluster.lng,
      label: staticClusterLabel(cluster, lang),
      count: counts.get(cluster.id) ?? 0,
    }));
    return {
      data: { kind: 'static' as const, total: clusters.reduce((sum, c) => sum + c.count, 0), clusters },
    };
  }

  app.post(
    '/api/classified/map',
    {
      schema: {
        tags: ['offers'],
        summary: 'Offer counts for maps: the 32 static markers, or clusters of a visible area',
        description:
          'Without `bbox`: counts per static marker of the home map (a voivodeship town and the rest of each ' +
          'voivodeship, at most 32). With `bbox` and `zoom`: offers grouped into the cells (about 64 px wide, ' +
          'on a grid fixed to the globe) the box touches, whole; a cell of one offer carries that offer for ' +
          'its popup. Filters as in POST /api/classified; paging and order are ignored.',
        body: mapRequestSchema,
        response: { 200: mapResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const {
        lang,
        bbox,
        zoom,
        currentPage: _page,
        itemsPerPage: _perPage,
        order: _order,
        ...filter
      } = request.body;
      // Every home and list page asks for its static counts, and every click on a map for the same
      // first view; they may be LIST_CACHE_SECONDS old. Grids read the kept cells where they can
      // (decision 039), otherwise every offer in the box, which the cache then spares.
      const body = await listCache.getOrCompute(`map ${JSON.stringify(request.body)}`, () =>
        bbox ? gridClustersAnswer(filter, lang, bbox, zoom ?? 6) : staticClusters(filter, lang),
      );
      return reply.type('application/json; charset=utf-8').send(body as unknown as never);
    },
  );

  async function gridClustersAnswer(
    filter: Partial<OfferFilter>,
    lang: Language,
    bbox: BoundingBox,
    zoom: number,
  ) {
    const cells = await gridClusters(db, filter, bbox, zoom);
    const singleIds = cells.flatMap((cell) => (cell.offerId === null ? [] : [cell.offerId]));
    const singles = new Map<number, Awaited<ReturnType<typeof summarise>>[number]>();
    for (let i = 0; i < singleIds.length; i += 500) {
      const rows = await findOffersByIds(db, singleIds.slice(i, i + 500));
      for (const summary of await summarise(db, rows, lang)) singles.set(summary.id, summary);
    }
    return {
      data: {
        kind: 'grid' as const,
        total: cells.reduce((sum, c) => sum + c.count, 0),
        clusters: cells.map((cell) => {
          const offer = cell.offerId === null ? undefined : singles.get(cell.offerId);
          return {
            lat: cell.lat,
            lng: cell.lng,
            count: cell.count,
            offer: offer
              ? {
                  id: offer.id,
                  tipi: offer.tipi,
                  title: offer.title,
                  price: offer.price,
                  discountPrice: offer.isDiscount ? offer.discountPrice : null,
                  photo: offer.photo?.path ?? null,
                  town: offer.localizationTown,
                  sold: !isAvailable(offer),
                }
              : null,
          };
        }),
      },
    };
  }
}
