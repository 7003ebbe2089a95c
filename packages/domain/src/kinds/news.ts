import { ARTICLE_FIELDS, ARTICLE_KIND, COVER_FIELDS } from './article-fields';
import { defineKind } from './define-kind';

/**
 * A news item in one language (decision 052 step S6; decision 037): title, lead, text, cover, and
 * the same item in the other language by a shared `translation_key`. Audit names as the old content
 * editor's: `content.*` on entity `news`. Addressed by id on the site (SPEC §2).
 */
export const news = defineKind({
  name: 'news',
  table: 'news',
  names: {
    en: { one: 'news item', many: 'news' },
    // `listNews` and `getNewsItem` are the public GET /api/news's.
    operation: { one: 'NewsArticle', many: 'NewsArticles' },
  },
  fields: { ...ARTICLE_FIELDS, ...COVER_FIELDS },
  ...ARTICLE_KIND,
  audit: { entity: 'news', prefix: 'content' },
});
