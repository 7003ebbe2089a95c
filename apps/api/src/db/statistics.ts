import { sql } from 'kysely';
import type { DatabaseHandle } from './database';

/**
 * Refreshes the planner's statistics. Without them SQLite guesses that `is_published = 1` is
 * selective and picks that index over the geographic one (a 50 km circle took 137 ms instead of
 * 3 ms at 100k offers). `full` after bulk writes; otherwise SQLite's own `optimize`, which only
 * re-analyses tables whose contents changed noticeably.
 */
export async function refreshStatistics(database: DatabaseHandle, { full = false } = {}): Promise<void> {
  if (database.dialect === 'postgres') {
    // VACUUM also sets the visibility map, without which counts cannot be index-only scans.
    // The map's kept cells too (decision 039), rebuilt by the same bulk loads.
    if (full) await sql`VACUUM ANALYZE offers, map_cells`.execute(database.db);
    return;
  }
  await sql.raw(full ? 'ANALYZE' : 'PRAGMA optimize').execute(database.db);
}
