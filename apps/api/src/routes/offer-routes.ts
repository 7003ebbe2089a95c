import {
  listResponseSchema,
  pagedResponseSchema,
  singleResponseSchema,
} from '@estate/domain/api/response-envelopes';
import { LANGUAGES } from '@estate/domain/language';
import { offerFilterSchema } from '@estate/domain/offer-filters';
import { offerNumberOfQuery } from '@estate/domain/offer-number';
import { offerDetailSchema, offerSummarySchema } from '@estate/domain/offer-types';
import { z } from 'zod';
import type { ApiApp } from '../http/api-app';
import { AppError } from '../http/app-error';
import { errorResponseSchema } from '../http/error-response';
import { idParamsSchema } from '../http/query-schemas';
import type { RouteDeps } from '../http/route-deps';
import {
  findAgentPhone,
  findPublishedIds,
  findPublishedOfferIdByNumber,
  findPublishedOfferPage,
  recordPhoneClick,
} from '../repositories/offer-repository';
import { listNearbyOffers, listOffers } from '../services/offer-listing';
import { toOfferDetail, toOfferExtras } from '../services/offer-mapper';

/** The filter body of SPEC §3 plus the language of the texts in the answer. */
export const offerListBodySchema = offerFilterSchema.extend({
  lang: z.enum(LANGUAGES).default('pl').describe('Language of titles and leads'),
});

const listResponse = pagedResponseSchema(offerSummarySchema);
const offerResponse = singleResponseSchema(offerDetailSchema);
/** A JSON text made from a value this route's schema describes; it is sent as it is. */
const serialized = (json: string) => json as unknown as never;

/**
 * How many offer answers (one per offer and language) a process keeps, about 3 kB each: the hot
 * offers of the day in both languages, a few MB. They have a section of the list cache of their
 * own: one shared bound would let a crawler walking every offer push the hot lists and maps out,
 * and the section is cleared with the list cache, so every write that drops the lists (here, and
 * in other processes through the change signal) drops the offers too.
 */
const OFFER_ANSWERS_KEPT = 2_000;

export function registerOfferRoutes(app: ApiApp, { database, listCache }: RouteDeps): void {
  const { db } = database;
  const offerAnswers = listCache.section(OFFER_ANSWERS_KEPT);

  app.post(
    '/api/classified',
    {
      schema: {
        tags: ['offers'],
        summary: 'Offers matching the filter, one page, with the total',
        description:
          'Every filter of SPEC §3. Flags 1 restrict, 0 do not. Ranges `x[gte]`/`x[lte]` are inclusive; ' +
          '`price` applies to the effective price (discount price when discounted), in grosze; areas in m². ' +
          '`localizationTown` matches the town by name or slug. `geolocation` keeps offers within `radius` km. ' +
          '`drawnArea` keeps offers inside a polygon (`points`, 3 to 20 [lat, lng]) or a circle (`lat`, `lng`, ' +
          '`radiusKm`) drawn on the map. `classifiedId` excludes one offer. Orders: newest (default), oldest, price_asc, price_desc, area_asc, ' +
          'area_desc, viewed_period (most viewed in the recent period). Pages beyond 5000 answer the last page window.',
        body: offerListBodySchema,
        response: { 200: listResponse, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { lang, ...filter } = request.body;
      // The validated body (defaults applied, keys in schema order) is the cache key.
      const body = await listCache.getOrCompute(`classified ${JSON.stringify(request.body)}`, () =>
        listOffers(db, filter, lang),
      );
      return reply.type('application/json; charset=utf-8').send(serialized(body));
    },
  );

  app.post(
    '/api/classified/nearby',
    {
      schema: {
        tags: ['offers'],
        summary: 'Offers within the radius of a point, nearest first, without the given offer',
        description:
          'The site sends geolocation (lat, lng, radius 150), itemsPerPage 4, currentPage 1 and classifiedId. ' +
          '`localizationTown` is accepted but not used as a filter: the radius decides.',
        body: offerListBodySchema.refine((body) => body.geolocation !== undefined, {
          message: 'required',
          path: ['geolocation'],
        }),
        response: { 200: listResponseSchema(offerSummarySchema), 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { lang, ...filter } = request.body;
      return { data: await listNearbyOffers(db, filter, lang) };
    },
  );

  app.get(
    '/api/classified/by-number',
    {
      schema: {
        tags: ['offers'],
        summary: 'Which published offer has this number (e.g. T00696)',
        querystring: z.object({ number: z.string().max(40) }).strict(),
        response: {
          200: singleResponseSchema(z.object({ id: z.number().int().positive() })),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const number = offerNumberOfQuery(request.query.number);
      const id = number === null ? undefined : await findPublishedOfferIdByNumber(db, number);
      if (id === undefined) throw AppError.notFound('Offer');
      return { data: { id } };
    },
  );

  app.get(
    '/api/classified/:id',
    {
      schema: {
        tags: ['offers'],
        summary: 'One published offer with photos, documents, agent and groups',
        params: idParamsSchema,
        querystring: z.object({ lang: z.enum(LANGUAGES).default('pl') }).strict(),
        response: {
          200: offerResponse,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { lang } = request.query;
      // A 404 is thrown, never kept: an offer published a moment later shows at once.
      const body = await offerAnswers.getOrCompute(`${id} ${lang}`, async () => {
        const page = await findPublishedOfferPage(db, id);
        if (!page) throw AppError.notFound('Offer');
        const data = toOfferDetail(page.row, page.texts, page.photos, toOfferExtras(page, lang), lang);
        // What Fastify's serializer does to an object answer: the schema's checks, order and keys.
        return offerResponse.encode({ data });
      });
      return reply.type('application/json; charset=utf-8').send(serialized(body));
    },
  );

  app.post(
    '/api/classified/availability',
    {
      schema: {
        tags: ['offers'],
        summary: 'Which of the given offers are still published (the favourites page)',
        body: z.object({ ids: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(200) }).strict(),
        response: {
          200: singleResponseSchema(z.object({ published: z.array(z.number().int()) })),
          400: errorResponseSchema,
        },
      },
    },
    async (request) => ({ data: { published: await findPublishedIds(db, request.body.ids) } }),
  );

  app.post(
    '/api/stats/classified',
    {
      schema: {
        tags: ['offers'],
        summary: "Records a reveal of the agent's phone and answers the phone number",
        description:
          'The offer page hides the phone behind a button; pressing it calls this, which counts the click ' +
          '(phone-click statistics of SPEC §7) and returns the number, so the number is not in the page for scrapers.',
        body: z.object({ classifiedId: z.number().int().min(1).max(2_147_483_647) }).strict(),
        response: {
          200: z.object({ data: z.object({ phone: z.string() }) }),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { classifiedId } = request.body;
      const phone = await findAgentPhone(db, classifiedId);
      if (!phone) throw AppError.notFound('Offer');
      await recordPhoneClick(db, classifiedId, new Date().toISOString());
      return { data: { phone } };
    },
  );
}
