import type { Language } from '@estate/domain/language';
import type { FastifyReply } from 'fastify';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A workbook of offers sent as a download named for its language and day ("oferty-2026-11-24.xlsx"),
 * never kept by a cache. Files bypass the JSON serializer; the route's typed reply knows only the
 * JSON error bodies, hence the cast.
 */
export function sendOffersXlsx(reply: FastifyReply, file: Buffer, lang: Language) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type(XLSX_TYPE)
    .header(
      'content-disposition',
      `attachment; filename="${lang === 'en' ? 'offers' : 'oferty'}-${day}.xlsx"`,
    )
    .header('cache-control', 'no-store')
    .send(file as unknown as never);
}
