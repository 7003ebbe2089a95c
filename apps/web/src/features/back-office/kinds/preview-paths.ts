import type { ContentKind } from '@estate/domain/kinds/article-kinds';
import type { Language } from '@estate/domain/language';
import { routePath } from '@estate/domain/routes';

type Kind = ContentKind;

interface ItemAddress {
  id: number;
  lang: Language;
  slug: string | null;
}

/** Where an item is public (SPEC §2): news and events by id, blog posts and pages by slug. */
export function publicPathOf(item: ItemAddress, kind: Kind): string {
  switch (kind) {
    case 'news':
      return routePath('aktualnosci-show-id', { id: item.id }, item.lang);
    case 'events':
      return routePath('wydarzenia-show-id', { id: item.id }, item.lang);
    case 'blog':
      return routePath('blog-slug', { slug: item.slug ?? '' }, item.lang);
    case 'pages':
      return routePath('page', { slug: item.slug ?? '' }, item.lang);
  }
}

/**
 * Staff's preview of an item's public page in any state, under the item's language (never cached:
 * server/main.ts's NEVER_CACHED; never indexed: robots and the page's robots tag; decision 037).
 */
export function previewPathOf(item: Pick<ItemAddress, 'id' | 'lang'>, kind: Kind): string {
  return `${item.lang === 'en' ? '/en' : ''}/podglad/tresci/${kind}/${item.id}`;
}

const prefix = (lang: Language) => (lang === 'en' ? '/en' : '');

/**
 * Staff's previews of the site's own content in a language (decision 040): the home page with its
 * draft, the FAQ with its drafts marked, a group's page in any state. Never cached, never indexed,
 * like the items' previews.
 */
export const sitePreviewPaths = {
  home: (lang: Language) => `${prefix(lang)}/podglad/strona-glowna`,
  faq: (lang: Language) => `${prefix(lang)}/podglad/faq`,
  group: (id: number, lang: Language) => `${prefix(lang)}/podglad/grupy/${id}`,
};
