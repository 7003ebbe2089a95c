// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './migration-helpers';

const SEARCHED = ['tipi', 'title_pl', 'title_en'] as const;

/**
 * The back office's text search (issue 17) is `ILIKE '%text%'` on the offer code and both titles:
 * no B-tree can find those, and PostgreSQL scanned the 100,000 offers of the benchmark (p95 151 ms,
 * docs/BENCHMARKS.md). Trigram indexes (pg_trgm, a trusted extension of PostgreSQL's standard
 * distribution that a database owner may create) answer such patterns from three letters on.
 * SQLite has no such index; its few matches are sorted instead (back-office-offer-repository.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  for (const column of SEARCHED) {
    await sql`CREATE INDEX ${sql.id(`offers_${column}_trgm`)} ON offers USING gin (${sql.id(column)} gin_trgm_ops)`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const column of SEARCHED) await db.schema.dropIndex(`offers_${column}_trgm`).execute();
  // The extension stays: another schema may use it, and it costs nothing unused.
}
