import {
  groupOffersResponseSchema,
  OFFER_GROUP_TYPES,
  offerGroupPageResponseSchema,
  offerGroupResponseSchema,
  offerGroupsResponseSchema,
} from '@estate/domain/api/content-responses';
import { pageMeta, pageOffset } from '@estate/domain/paging';
import { z } from 'zod';
import type { ApiApp } from '../http/api-app';
import { AppError } from '../http/app-error';
import { errorResponseSchema } from '../http/error-response';
import {
  idParamsSchema,
  langDefaultPl,
  pageSchema,
  pageSizeSchema,
  sortDirectionSchema,
} from '../http/query-schemas';
import type { RouteDeps } from '../http/route-deps';
import {
  findGroupOffers,
  findGroupsByType,
  findGroupsPage,
  findPublishedGroupById,
} from '../repositories/group-repository';
import { toPublicGroup } from '../services/group-answers';
import { summarise } from '../services/offer-listing';

const groupTypeParamsSchema = z.object({ type: z.enum(OFFER_GROUP_TYPES) }).strict();

/** Only published groups are public (decision 040): a draft's pages answer 404 like a missing group's. */
export function registerGroupRoutes(app: ApiApp, { database }: RouteDeps): void {
  const { db } = database;

  app.get(
    '/api/group/:type',
    {
      schema: {
        tags: ['special offers'],
        summary: 'Every group of one type (promotion, territorial, offer_type) in editorial order',
        params: groupTypeParamsSchema,
        querystring: z.object({ lang: langDefaultPl }).strict(),
        response: { 200: offerGroupsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const rows = await findGroupsByType(db, request.params.type);
      return { data: rows.map((row) => toPublicGroup(row, request.query.lang)) };
    },
  );

  app.get(
    '/api/grouptype/list/:type',
    {
      schema: {
        tags: ['special offers'],
        summary:
          'One page of the groups of one type; sort id, sortOrder or createdAt (default), order ASC ' +
          'or DESC (default) in either case; id breaks ties in the same direction. The site asks promotions ' +
          'and territorial groups with order=DESC only (newest first) and property types with sort=id&order=ASC.',
        params: groupTypeParamsSchema,
        querystring: z
          .object({
            page: pageSchema,
            limit: pageSizeSchema(),
            sort: z.enum(['id', 'sortOrder', 'createdAt']).default('createdAt'),
            order: sortDirectionSchema('desc'),
            lang: langDefaultPl,
          })
          .strict(),
        response: { 200: offerGroupPageResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { page, limit, sort, order, lang } = request.query;
      const { rows, total } = await findGroupsPage(
        db,
        request.params.type,
        sort,
        order,
        pageOffset(page, limit),
        limit,
      );
      return { data: rows.map((row) => toPublicGroup(row, lang)), meta: pageMeta(total, page, limit) };
    },
  );

  app.get(
    '/api/grouptype/classifieds/:id',
    {
      schema: {
        tags: ['special offers'],
        summary:
          "One page of a group's published offers; sort specialOffer (default: the group's highlighted " +
          'offers first with DESC), publishedAt or id, order DESC (default) or ASC, then offer id',
        params: idParamsSchema,
        querystring: z
          .object({
            page: pageSchema,
            limit: pageSizeSchema(),
            sort: z.enum(['specialOffer', 'publishedAt', 'id']).default('specialOffer'),
            order: sortDirectionSchema('desc'),
            lang: langDefaultPl,
          })
          .strict(),
        response: {
          200: groupOffersResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { page, limit, sort, order, lang } = request.query;
      const group = await findPublishedGroupById(db, request.params.id);
      if (!group) throw AppError.notFound('Group');
      const { rows, total } = await findGroupOffers(
        db,
        group.id,
        sort,
        order,
        pageOffset(page, limit),
        limit,
      );
      return { data: await summarise(db, rows, lang), meta: pageMeta(total, page, limit) };
    },
  );

  app.get(
    '/api/grouptype/:id',
    {
      schema: {
        tags: ['special offers'],
        summary: 'One group with its name and description in one language',
        params: idParamsSchema,
        querystring: z.object({ lang: langDefaultPl }).strict(),
        response: {
          200: offerGroupResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const row = await findPublishedGroupById(db, request.params.id);
      if (!row) throw AppError.notFound('Group');
      return { data: toPublicGroup(row, request.query.lang) };
    },
  );
}
