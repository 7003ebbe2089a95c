import { type Language, parseLanguage } from '@estate/domain/language';
import type { z } from 'zod';
import { errorResponseSchema } from '../http/error-response';
import { idParamsSchema, noQuerySchema } from '../http/query-schemas';

/** What news items, events and blog posts share, as their rows hold it. */
interface ArticleRow {
  id: number;
  lang: string;
  title: string;
  lead: string;
  image: string | null;
  published_at: string;
}

/**
 * The fields every article answer starts with. `lang` is the language a list was asked for; an
 * item by id answers its own (the repositories return pl/en rows only, so parsing changes nothing).
 */
export function articleFields(row: ArticleRow, lang: Language = parseLanguage(row.lang)) {
  return {
    id: row.id,
    lang,
    title: row.title,
    lead: row.lead,
    image: row.image,
    publishedAt: row.published_at,
  };
}

/** The schema of `GET /api/<articles>/:id`: an id, no query, the item or 400/404. */
export function articleByIdSchema<Response extends z.ZodType>(summary: string, response: Response) {
  return {
    tags: ['content'],
    summary,
    params: idParamsSchema,
    querystring: noQuerySchema,
    response: { 200: response, 400: errorResponseSchema, 404: errorResponseSchema },
  };
}
