import type { DefinedKind } from '@estate/domain/kinds/define-kind';
import { articleHooks } from './article-hooks';
import { blogCategoryHooks } from './blog-category-hooks';
import { chunkHooks } from './chunk-hooks';
import { groupHooks } from './group-hooks';
import { homeHooks } from './home-hooks';
import type { KindHooks } from './kind-hooks';
import { offerHooks } from './offer-hooks';

/** Each kind's hooks by its name (decision 052 §3.3); a kind without any (the FAQ, a test's) has none. */
const HOOKS: Readonly<Record<string, KindHooks>> = {
  chunks: chunkHooks,
  'blog-categories': blogCategoryHooks,
  'offer-groups': groupHooks,
  offers: offerHooks,
  news: articleHooks({ cover: true }),
  events: articleHooks({ cover: true, eventDate: true }),
  'blog-posts': articleHooks({ cover: true, slug: 'blog', category: true }),
  pages: articleHooks({ slug: 'page', stamp: (now) => ({ updated_at: now.toISOString() }) }),
  home: homeHooks,
};

export function hooksOf(kind: DefinedKind): KindHooks {
  return HOOKS[kind.name] ?? {};
}
