import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from './database-schema';

/**
 * Runs one part of a transaction under a savepoint (both dialects have them): kept when `work`
 * answers true, rolled back alone when it answers false or throws (the error goes on), so the
 * transaction goes on usable, on PostgreSQL too, where a failed statement otherwise aborts it.
 * Savepoints of the same name may nest: each release or rollback takes the innermost.
 */
export async function inSavepoint(
  trx: Kysely<DatabaseSchema>,
  work: () => Promise<boolean>,
): Promise<boolean> {
  await sql`savepoint part`.execute(trx);
  let kept = false;
  try {
    kept = await work();
    return kept;
  } finally {
    if (!kept) await sql`rollback to savepoint part`.execute(trx);
    await sql`release savepoint part`.execute(trx);
  }
}
