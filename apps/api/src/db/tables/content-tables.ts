import type { Generated } from 'kysely';
import type { KindVersion } from './kind-tables';

/** Row types of the editorial content tables. Rich text columns hold HTML sanitised on render. */
export interface MainPageTable extends KindVersion {
  lang: string;
  /** JSON document: slider, popup, who-we-are, sales tiles (see main-page content type). */
  content: string;
  updated_at: string;
}

/**
 * A language's home page draft (decision 040): what the editor saves, public only once published
 * (by staff, or by the publication loop at `publish_at`). One row per language at most. Dropped by
 * `2026-12-09b-drop-main-page-drafts` (decision 052 S9): the migration tests reach it by this type.
 */
export interface MainPageDraftTable {
  lang: string;
  /** JSON document: slider, popup, who-we-are (the sales tiles stay the public document's). */
  content: string;
  /** The editor's version: a save over another is refused; the public document takes it on publication. */
  updated_at: string;
  /** When the publication loop publishes it; null: not scheduled. */
  publish_at: string | null;
}

/** Where a written item stands (issue 18, decision 037): only 'published' is public. */
interface PublicationColumns extends KindVersion {
  /** 'draft', 'scheduled' (public from `published_at`, by the publication loop) or 'published'. */
  status: Generated<string>;
  /** Shared by an item and its translation; null for one without. */
  translation_key: string | null;
}

interface ArticleColumns extends PublicationColumns {
  id: Generated<number>;
  lang: string;
  title: string;
  lead: string;
  content: string;
  image: string | null;
  /** The cover image's alt text, in the item's language (null: the title is read). */
  image_alt: Generated<string | null>;
  published_at: string;
}

export type NewsTable = ArticleColumns;

export interface EventTable extends ArticleColumns {
  event_date: string;
  place: string;
}

export interface BlogCategoryTable extends KindVersion {
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
}

export interface FaqTable extends KindVersion {
  id: Generated<number>;
  lang: string;
  question: string;
  answer: string;
  position: number;
  /** 'draft', 'scheduled' or 'published' (decision 040): only 'published' is public. */
  status: Generated<string>;
  /** When it was or will be public; null: published before dates were kept, or never published. */
  published_at: string | null;
}

export interface PageTable extends PublicationColumns {
  id: Generated<number>;
  lang: string;
  /** Unique across both languages: GET /api/page (SPEC §7) asks by slug alone. */
  slug: string;
  title: string;
  description: string;
  content: string;
  updated_at: string;
  published_at: string;
}

/** An old slug of a blog post or a page, answered as a permanent redirect to the item's slug. */
export interface ContentSlugHistoryTable {
  id: Generated<number>;
  kind: 'blog' | 'page';
  lang: string;
  slug: string;
  item_id: number;
  changed_at: string;
}

export interface ChunkTable extends KindVersion {
  id: Generated<number>;
  name: string;
  lang: string;
  content: string;
}
