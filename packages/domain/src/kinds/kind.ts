import type { z } from 'zod';
import type { ErrorCode } from '../error-codes';
import type { Language } from '../language';
import type { RichTextProfile } from '../rich-text';
import type { StaffRole } from '../staff-roles';

/**
 * One editable kind declared once (issue 34, decision 052 §3.2): its fields with their zod schemas
 * and columns, its publication, access, audit names and change signal. Data and types only: the
 * API's generic store, service and routes are made from it. This is the part of §3.2 step S1
 * reads; the widgets' labels, translation, slugs and hooks join with the steps that use them.
 */

/** The public data a write changes, which every site process follows (decision 030). */
export type ChangeSignal = 'offers' | 'content';

/** How a field is edited; `richText` is sanitised by the API with its profile before it is stored. */
export type Widget =
  | { type: 'text' }
  | { type: 'richText'; profile: RichTextProfile }
  | { type: 'language' }
  /** A number (a blog category's place among the others; an offer's price in grosze, its areas in m²). */
  | { type: 'number' }
  /** A yes or no (an offer's local plan). */
  | { type: 'flag' }
  /**
   * The same item in the other language, by id (`translation.field`); a blog post's category, an
   * offer's agent card, by id.
   */
  | { type: 'reference'; source: 'translation' | 'blog-categories' | 'agents' }
  /** An address segment made from another field when left empty (a blog post's, a page's). */
  | { type: 'slug' }
  /** A point in time: Polish wall-clock time in the form, an ISO instant in the values (an event's date). */
  | { type: 'instant' }
  /**
   * One of a fixed list: a group's type, a voivodeship (empty: none, where the schema allows null),
   * an offer's transaction, property type or sale mode.
   */
  | {
      type: 'select';
      source: 'group-types' | 'voivodeships' | 'classified-types' | 'property-types' | 'sale-modes';
    }
  /**
   * One stored image of the site's by its `/media/…` path (null: none), cropped for its use: a
   * group's 960 × 540, an article's cover 1200 × 675.
   */
  | { type: 'image'; use: 'group' | 'cover' | 'slide' | 'popup' }
  /**
   * A kind's own widget: a group's member offers, first to last; an offer's pin on the map (its
   * latitude and longitude), its badges, its parcels, the derived badges its form showed, its
   * photos and documents (the media manager beside the form, decision 052 "Media working copy").
   */
  | {
      type: 'custom';
      name:
        | 'group-members'
        | 'offer-location'
        | 'offer-flags'
        | 'offer-parcels'
        | 'offer-started-from'
        | 'offer-media';
    }
  /**
   * A list of like items, each of the fields in `item`, first to last, at most `max` (the home page's
   * slides): added, removed and moved in the form. The field's schema is the array's
   * (`kinds/nested-fields.ts` makes both from the item's fields).
   */
  | { type: 'repeat'; item: FieldMap; max: number }
  /**
   * Fields kept together in one value, an object (the home page's promotion and who-we-are);
   * `optional`: the value may be null (no promotion), a switch in the form.
   */
  | { type: 'group'; item: FieldMap; optional: boolean };

interface Field<S extends z.ZodType = z.ZodType> {
  /** The one schema of the value: the API's body and, later, the browser's form. */
  schema: S;
  /**
   * The column of the kind's table that holds it; omitted: the translation link (`translation.field`),
   * or a value the kind's API hooks store (a named text's languages, one row each).
   */
  column?: string;
  widget: Widget;
  /** Set when the item is created and kept after (a FAQ entry's language). */
  fixed?: 'after-create';
}

export type FieldMap = Readonly<Record<string, Field>>;
export type ValuesOf<F extends FieldMap> = { [K in keyof F]: z.output<F[K]['schema']> };

/** Who may read, write and publish items of a kind (the back office's roles). */
export interface Access {
  read: readonly StaffRole[];
  write: readonly StaffRole[];
  publish: readonly StaffRole[];
  /**
   * An item belongs to an agent (offers): an agent reaches only their own, refused 403 before the
   * body is read, and lists only their own.
   */
  owner?: 'offer';
}

