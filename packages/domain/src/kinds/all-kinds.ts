import { blogCategories } from './blog-categories';
import { blogPosts } from './blog-posts';
import { chunks } from './chunks';
import type { DefinedKind } from './define-kind';
import { events } from './events';
import { faqEntries } from './faq-entries';
import { homePage } from './home-page';
import { news } from './news';
import { offerGroups } from './offer-groups';
import { offers } from './offers';
import { pages } from './pages';

/**
 * Every editable kind on the mechanism (decision 052): the API's routes and the publication loop
 * are made from this list. Kinds join it step by step (S1: the FAQ; S3, S4: named texts and blog
 * categories, live; S5: special-offer groups; S6: news, events, blog posts and pages; S8a: offers;
 * S7: the home page, one document per language).
 */
export const ALL_KINDS: readonly DefinedKind[] = [
  faqEntries,
  chunks,
  blogCategories,
  offerGroups,
  news,
  events,
  blogPosts,
  pages,
  offers,
  homePage,
];
