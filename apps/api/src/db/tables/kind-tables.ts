import type { Generated } from 'kysely';

/**
 * The editable kinds' storage (decision 052 §3.4, §3.8). `KindVersion` is the column every kind's
 * table has since 2026-12-01-kind-versions: the version a write is conditioned on (starts at 1, grows
 * by one per write).
 */
export interface KindVersion {
  version: Generated<number>;
}

/**
 * A published item's working copy ("draft of changes"): public only once published, by staff or by
 * the publication loop at `publish_at`. One per item.
 */
export interface WorkingCopyTable {
  /** The declaration's name: 'faq'. */
  kind: string;
  /** The item's id as text. */
  item_key: string;
  /** JSON: the kind's values (zod output), parsed with the kind's schema when read. */
  data: string;
  /** JSON: the live values when the copy was started. */
  base_data: string;
  /** The live row's version then. */
  base_version: number;
  /** What the editor saves against (If-Match); the row takes it on publication. */
  version: number;
  /** Who saved it last: the e-mail address as it was (audit_log.actor_email's rule). */
  updated_by: string | null;
  updated_at: string;
  /** When "publish changes" is scheduled; null: not scheduled. */
  publish_at: string | null;
}

/**
 * Any kind's table as the generic store sees it (`db.withTables<KindTables>()`, the spike of §3.8):
 * the columns every kind's table has, typed, and the declaration's columns by name, whose values are
 * `unknown` until the kind's schema parses them.
 */
interface KindRowBase extends KindVersion {
  id: Generated<number>;
  status: Generated<string>;
  [column: string]: unknown;
}
export type KindTables = Record<string, KindRowBase>;
