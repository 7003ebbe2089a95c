import type { ErrorCode } from '@estate/domain/error-codes';
import type { KindStatus } from '@estate/domain/kinds/publication';
import type { Language } from '@estate/domain/language';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DatabaseSchema } from '../db/database-schema';
import type { MediaStore } from '../media/media-store';
import type { StaffPrincipal } from '../staff/staff-access';

type Db = Kysely<DatabaseSchema>;
type Values = Record<string, unknown>;

/** An item of a live kind as its storage holds it: its key, version and values. */
export interface LiveStored {
  key: string;
  version: number;
  values: Values;
}

/**
 * Where a live kind's items are kept, when not one row per item of its table (decision 052 §3.3):
 * a named text is one row per language, saved together. Every write is conditioned on the version
 * read and answers false when the item changed since (or is gone); a kind without `insert` or
 * `remove` has no create or delete route.
 */
export interface KindStorage {
  find(db: Db, key: string): Promise<LiveStored | undefined>;
  list(db: Db, page: number): Promise<{ items: LiveStored[]; total: number }>;
  update(db: Db, key: string, expected: number, values: Values): Promise<boolean>;
  insert?(db: Db, values: Values): Promise<string>;
  remove?(db: Db, key: string, expected: number): Promise<boolean>;
}

/**
 * Values of a kind with states that no column of its table holds (a group's member offers, kept in
 * `offer_group_members`): read with its rows, written with them (creation, a draft's save, a
 * publication, a live write), removed before its row goes.
 */
interface KindExtra {
  read(db: Db, ids: readonly number[]): Promise<Map<number, Values>>;
  /**
   * `now`: the write's time, the caller's clock (what happens at it is stamped with it: a group's
   * joins). Answers the media keys no row names after it (an offer's dropped photo), deleted once
   * the write commits.
   */
  write(db: Db, id: number, values: Values, now: Date): Promise<readonly string[] | undefined>;
  remove(db: Db, id: number, now: Date): Promise<void>;
  /** Columns a new row needs beyond its values (a group's creation time). */
  newRow?(now: Date): Values;
}

/**
 * What a kind's preview adds to its values (§3.3's `previewAnswer`), from the values the preview
 * shows (the working copy's over the row's), in one language: a group's page as the public API
 * would answer it, and its member offers as staff pick them.
 */
interface KindPreview {
  answer: z.ZodObject;
  build(db: Db, key: number, values: Values, lang: Language): Promise<Record<string, unknown>>;
}

/**
 * Where a `document` kind's items live (the home page, decision 052 step S7): each item, by its key
 * (a language), is one public document of the kind's table, or none yet; `write` makes the values
 * public at `version` (written `now`), only while the document is still at `expected` (null: there
 * is none), and answers false otherwise. `empty`: the values a key nobody wrote opens with. `preview` is the public
 * answer the values would make (`answer` its schema), `writeIssues` what a write is refused for
 * beyond the kind's schema, said with the schema's errors (a slide's alt text: old documents lack one).
 */
export interface KindDocument {
  keys: readonly string[];
  empty: Values;
  read(db: Db, key: string): Promise<{ version: number; values: Values } | undefined>;
  write(
    db: Db,
    key: string,
    change: { expected: number | null; values: Values; version: number; now: Date },
  ): Promise<boolean>;
  answer: z.ZodType;
  preview(db: Db, key: string, values: Values, now: Date): Promise<unknown>;
  writeIssues?(input: Values): Record<string, ErrorCode>;
}

/**
 * What a kind adds to the mechanism with the database (decision 052 §3.3), in `<kind>-hooks.ts`:
 * its own storage, the values as stored (after the kind's schema; `stored` null when creating; the
 * write's media store, where images are checked), why an item may not be deleted now (answered 409
 * with that code), values kept outside its table's columns, its public page's preview, and a
 * `document` kind's storage.
 */
export interface KindHooks {
  storage?: KindStorage;
  prepare?(
    db: Db,
    values: Values,
    stored: LiveStored | null,
    context?: { media?: MediaStore; staff?: StaffPrincipal },
  ): Promise<Values>;
  refuseDelete?(db: Db, key: string): Promise<ErrorCode | null>;
  extra?: KindExtra;
  /** A `document` kind's storage (the home page). */
  document?: KindDocument;
  /**
   * A working copy is discarded, in its transaction: what only the copy had goes (an offer's
   * pending photos and documents); answers the media keys no row uses any more, deleted after it.
   */
  discardCopy?(db: Db, id: number): Promise<readonly string[]>;
  preview?: KindPreview;
  /** Columns a row's write of values sets beside them, a new row's too (a page's `updated_at`). */
  stamp?(now: Date): Values;
  /**
   * A row's values are about to change (a draft's save, a working copy published by staff or the
   * loop) or the row to go (`after` null), in that write's transaction: a blog post's or page's
   * former slug kept as a redirect, or refused (an AppError) when another item took it meanwhile;
   * the loop leaves such a working copy waiting for its editor.
   */
  /** Answers the values to write instead, when the kind derives some from the change (an offer's "new price"). */
  beforeRowChange?(
    db: Db,
    change: { id: number; before: Values; after: Values | null },
    now: Date,
  ): Promise<Values | undefined>;
  /**
   * The row's columns from its values, when the kind's fields do not map one to one (an offer's: its
   * derived columns computed, a tender's notice dropped for a sale); the fields' columns otherwise.
   */
  columns?(values: Values): Values;
  /** Columns a change of state sets beside it (an offer's public flag and its `updated_at`). */
  stateColumns?(status: KindStatus, now: Date): Values;
  /**
   * Runs a write of rows that may change what the public sees of them (their state, their values),
   * in the write's transaction: an offer's map cells taken out before and counted again after.
   */
  aroundRowWrite?<T>(db: Db, ids: readonly number[], write: (db: Db) => Promise<T>): Promise<T>;
  /**
   * A row's state changes (published, scheduled, unpublished, by staff: before its write; by the loop:
   * after it), in that transaction: an archived offer refused, a first publication making it new.
   */
  onStateChange?(
    db: Db,
    change: { id: number; from: KindStatus; to: KindStatus; publishedAt: string | null },
    now: Date,
  ): Promise<void>;
  /**
   * The list's filters a person is held to (an agent: their own offers), or 'none' when they may list
   * nothing; undefined: everything.
   */
  listScope?(db: Db, staff: StaffPrincipal): Promise<Values | 'none' | undefined>;
}
