import { mainPageResponseSchema } from '@estate/domain/api/content-responses';
import { LANGUAGES } from '@estate/domain/language';
import { isPromotionCurrent } from '@estate/domain/promotion-window';
import { z } from 'zod';
import type { ApiApp } from '../http/api-app';
import { AppError } from '../http/app-error';
import { errorResponseSchema } from '../http/error-response';
import type { RouteDeps } from '../http/route-deps';
import { readMainPage } from '../repositories/main-page-repository';

export function registerMainPageRoutes(app: ApiApp, { database }: RouteDeps): void {
  app.get(
    '/api/main_page',
    {
      schema: {
        tags: ['content'],
        summary:
          'Home page content (slider, popup, who-we-are, sales tiles) in one language; the popup only between its dates',
        querystring: z.object({ lang: z.enum(LANGUAGES).default('pl') }).strict(),
        response: {
          200: mainPageResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { lang } = request.query;
      const content = await readMainPage(database.db, lang);
      if (!content) throw AppError.notFound('Main page');
      // The promotion shows between its dates only (issue 18); the site's popup checks them again,
      // so a page kept in a cache does not show it past its end.
      const popup = content.popup && isPromotionCurrent(content.popup, new Date()) ? content.popup : null;
      return { data: { lang, ...content, popup } };
    },
  );
}
