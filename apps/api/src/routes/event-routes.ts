import { eventItemResponseSchema, eventListResponseSchema } from '@estate/domain/api/content-responses';
import { EVENTS_FIRST_PAGE } from '@estate/domain/constants';
import { SITE_TIME_ZONE } from '@estate/domain/dates';
import { pageCount, pageOffset } from '@estate/domain/paging';
import { z } from 'zod';
import type { ApiApp } from '../http/api-app';
import { AppError } from '../http/app-error';
import { errorResponseSchema } from '../http/error-response';
import { langDefaultPl, pageSchema, pageSizeSchema } from '../http/query-schemas';
import type { RouteDeps } from '../http/route-deps';
import { findEventById, findEventsSlice, findEventTranslationId } from '../repositories/event-repository';
import { articleByIdSchema, articleFields } from './articles';

/** 'YYYY-MM-DD' of the site's calendar day: "upcoming" must not flip at midnight UTC. */
const siteDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function registerEventRoutes(app: ApiApp, { database }: RouteDeps): void {
  const { db } = database;

  app.get(
    '/api/events',
    {
      schema: {
        tags: ['content'],
        summary:
          'Events of one language: upcoming first (soonest first), then past (latest first); ' +
          'page 1 holds firstPage items (4), later pages onPage (6)',
        querystring: z
          .object({
            lang: langDefaultPl,
            firstPage: pageSizeSchema(EVENTS_FIRST_PAGE),
            page: pageSchema,
            onPage: pageSizeSchema(),
          })
          .strict(),
        response: { 200: eventListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { lang, firstPage, page, onPage } = request.query;
      const limit = page === 1 ? firstPage : onPage;
      const today = siteDay.format(new Date());
      const { rows, total } = await findEventsSlice(
        db,
        lang,
        today,
        pageOffset(page, onPage, firstPage),
        limit,
      );
      return {
        data: rows.map((row) => ({
          ...articleFields(row, lang),
          eventDate: row.event_date,
          place: row.place,
        })),
        meta: { total, page, pages: pageCount(total, onPage, firstPage), perPage: onPage, firstPage },
      };
    },
  );

  app.get(
    '/api/events/:id',
    { schema: articleByIdSchema('One event with its body', eventItemResponseSchema) },
    async (request) => {
      const row = await findEventById(db, request.params.id);
      if (!row) throw AppError.notFound('Event');
      return {
        data: {
          ...articleFields(row),
          content: row.content,
          eventDate: row.event_date,
          place: row.place,
          translationId: await findEventTranslationId(db, row),
          imageAlt: row.image_alt,
        },
      };
    },
  );
}
