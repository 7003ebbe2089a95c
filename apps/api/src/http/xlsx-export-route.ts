import { LANGUAGES, type Language } from '@estate/domain/language';
import type { StaffRole } from '@estate/domain/staff-roles';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DatabaseSchema } from '../db/database-schema';
import { insertAuditEntry } from '../repositories/audit-repository';
import { findStaffMember } from '../repositories/staff-repository';
import { actorOf, staffOf } from '../staff/staff-access';
import type { ApiApp } from './api-app';
import { errorResponseSchema } from './error-response';
import { sendXlsx, XLSX_TYPE } from './xlsx-download';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * A back-office list's XLSX export (decisions 031, 035, 036): `GET <url>` takes the list's filters
 * (`filters`: its query schema without the page, every page is exported) and `lang`, the headers'
 * language (the staff member's own when absent); answers the workbook as a download named in that
 * language and the day. An export of personal data names its `audit` entry, which says who took
 * how many rows (not which, nor the search).
 */
export function xlsxExportRoute<Filters extends z.ZodObject>(
  app: ApiApp,
  db: Kysely<DatabaseSchema>,
  spec: {
    url: string;
    summary: string;
    filters: Filters;
    roles: readonly StaffRole[];
    fileName: Record<Language, string>;
    audit?: { action: string; entity: string };
    /** The workbook of every row the filters match, headed in `lang`, and how many rows it holds. */
    workbook: (
      filters: z.output<Filters>,
      lang: Language,
      request: FastifyRequest,
    ) => Promise<{ file: Buffer; rows: number }>;
  },
): void {
  const language = z.object({ lang: z.enum(LANGUAGES).optional() });
  app.get(
    spec.url,
    {
      schema: {
        tags: ['back office'],
        summary: spec.summary,
        querystring: spec.filters.extend(language.shape).strict(),
        response: {
          200: {
            description: 'The workbook, sent as a download (Content-Disposition: attachment)',
            content: { [XLSX_TYPE]: { schema: z.string().meta({ format: 'binary' }) } },
          },
          ...errors,
        },
      },
      config: { access: { roles: spec.roles } },
    },
    async (request, reply) => {
      // Validated by the schema above; its halves read again apart, so each keeps its own type.
      const { lang: asked } = language.parse(request.query);
      const filters = spec.filters.parse(
        Object.fromEntries(Object.entries(request.query).filter(([name]) => name !== 'lang')),
      );
      const lang = asked ?? (await findStaffMember(db, staffOf(request).id))?.lang ?? 'pl';
      const { file, rows } = await spec.workbook(filters, lang, request);
      if (spec.audit) {
        await insertAuditEntry(db, {
          actor: actorOf(request),
          ...spec.audit,
          changes: { rows: [null, rows] },
        });
      }
      return sendXlsx(reply, file, spec.fileName[lang]);
    },
  );
}
