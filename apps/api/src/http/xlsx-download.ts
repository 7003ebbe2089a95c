import type { Language } from '@estate/domain/language';
import type { FastifyReply } from 'fastify';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A workbook sent as a download named for what it holds and the day ("oferty-2026-11-24.xlsx"),
 * never kept by a cache. Files bypass the JSON serializer; the route's typed reply knows only the
 * JSON error bodies, hence the cast.
 */
export function sendXlsx(reply: FastifyReply, file: Buffer, name: string) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${name}-${day}.xlsx"`)
    .header('cache-control', 'no-store')
    .send(file as unknown as never);
}

/** A workbook of offers, named in its language. */
export function sendOffersXlsx(reply: FastifyReply, file: Buffer, lang: Language) {
  return sendXlsx(reply, file, lang === 'en' ? 'offers' : 'oferty');
}
