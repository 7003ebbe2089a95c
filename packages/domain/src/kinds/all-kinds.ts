import { blogCategories } from './blog-categories';
import { chunks } from './chunks';
import type { DefinedKind } from './define-kind';
import { faqEntries } from './faq-entries';
import { offerGroups } from './offer-groups';

/**
 * Every editable kind on the mechanism (decision 052): the API's routes and the publication loop
 * are made from this list. Kinds join it step by step (S1: the FAQ; S3, S4: named texts and blog
 * categories, live; S5: special-offer groups).
 */
export const ALL_KINDS: readonly DefinedKind[] = [faqEntries, chunks, blogCategories, offerGroups];
