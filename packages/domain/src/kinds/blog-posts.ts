import {
  ARTICLE_FIELDS,
  ARTICLE_KIND,
  AUTHOR_FIELD,
  CATEGORY_FIELD,
  COVER_FIELDS,
  SLUG_FIELD,
} from './article-fields';
import { defineKind } from './define-kind';

/**
 * A blog post in one language (decision 052 step S6; decision 037): an article with its slug (free
 * in its language, made from the title when left empty; a former one answers as a redirect), its
 * category and author. Audit `content.*` on entity `blog_post`, as the old editor wrote.
 */
export const blogPosts = defineKind({
  name: 'blog-posts',
  table: 'blog_posts',
  names: {
    en: { one: 'blog post', many: 'blog posts' },
    // `listBlogPosts` is the public GET /api/blog's.
    operation: { one: 'BlogPost', many: 'BlogPostsForEditing' },
  },
  fields: {
    ...ARTICLE_FIELDS,
    slug: SLUG_FIELD,
    ...COVER_FIELDS,
    categoryId: CATEGORY_FIELD,
    author: AUTHOR_FIELD,
  },
  ...ARTICLE_KIND,
  audit: { entity: 'blog_post', prefix: 'content' },
});
