import {
  offerImportErrorResponseSchema,
  offerImportResponseSchema,
} from '@estate/domain/api/back-office-offer-import-responses';
import { backOfficeOfferQuerySchema } from '@estate/domain/back-office-offers';
import { OFFER_EXPORT_MAX_ROWS, OFFER_IMPORT_MAX_BYTES } from '@estate/domain/offer-sheet-columns';
import { STAFF_ROLES } from '@estate/domain/staff-roles';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offerSheetXlsx } from '../../documents/offer-sheet-export';
import { offerUrl } from '../../documents/offer-sheet-labels';
import { readOfferSheet } from '../../documents/offer-sheet-reader';
import type { ApiApp } from '../../http/api-app';
import { errorResponseSchema } from '../../http/error-response';
import { fieldValue, uploadedFile } from '../../http/multipart-upload';
import type { RouteDeps } from '../../http/route-deps';
import { xlsxExportRoute } from '../../http/xlsx-export-route';
import { findBackOfficeOfferIds } from '../../repositories/back-office-offer-repository';
import { findOffersForSheet } from '../../repositories/offer-sheet-repository';
import { rowToEditorValues } from '../../services/offer-editor-rows';
import { importOffers } from '../../services/offer-import';
import { actorOf, staffOf } from '../../staff/staff-access';

const importQuerySchema = z
  .object({
    /** 1: check only, write nothing. */
    dryRun: z.enum(['0', '1']).default('0'),
  })
  .strict();

/**
 * The back office's offers as XLSX (issue 17, decision 031): the list exported with its filters,
 * and a sheet of the same columns imported, checked first by a dry run, then written all or
 * nothing. An agent exports and imports only their own offers.
 */
export async function registerOfferImportRoutes(
  app: ApiApp,
  { database, listCache, config }: RouteDeps,
): Promise<void> {
  const { db } = database;

  xlsxExportRoute(app, db, {
    url: '/api/back-office/offers/export.xlsx',
    summary: 'The offers of the list (same filters and order, all pages) as an XLSX workbook',
    filters: backOfficeOfferQuerySchema.omit({ page: true }),
    roles: STAFF_ROLES,
    fileName: { pl: 'oferty', en: 'offers' },
    workbook: async (filters, lang, request) => {
      const staff = staffOf(request);
      const scope = staff.role === 'agent' ? { ownerUserId: staff.id } : ({ all: true } as const);
      const ids = await findBackOfficeOfferIds(db, { ...filters, page: 1 }, scope, OFFER_EXPORT_MAX_ROWS);
      const byId = new Map((await findOffersForSheet(db, ids)).map((offer) => [offer.row.id, offer]));
      const offers = ids.flatMap((id) => {
        const offer = byId.get(id);
        if (!offer) return [];
        const { row, texts } = offer;
        const published = row.status === 'published';
        return [
          {
            id,
            status: row.status,
            link: published ? offerUrl(config.siteUrl, lang, id) : null,
            values: rowToEditorValues(row, texts),
          },
        ];
      });
      return { file: await offerSheetXlsx(offers, lang), rows: offers.length };
    },
  });

  // Multipart only in this scope: the file, and a dry run may be asked for by a field before it.
  await app.register(async (plain) => {
    await plain.register(fastifyMultipart, { limits: { files: 1, fields: 1, fieldSize: 10, parts: 2 } });
    const scope = plain.withTypeProvider<ZodTypeProvider>();

    scope.post(
      '/api/back-office/offers/import',
      {
        schema: {
          tags: ['back office'],
          summary:
            'Import offers from an XLSX sheet (multipart field `file`), or only check it (`dryRun=1`, query or field)',
          consumes: ['multipart/form-data'],
          querystring: importQuerySchema,
          response: {
            200: offerImportResponseSchema,
            400: offerImportErrorResponseSchema,
            401: errorResponseSchema,
            403: errorResponseSchema,
            409: errorResponseSchema,
            413: errorResponseSchema,
            415: errorResponseSchema,
          },
        },
        config: { access: { roles: STAFF_ROLES } },
      },
      async (request) => {
        const { content, file } = await uploadedFile(request, 'file', OFFER_IMPORT_MAX_BYTES);
        const dryRun = request.query.dryRun === '1' || fieldValue(file, 'dryRun') === '1';
        const sheet = await readOfferSheet(content);
        const context = { db, staff: staffOf(request), actor: actorOf(request), listCache };
        return { data: await importOffers(context, sheet, dryRun) };
      },
    );
  });
}
