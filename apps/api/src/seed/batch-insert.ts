import type { Insertable, Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

/**
 * Rows per INSERT. An offer row binds about 60 parameters, so 200 rows stay well below both
 * SQLite's 32 766 and PostgreSQL's 65 535 bound-parameter limits while still cutting round trips.
 */
const BATCH_SIZE = 200;

export function chunk<T>(rows: readonly T[], size: number = BATCH_SIZE): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += size) chunks.push(rows.slice(i, i + size));
  return chunks;
}

/** Multi-row inserts of `rows` into `table`, `BATCH_SIZE` at a time, on the caller's transaction. */
export async function insertInBatches<T extends keyof DatabaseSchema & string>(
  db: Kysely<DatabaseSchema>,
  table: T,
  rows: readonly Insertable<DatabaseSchema[T]>[],
  size: number = BATCH_SIZE,
): Promise<void> {
  for (const part of chunk(rows, size)) {
    // Kysely cannot relate a generic table name to its row type; the signature above already did.
    await db
      .insertInto(table)
      .values(part as never)
      .execute();
  }
}
