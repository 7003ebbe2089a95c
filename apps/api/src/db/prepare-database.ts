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
  await refreshStatistics(database, { full: seeded });
  return { dialect: database.dialect, migrationsApplied, seeded };
}
