import { blogPosts } from './blog-posts';
import type { DefinedKind } from './define-kind';
import { events } from './events';
import { news } from './news';
import { pages } from './pages';

/** The declarations by key, their keys kept as a type (the values stay `DefinedKind`). */
const byKey = <Key extends string>(kinds: Record<Key, DefinedKind>): Readonly<Record<Key, DefinedKind>> =>
  kinds;

/**
 * The written kinds (news, events, blog posts, pages; decision 037) by the segment their addresses
 * name them with: `/panel/tresci/<segment>`, the previews', the dashboard's figures. The addresses
 * stayed when the kinds came (decision 052 S6), so the blog's segment is `blog`, its kind
 * `blog-posts`. This is the one place that names them: the list, the type and the check below are
 * read from it, in its order.
 */
export const ARTICLE_KINDS = byKey({ news, events, blog: blogPosts, pages });

/** A written kind as the back office's URLs, the previews' and the dashboard's answer name it. */
export type ContentKind = keyof typeof ARTICLE_KINDS;

export function isContentKind(value: unknown): value is ContentKind {
  return typeof value === 'string' && Object.hasOwn(ARTICLE_KINDS, value);
}

/** The written kinds' segments, in the registry's order (the hub's, the dashboard's). */
export const CONTENT_KINDS: readonly ContentKind[] = Object.keys(ARTICLE_KINDS).filter(isContentKind);
