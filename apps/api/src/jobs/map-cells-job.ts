import type { DatabaseHandle } from '../db/database';
import { rebuildMapCells } from '../repositories/map-cell-repository';
import type { ScheduledJob } from './job-scheduler';

export const MAP_CELLS_JOB = 'map-cells-rebuild';

/** How often the map's kept cells are derived again from the offers. */
export const MAP_CELLS_REBUILD_MS = 24 * 60 * 60_000;

/**
 * Once a day: the interactive map's kept cells are derived again from the offers (decision 039).
 * Every offer write keeps them in its transaction, so a rebuild changes nothing unless something
 * wrote offers another way (a hand-made SQL fix, a migration that moves offers); this bounds such a
 * drift to a day. `npm run map:rebuild` runs it by hand.
 */
export function mapCellsJob(database: DatabaseHandle): ScheduledJob {
  return {
    name: MAP_CELLS_JOB,
    leaseMs: 10 * 60_000,
    nextRunAfter: (startedAt) => new Date(startedAt.getTime() + MAP_CELLS_REBUILD_MS),
    run: async () => ({ ...(await rebuildMapCells(database.db)) }),
  };
}
