import type { ApiConfig } from '../config/env';
import type { DatabaseHandle } from './database';
import { migrateToLatest } from './migrate';
import { seedDemoData } from './seed/demo-seed';
import { refreshStatistics } from './statistics';

export interface PrepareReport {
  dialect: string;
  migrationsApplied: string[];
  seeded: boolean;
}

/** Migrates to the latest schema, then fills an empty database with the demo data. */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: Pick<ApiConfig, 'seedDemoData' | 'dataDir'>,
): Promise<PrepareReport> {
  const migrationsApplied = await migrateToLatest(database.db);
  const seeded = config.seedDemoData
    ? await seedDemoData(database, { mediaDir: `${config.dataDir}/media` })
    : false;
  // A migration's new index has no statistics; SQLite's `optimize` would then sample 2 000 rows
  // per index and rewrite the statistics of the whole table, after which a 1M-offer map took 2 s
  // instead of 0.7 s. A full ANALYZE after any migration keeps every index's figures exact.
  await refreshStatistics(database, { full: seeded || migrationsApplied.length > 0 });
  return { dialect: database.dialect, migrationsApplied, seeded };
}
