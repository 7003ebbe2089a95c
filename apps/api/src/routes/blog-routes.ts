import {
  blogArticleResponseSchema,
  blogCategoriesResponseSchema,
  blogListResponseSchema,
} from '@estate/domain/api/content-responses';
import { pageMeta, pageOffset } from '@estate/domain/paging';
import { z } from 'zod';
import type { ApiApp } from '../http/api-app';
import { AppError } from '../http/app-error';
import { errorResponseSchema } from '../http/error-response';
import { langDefaultPl, pageSchema, pageSizeSchema, sortDirectionSchema } from '../http/query-schemas';
import type { RouteDeps } from '../http/route-deps';
import {
  type BlogPostRow,
  findBlogArticle,
  findBlogCategories,
  findBlogPage,
  findBlogTranslationSlug,
} from '../repositories/blog-repository';
import { articleFields } from './articles';

/** Slugs are URL segments; the bound keeps absurd input out of the query. */
const slugSchema = z.string().min(1).max(200);

function toListItem(row: BlogPostRow) {
  return {
    ...articleFields(row),
    slug: row.slug,
    author: row.author,
    // The join is a left join: both are null for a post without a category.
    category:
      row.category_slug !== null && row.category_name !== null
        ? { slug: row.category_slug, name: row.category_name }
        : null,
  };
}

export function registerBlogRoutes(app: ApiApp, { database }: RouteDeps): void {
  const { db } = database;

  app.get(
    '/api/blog',
    {
      schema: {
        tags: ['content'],
        summary:
          'Blog posts of one language by publication date (newest first by default), one page (6 by ' +
          'default), optionally of one category; an unknown category gives an empty page',
        querystring: z
          .object({
            // SPEC §7 shows the site's call without `lang`, so Polish is the default.
            lang: langDefaultPl,
            page: pageSchema,
            onPage: pageSizeSchema(),
            categorySlug: slugSchema.optional(),
            order: sortDirectionSchema('desc'),
          })
          .strict(),
        response: { 200: blogListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { lang, page, onPage, categorySlug, order } = request.query;
      const { rows, total } = await findBlogPage(db, {
        lang,
        categorySlug,
        order,
        offset: pageOffset(page, onPage),
        limit: onPage,
      });
      return { data: rows.map(toListItem), meta: pageMeta(total, page, onPage) };
    },
  );

  app.get(
    '/api/blog/categories',
    {
      schema: {
        tags: ['content'],
        summary: 'Blog categories in editorial order with their post counts in one language',
        querystring: z.object({ lang: langDefaultPl }).strict(),
        response: { 200: blogCategoriesResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({ data: await findBlogCategories(db, request.query.lang) }),
  );

  app.get(
    '/api/blog/slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One blog article by its slug in one language, with its body',
        querystring: z.object({ lang: langDefaultPl, slug: slugSchema }).strict(),
        response: {
          200: blogArticleResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { lang, slug } = request.query;
      const row = await findBlogArticle(db, lang, slug);
      if (!row) throw AppError.notFound('Blog article');
      const other = lang === 'pl' ? 'en' : 'pl';
      const translationSlug = (await findBlogTranslationSlug(db, lang, row.slug, other)) ?? null;
      return { data: { ...toListItem(row), content: row.content, translationSlug, imageAlt: row.image_alt } };
    },
  );
}
