import type { DefinedKind } from '@estate/domain/kinds/define-kind';
import type { ApiConfig } from '../config/env';
import { openMediaStore } from '../media/open-media-store';
import { seedDemoData } from '../seed/demo-seed';
import { seedDemoStaff } from '../seed/staff-seed';
import type { DatabaseHandle } from './database';
import { migrateToLatest, pendingMigrations } from './migrate';
import { refreshStatistics } from './statistics';

interface PrepareReport {
  dialect: string;
  migrationsApplied: string[];
  seeded: boolean;
}

/** The database's schema is older than this build's and the start may not migrate it. */
export class SchemaBehindError extends Error {
  override name = 'SchemaBehindError';
  constructor(readonly pending: string[]) {
    super(
      `The database schema is behind this build (pending: ${pending.join(', ')}).\n` +
        '  Run `npm run migrate` (with the same DATABASE_URL / DATA_DIR) before starting the API.',
    );
  }
}

/**
 * Migrates to the latest schema (or, when `migrateOnStart` is false, as in production mode,
 * refuses to go on with a schema that is behind), then fills an empty database with the demo data
 * when asked. `kinds`: the app's (a test's fixture kind among them), whose declared tables are migrations too.
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: Pick<ApiConfig, 'seedDemoData' | 'dataDir' | 'migrateOnStart' | 'media' | 'siteUrl' | 'authSecret'>,
  kinds?: readonly DefinedKind[],
): Promise<PrepareReport> {
  let migrationsApplied: string[] = [];
  if (config.migrateOnStart === false) {
    const pending = await pendingMigrations(database.db, kinds);
    if (pending.length > 0) throw new SchemaBehindError(pending);
  } else {
    migrationsApplied = await migrateToLatest(database.db, kinds);
  }
  const seeded = config.seedDemoData
    ? await seedDemoData(database, { media: openMediaStore(config) })
    : false;
  // Only the instance that seeded the offers and agents adds their accounts (and the demo admin).
  if (seeded) await seedDemoStaff(database, config);
  // A migration's new index has no statistics; SQLite's `optimize` would then sample 2 000 rows
  // per index and rewrite the statistics of the whole table, after which a 1M-offer map took 2 s
  // instead of 0.7 s. A full ANALYZE after any migration keeps every index's figures exact.
  await refreshStatistics(database, { full: seeded || migrationsApplied.length > 0 });
  return { dialect: database.dialect, migrationsApplied, seeded };
}
