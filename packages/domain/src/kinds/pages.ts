import { ARTICLE_FIELDS, ARTICLE_KIND, SLUG_FIELD } from './article-fields';
import { defineKind } from './define-kind';

/**
 * A static page in one language (decision 052 step S6; decision 037): title, meta description (the
 * articles' `lead`, on column `description`), text and slug, unique across both languages (GET
 * /api/page asks by slug alone); no cover. Audit `content.*` on entity `page`, as the old editor wrote.
 */
export const pages = defineKind({
  name: 'pages',
  table: 'pages',
  names: {
    en: { one: 'page', many: 'pages' },
    operation: { one: 'StaticPage', many: 'StaticPages' },
  },
  fields: {
    ...ARTICLE_FIELDS,
    lead: { ...ARTICLE_FIELDS.lead, column: 'description' },
    slug: SLUG_FIELD,
  },
  ...ARTICLE_KIND,
  audit: { entity: 'page', prefix: 'content' },
});
