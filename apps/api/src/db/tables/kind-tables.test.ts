import { ALL_KINDS } from '@estate/domain/kinds/all-kinds';
import type { blogCategories } from '@estate/domain/kinds/blog-categories';
import type { blogPosts } from '@estate/domain/kinds/blog-posts';
import type { chunks } from '@estate/domain/kinds/chunks';
import type { events } from '@estate/domain/kinds/events';
import type { faqEntries } from '@estate/domain/kinds/faq-entries';
import type { homePage } from '@estate/domain/kinds/home-page';
import type { news } from '@estate/domain/kinds/news';
import type { offerGroups } from '@estate/domain/kinds/offer-groups';
import type { offers } from '@estate/domain/kinds/offers';
import type { pages } from '@estate/domain/kinds/pages';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { DatabaseSchema } from '../database-schema';

/**
 * Every column a real kind's fields name is a column of its table in `DatabaseSchema` (decision 052
 * §3.8's type test): the generic store reaches the tables through `withTables` with any column
 * name, so this is where a misspelt or dropped column fails, at `tsc`, before any query runs.
 * (`defineKind`'s `const` parameter keeps each field's column a literal type.)
 */
type ColumnsOf<K extends { fields: object }> = {
  [F in keyof K['fields']]: K['fields'][F] extends { column: infer C } ? C : never;
}[keyof K['fields']];

/** Each real kind's table: its declaration says `table` as a string, so the map pins it. */
const TABLES = {
  faq: 'faq',
  chunks: 'chunks',
  'blog-categories': 'blog_categories',
  'offer-groups': 'offer_groups',
  news: 'news',
  events: 'events',
  'blog-posts': 'blog_posts',
  pages: 'pages',
  offers: 'offers',
  home: 'main_page',
} as const satisfies Record<string, keyof DatabaseSchema>;

describe('the kinds’ tables (decision 052 §3.8)', () => {
  it('types every declared column as a column of its kind’s table', () => {
    expectTypeOf<ColumnsOf<typeof faqEntries>>().toExtend<keyof DatabaseSchema['faq']>();
    // A named text's languages are rows of `chunks`, which its hooks write: no field names a column.
    expectTypeOf<ColumnsOf<typeof chunks>>().toBeNever();
    expectTypeOf<ColumnsOf<typeof blogCategories>>().toExtend<keyof DatabaseSchema['blog_categories']>();
    // A group's members are rows of `offer_group_members`, which its hooks write: no column.
    expectTypeOf<ColumnsOf<typeof offerGroups>>().toExtend<keyof DatabaseSchema['offer_groups']>();
    // An article's translation is named by id in a field without a column (its key is the store's).
    expectTypeOf<ColumnsOf<typeof news>>().toExtend<keyof DatabaseSchema['news']>();
    expectTypeOf<ColumnsOf<typeof events>>().toExtend<keyof DatabaseSchema['events']>();
    expectTypeOf<ColumnsOf<typeof blogPosts>>().toExtend<keyof DatabaseSchema['blog_posts']>();
    // A page's lead is its `description`.
    expectTypeOf<ColumnsOf<typeof pages>>().toExtend<keyof DatabaseSchema['pages']>();
    // An offer's columns are its hooks' (the list's filters and search name a few).
    expectTypeOf<ColumnsOf<typeof offers>>().toExtend<keyof DatabaseSchema['offers']>();
    // The home page is one document per language in `main_page.content`: no field names a column.
    expectTypeOf<ColumnsOf<typeof homePage>>().toBeNever();
    // The test bites: a column the table lacks is a type error.
    // @ts-expect-error `title` is no column of the FAQ's table.
    expectTypeOf<ColumnsOf<typeof faqEntries> | 'title'>().toExtend<keyof DatabaseSchema['faq']>();
  });

  it('knows the table of every kind in the registry', () => {
    expect(Object.fromEntries(ALL_KINDS.map((kind) => [kind.name, kind.table]))).toEqual(TABLES);
  });
});
