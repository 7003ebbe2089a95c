import { z } from 'zod';
import { CONTENT_LIMITS } from '../content-editor';
import { SITE_EDITORS } from './access';
import { slugInput } from './article-fields';
import { defineKind, requiredText } from './define-kind';

/**
 * A category of the blog (decision 052 step S4): both names in one row, its slug the blog filter's
 * path, the same in both languages. Live: a rename is public at once. The slug is set when the
 * category is created (made from the Polish name when left empty, as before) and frozen after, so
 * filtered blog addresses keep working; the API refuses to delete a category while posts are in it
 * (409 `category_in_use`). Audit names as the old path's: `blog-category.*` on `blog_category`.
 */
export const blogCategories = defineKind({
  name: 'blog-categories',
  table: 'blog_categories',
  names: {
    en: { one: 'blog category', many: 'blog categories' },
    // `listBlogCategories` is the public GET /api/blog/categories's.
    operation: { one: 'BlogCategory', many: 'BlogCategoriesForEditing' },
  },
  fields: {
    slug: {
      schema: slugInput,
      column: 'slug',
      widget: { type: 'text' },
      fixed: 'after-create',
    },
    namePl: {
      schema: requiredText(CONTENT_LIMITS.categoryName),
      column: 'name_pl',
      widget: { type: 'text' },
    },
    nameEn: {
      schema: requiredText(CONTENT_LIMITS.categoryName),
      column: 'name_en',
      widget: { type: 'text' },
    },
    position: {
      schema: z
        .number('invalid_value')
        .int('invalid_value')
        .min(0, 'invalid_value')
        .max(CONTENT_LIMITS.categoryPosition, 'invalid_value')
        .default(0),
      column: 'position',
      widget: { type: 'number' },
    },
  },
  publication: { mode: 'live' },
  access: SITE_EDITORS,
  audit: { entity: 'blog_category', prefix: 'blog-category' },
  signals: ['content'],
  // In the public filter's order.
  list: { pageSize: 100, filters: [], sort: 'position' },
});
