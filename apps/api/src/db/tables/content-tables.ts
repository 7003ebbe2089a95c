import type { Generated } from 'kysely';

/** Row types of the editorial content tables. Rich text columns hold HTML sanitised on render. */
export interface MainPageTable {
  lang: string;
  /** JSON document: slider, popup, who-we-are, sales tiles (see main-page content type). */
  content: string;
  updated_at: string;
}

interface ArticleColumns {
  id: Generated<number>;
  lang: string;
  title: string;
  lead: string;
  content: string;
  image: string | null;
  published_at: string;
}

export type NewsTable = ArticleColumns;

export interface EventTable extends ArticleColumns {
  event_date: string;
  place: string;
}

export interface BlogCategoryTable {
  id: Generated<number>;
  slug: string;
  name_pl: string;
  name_en: string;
  position: Generated<number>;
}

export interface BlogPostTable extends ArticleColumns {
  slug: string;
  category_id: number | null;
  author: string | null;
  /** Shared by an article and its translation (issue 18); null for one without. */
  translation_key: string | null;
}

export interface FaqTable {
  id: Generated<number>;
  lang: string;
  question: string;
  answer: string;
  position: number;
}

export interface PageTable {
  id: Generated<number>;
  lang: string;
  slug: string;
  title: string;
  description: string;
  content: string;
  updated_at: string;
}

export interface ChunkTable {
  id: Generated<number>;
  name: string;
  lang: string;
  content: string;
}
