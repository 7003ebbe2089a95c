import { LANGUAGES } from '@estate/domain/language';
import { z } from 'zod';
import { renderOfferPdf } from '../documents/offer-pdf';
import { offersToXlsx } from '../documents/offer-xlsx';
import type { ApiApp } from '../http/api-app';
import { AppError } from '../http/app-error';
import { errorResponseSchema } from '../http/error-response';
import { idParamsSchema } from '../http/query-schemas';
import type { RouteDeps } from '../http/route-deps';
import { sendOffersXlsx } from '../http/xlsx-download';
import { offerPhotoUrl } from '../media/media-paths';
import { mediaKey } from '../media/media-store';
import {
  findAgentById,
  findOfferById,
  findOffers,
  findOfferTexts,
  findPhotos,
} from '../repositories/offer-repository';
import { findRegulations } from '../repositories/tender-repository';
import { toPublicDocument, toTenderNotice } from '../services/offer-mapper';
import { offerListBodySchema } from './offer-routes';

/** An export holds at most this many offers: a whole filtered market, not a database dump. */
const XLSX_MAX_ROWS = 5_000;

/** Files bypass the JSON serializer; the route's typed reply only knows the JSON error bodies. */
const binary = (file: Buffer) => file as unknown as never;

export function registerOfferDocumentRoutes(app: ApiApp, { database, config, media }: RouteDeps): void {
  const { db } = database;

  app.get(
    '/get/classified-pdf/:id',
    {
      schema: {
        tags: ['documents'],
        summary: 'Offer sheet as a PDF: title, main photo, price, key details, agent contact, the offer URL',
        params: idParamsSchema,
        querystring: z.object({ lang: z.enum(LANGUAGES).default('pl') }).strict(),
        response: { 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const offer = await findOfferById(db, request.params.id);
      if (!offer) throw AppError.notFound('Offer');
      const [texts, photos, agent, regulations] = await Promise.all([
        findOfferTexts(db, offer.id),
        findPhotos(db, [offer.id]),
        offer.agent_id === null ? undefined : findAgentById(db, offer.agent_id),
        findRegulations(db, [offer.id]),
      ]);
      const main = photos[0];
      const pdf = await renderOfferPdf({
        offer,
        texts,
        lang,
        siteUrl: config.siteUrl,
        // Photos are stored as a stem; the 960 px file is plenty for a printed page.
        photo: main ? ((await media.read(mediaKey(offerPhotoUrl(main.path, 960)))) ?? null) : null,
        agent: agent
          ? {
              name: agent.name,
              job: lang === 'en' ? agent.job_en : agent.job_pl,
              phone: agent.phone,
              email: agent.email,
            }
          : null,
        tender: toTenderNotice(offer, toPublicDocument(regulations.get(offer.id), lang), lang),
      });
      return (
        reply
          .type('application/pdf')
          // Like every document: a download, sandboxed, never a page of the site's origin (decision 048).
          .header('content-disposition', `attachment; filename="oferta-${offer.tipi}.pdf"`)
          .header('content-security-policy', 'sandbox')
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'public, max-age=300')
          .send(binary(pdf))
      );
    },
  );

  app.post(
    '/api/classified-xlsx',
    {
      schema: {
        tags: ['documents'],
        summary: 'The offers matching the filter as an XLSX download',
        description:
          `Same filter body as POST /api/classified; paging is ignored and at most ${XLSX_MAX_ROWS} offers are ` +
          'exported in the requested order. Header in the requested language, prices in PLN, areas in m².',
        body: offerListBodySchema,
        response: { 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { lang, ...filter } = request.body;
      const { rows } = await findOffers(db, { ...filter, currentPage: 1, itemsPerPage: XLSX_MAX_ROWS });
      const file = await offersToXlsx(rows, lang, config.siteUrl);
      return sendOffersXlsx(reply, file, lang);
    },
  );
}
