import {
  backOfficeOfferPageSchema,
  backOfficeOfferResponseSchema,
} from '@estate/domain/api/back-office-offer-responses';
import { singleResponseSchema } from '@estate/domain/api/response-envelopes';
import { BACK_OFFICE_OFFERS_PER_PAGE, backOfficeOfferQuerySchema } from '@estate/domain/back-office-offers';
import { offers } from '@estate/domain/kinds/offers';
import { LANGUAGES } from '@estate/domain/language';
import { hasBeenPublished } from '@estate/domain/offer-editor';
import { offerPreviewSchema } from '@estate/domain/offer-types';
import { pageMeta } from '@estate/domain/paging';
import { STAFF_ROLES } from '@estate/domain/staff-roles';
import { z } from 'zod';
import type { ApiApp } from '../../http/api-app';
import { errorResponseSchema } from '../../http/error-response';
import type { RouteDeps } from '../../http/route-deps';
import { getKindItem } from '../../kinds/kind-service';
import {
  type BackOfficeOfferRow,
  findBackOfficeOffers,
} from '../../repositories/back-office-offer-repository';
import { findPriceHistory } from '../../repositories/offer-editing-repository';
import { findOfferMediaOf } from '../../repositories/offer-media-repository';
import { findOfferParts, findPhotos } from '../../repositories/offer-repository';
import { offerForStaff } from '../../services/offer-editing';
import { rowToEditorValues } from '../../services/offer-editor-rows';
import { offerMemberships } from '../../services/offer-groups';
import { toOfferDetail, toOfferExtras } from '../../services/offer-mapper';
import { toDocument, toPhoto } from '../../services/offer-media';
import { staffOf } from '../../staff/staff-access';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const offerIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

function toItem(row: Omit<BackOfficeOfferRow, 'cover_path'> & { cover_path: string | null }) {
  return {
    id: row.id,
    tipi: row.tipi,
    titlePl: row.title_pl,
    titleEn: row.title_en,
    typeClassified: row.type_classified,
    typeProperty: row.type_property,
    voivodeship: row.voivodeship,
    town: row.town,
    price: row.price,
    effectivePrice: row.effective_price,
    status: row.status,
    publishAt: row.publish_at,
    sold: row.is_sold === 1,
    archivedAt: row.archived_at,
    coverPath: row.cover_path,
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
    agent:
      row.agent_id === null || row.agent_id === undefined
        ? null
        : { id: row.agent_id, name: row.agent_name ?? '' },
  };
}

/**
 * The back office's offers (issue 17): the list with search, filters, sort and pages, and one
 * offer as the editor opens it. Editors and admins see every offer; an agent only their own.
 */
export function registerBackOfficeOfferRoutes(app: ApiApp, { database }: RouteDeps): void {
  const { db } = database;

  app.get(
    '/api/back-office/offers',
    {
      schema: {
        tags: ['back office'],
        summary: 'The offers the signed-in person may edit: search, filters, sort, 25 a page',
        querystring: backOfficeOfferQuerySchema,
        response: { 200: backOfficeOfferPageSchema, ...errors },
      },
      config: { access: { roles: STAFF_ROLES } },
    },
    async (request) => {
      const staff = staffOf(request);
      const scope = staff.role === 'agent' ? { ownerUserId: staff.id } : ({ all: true } as const);
      const { rows, total } = await findBackOfficeOffers(db, request.query, scope);
      return {
        data: rows.map(toItem),
        meta: pageMeta(total, request.query.page, BACK_OFFICE_OFFERS_PER_PAGE),
      };
    },
  );

  app.get(
    '/api/back-office/offers/:id',
    {
      schema: {
        tags: ['back office'],
        summary: 'One offer with every field; an agent may open only their own',
        params: offerIdParams,
        response: { 200: backOfficeOfferResponseSchema, ...errors, 404: errorResponseSchema },
      },
      config: { access: { roles: STAFF_ROLES, owner: 'offer' } },
    },
    async (request, reply) => {
      const { row, texts } = await offerForStaff(db, staffOf(request), request.params.id);
      const [history, { photos, documents }, groups] = await Promise.all([
        findPriceHistory(db, row.id),
        // The lists the editor edits: a published offer's working copy's, pending uploads included.
        getKindItem(db, offers, row.id).then((item) =>
          findOfferMediaOf(db, row.id, offers.schemas.stored.parse(item.values)),
        ),
        offerMemberships({ db }, row.id),
      ]);
      // The version a save names in If-Match, so two people's edits never overwrite unseen.
      reply.header('etag', JSON.stringify(row.updated_at));
      return {
        data: {
          ...toItem({
            ...row,
            agent_id: row.agent_id,
            agent_name: row.agent_name,
            cover_path: photos[0]?.path ?? null,
          }),
          values: rowToEditorValues(row, texts),
          priceHistory: history.map((change) => ({
            at: change.changed_at,
            oldPrice: change.old_price,
            newPrice: change.new_price,
          })),
          photos: photos.map(toPhoto),
          documents: documents.map(toDocument),
          groups,
        },
      };
    },
  );

  app.get(
    '/api/back-office/offers/:id/preview',
    {
      schema: {
        tags: ['back office'],
        summary: 'One offer as its public page will show it, whatever its state (the preview)',
        params: offerIdParams,
        querystring: z.object({ lang: z.enum(LANGUAGES).default('pl') }).strict(),
        response: { 200: singleResponseSchema(offerPreviewSchema), ...errors, 404: errorResponseSchema },
      },
      config: { access: { roles: STAFF_ROLES, owner: 'offer' } },
    },
    async (request) => {
      const { lang } = request.query;
      const { row, texts } = await offerForStaff(db, staffOf(request), request.params.id);
      const [photos, parts] = await Promise.all([
        findPhotos(db, [row.id]),
        findOfferParts(db, row.id, row.agent_id),
      ]);
      const detail = toOfferDetail(row, texts, photos, toOfferExtras(parts, lang), lang);
      // A never-published offer's stored date is its creation: no publication date to show yet.
      return { data: { ...detail, publishedAt: hasBeenPublished(row.status) ? detail.publishedAt : null } };
    },
  );
}
