import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare-database';

/**
 * `npm run migrate`: brings the database (DATABASE_URL, or the SQLite file in DATA_DIR) to this
 * build's schema, as a deployment step before the API processes start, and seeds the demo data
 * when SEED_DEMO_DATA asks for it (by default only in local mode). Several runs at once are safe:
 * the migrator holds a lock (an advisory lock on PostgreSQL, the write lock on SQLite). Statements
 * have no time limit here, unlike requests.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config.database, { statementTimeoutMs: 0 });
  try {
    const report = await prepareDatabase(database, { ...config, migrateOnStart: true });
    const applied = report.migrationsApplied;
    console.log(
      `migrate: ${report.dialect} schema is current` +
        (applied.length > 0 ? `; applied ${applied.join(', ')}` : '; nothing to apply') +
        (report.seeded ? '; demo data seeded' : ''),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `migrate failed: ${String(error)}`);
  process.exit(1);
});
