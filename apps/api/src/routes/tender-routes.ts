import { listResponseSchema } from '@estate/domain/api/response-envelopes';
import { LANGUAGES, type Language } from '@estate/domain/language';
import { upcomingTenderSchema } from '@estate/domain/offer-types';
import { voivodeshipByCode } from '@estate/domain/voivodeships';
import { z } from 'zod';
import { offerUrl } from '../documents/offer-sheet-labels';
import { tenderCalendar } from '../documents/tender-calendar';
import type { ApiApp } from '../http/api-app';
import { AppError } from '../http/app-error';
import { errorResponseSchema } from '../http/error-response';
import { idParamsSchema } from '../http/query-schemas';
import type { RouteDeps } from '../http/route-deps';
import {
  findRegulations,
  findTenderOfOffer,
  findUpcomingTenders,
  type TenderRow,
} from '../repositories/tender-repository';
import { toPublicDocument, toTenderNotice } from '../services/offer-mapper';

/** The list shows what a visitor can still attend: a few months of a seller's tenders. */
const UPCOMING_LIMIT = 200;

type Regulations = Awaited<ReturnType<typeof findRegulations>>;

function noticeOf(row: TenderRow, regulations: Regulations, lang: Language) {
  return toTenderNotice(row, toPublicDocument(regulations.get(row.id), lang), lang);
}

/** Upcoming tenders (decision 032) and each tender as an iCalendar file. */
export function registerTenderRoutes(app: ApiApp, { database, config }: RouteDeps): void {
  const { db } = database;
  const langQuery = z.object({ lang: z.enum(LANGUAGES).default('pl') }).strict();

  app.get(
    '/api/tenders',
    {
      schema: {
        tags: ['offers'],
        summary: 'Published offers whose written tender or oral auction is still ahead, soonest first',
        querystring: langQuery,
        response: { 200: listResponseSchema(upcomingTenderSchema), 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { lang } = request.query;
      const rows = await findUpcomingTenders(db, new Date(), UPCOMING_LIMIT);
      const regulations = await findRegulations(
        db,
        rows.map((row) => row.id),
      );
      return {
        data: rows.flatMap((row) => {
          const tender = noticeOf(row, regulations, lang);
          if (!tender) return [];
          return [
            {
              id: row.id,
              tipi: row.tipi,
              title: lang === 'en' ? row.title_en : row.title_pl,
              typeClassified: row.type_classified,
              typeProperty: row.type_property,
              voivodeshipKey: voivodeshipByCode(row.voivodeship)?.key ?? '',
              town: row.town,
              tender,
            },
          ];
        }),
      };
    },
  );

  app.get(
    '/api/classified/:id/tender.ics',
    {
      schema: {
        tags: ['documents'],
        summary: 'A published offer’s tender as an iCalendar (.ics) event',
        params: idParamsSchema,
        querystring: langQuery,
        response: { 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const row = await findTenderOfOffer(db, request.params.id);
      const tender = row ? noticeOf(row, await findRegulations(db, [row.id]), lang) : null;
      if (!row || !tender) throw AppError.notFound('Tender');
      const ics = tenderCalendar({
        offerId: row.id,
        title: lang === 'en' ? row.title_en : row.title_pl,
        tender,
        lang,
        offerUrl: offerUrl(config.siteUrl, lang, row.id),
        siteUrl: config.siteUrl,
        now: new Date(),
      });
      const name = `${lang === 'en' ? 'tender' : 'przetarg'}-${row.tipi.replace(/[^A-Za-z0-9-]/g, '-')}.ics`;
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(ics as never);
    },
  );
}