export interface KindDeclaration<N extends string = string, F extends FieldMap = FieldMap> {
  /** URL segment and registry key: `/api/back-office/kinds/faq`. */
  name: N;
  table: string;
  /**
   * The table is made from this declaration (decision 052, "The recipe at 8 files"): the API's
   * migrator adds a migration `<since>-kind-<name>` that creates it with the fields' columns, the
   * status and date, the translation key and `version`, so the kind needs no migration file. For a
   * kind of texts, rich texts, a language, whole numbers and a translation link; the migrator
   * refuses a declaration it cannot make a table of. Once landed the step is as frozen as any
   * migration: before changing the kind's columns, write its migration out under the same name
   * (the same table) and drop this key, then add the change as a migration of its own.
   */
  tableFromDeclaration?: { since: string };
  /**
   * What names an item in URLs: its id (default), or its name (named texts: `footer-address`, one
   * row per language in the table, saved together; such a kind's storage is its API hooks'), or its
   * language (the home page: one item per language, `pl` and `en`, which is its translation: the
   * "per-language" mode of §3.2, with no link field).
   */
  identity?: 'id' | 'name' | 'language';
  names: {
    en: { one: string; many: string };
    /** OpenAPI operation ids are made from these: `listFaqEntries`, `saveFaqEntry`… */
    operation: { one: string; many: string };
  };
  fields: F;
  /**
   * The kind's name and its fields' labels in each staff language, for a kind the site has no screen
   * of its own for: the back office's generic screens (`/panel/rodzaje/{name}`) draw it from the API's
   * description of it (decision 052, "The fixture kind's editor as built"). The site's own kinds
   * take theirs from the site's messages instead.
   */
  labels?: Readonly<Record<Language, { many: string; fields: Readonly<Record<keyof F & string, string>> }>>;
  /**
   * A published item's values are public at `GET /api/kinds/{name}/{id}` (draft, scheduled and
   * unpublished items: 404; a working copy never): a kind whose public pages read nothing else.
   */
  publicReads?: true;
  /** Rules across fields, checked after each field's own schema (and after rich text is sanitised). */
  // A method, so a kind with its own fields is still a kind of any fields (parameters bivariant).
  rules?(values: ValuesOf<F>, issue: (field: keyof F & string, code: ErrorCode) => void): void;
  /**
   * The rules check the types of the fields they read themselves, so a write runs them whatever
   * the other fields hold and the form shows every message at once (offers: a town unknown beside
   * the coordinates left out). Without it they run once every field is valid.
   */
  rulesOnPartialValues?: true;
  /**
   * An item and its translation share a key in `column` (news, events, blog posts, pages): the
   * editor names the other language's item by id in `field` (null: none), the item's language is
   * `lang`. A published item's link changes when its working copy is published.
   */
  translation?: { mode: 'key'; column: string; field: keyof F & string; lang: keyof F & string };
  /** Manual order: `column` numbers the items 1, 2, 3… among those alike in `within`. */
  order?: { column: string; within: readonly (keyof F & string)[] };
  /**
   * `states`: draft, scheduled, published, unpublished, and a working copy while published
   * (§3.5); `dateColumn` holds the first publication's date, or the scheduled time.
   * `live`: every save is public at once (named texts, blog categories: decision 040's reason, texts
   * a page cannot do without): no states, no working copy, no schedule; still versioned and audited.
   */
  publication:
    | {
        mode: 'states';
        dateColumn: string;
        /**
         * The scheduled time's own column, where the table keeps it apart from the first
         * publication's date (offers: `publish_at` beside `published_at`); null unless scheduled.
         * Without it the date column doubles as the scheduled time.
         */
        scheduleColumn?: string;
        /**
         * The date column refuses null (the articles' tables, where a draft was dated when written):
         * an undated item stores this there instead, and reads it back as no date.
         */
        undatedAs?: '';
      }
    | { mode: 'live' }
    /**
     * `document`: each item is one JSON document in `column` of the kind's table (the home page's
     * `main_page.content`), public once it exists; every edit goes to the item's working copy, public
     * on "publish" (now or at a time), never taken down. The API's hooks read and write the document.
     */
    | { mode: 'document'; column: string };
  access: Access;
  /** False: items are never deleted (offers are archived instead, decision 058): no delete route. */
  deletable?: false;
  /**
   * The columns of the kind's XLSX sheet, for a kind with one (offers: `OFFER_SHEET_COLUMNS`, which
   * the export writes and the import reads), each a field of the kind or a column for the reader.
   */
  sheet?: readonly { key: string; role: string }[];
  /** Today's audit names, kept so an item's history reads on: entity `faq`, actions `faq.*`. */
  audit: { entity: string; prefix: string };
  signals: readonly ChangeSignal[];
  /**
   * A page's size, the filters, the order when not manual (default: newest first), then by id, and
   * the text field whose words the list's `q` finds (case aside: an article's title). `publishedAt`:
   * the newest publication first, undated drafts before them (the articles, as the old list).
   */
  list: {
    pageSize: number;
    filters: readonly (keyof F & string)[];
    sort?: (keyof F & string) | 'publishedAt';
    search?: keyof F & string;
  };
}
