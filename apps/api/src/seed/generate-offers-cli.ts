/**
 * Benchmark data: appends N synthetic offers to the database the API would use.
 *
 *   node_modules/.bin/esbuild apps/api/src/seed/generate-offers-cli.ts --bundle --platform=node \
 *     --format=esm --packages=external --alias:@estate/domain=./packages/domain/src \
 *     --outfile=apps/api/dist/generate-offers.mjs
 *   DATA_DIR=/tmp/bench node apps/api/dist/generate-offers.mjs --count 100000 [--seed 7] [--no-photos]
 *
 * DATABASE_URL / DATA_DIR select the database exactly as for the API (SQLite file by default).
 * The schema is migrated first; offers continue after the highest existing tipi.
 */
import { ConfigError, loadConfig } from '../config/env';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { refreshStatistics } from '../db/statistics';
import { generateOffers, nextOfferIndex } from './generate-offers';

interface CliArguments {
  count: number;
  seed: number;
  photos: boolean;
}

function parseArguments(argv: readonly string[]): CliArguments {
  const value = (name: string): string | undefined => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
  };
  const count = Number(value('--count') ?? '');
  if (!Number.isInteger(count) || count < 1)
    throw new Error('Usage: generate-offers --count N [--seed S] [--no-photos]');
  const seed = Number(value('--seed') ?? '1');
  if (!Number.isInteger(seed)) throw new Error('--seed must be an integer');
  return { count, seed, photos: !argv.includes('--no-photos') };
}

async function main(): Promise<void> {
  const args = parseArguments(process.argv.slice(2));
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const startIndex = await nextOfferIndex(database.db);
    console.log(`${database.dialect}: inserting ${args.count} offers from index ${startIndex}…`);
    const report = await generateOffers(database.db, {
      count: args.count,
      startIndex,
      seed: args.seed,
      photos: args.photos,
    });
    await refreshStatistics(database, { full: true });
    console.log(
      `inserted ${report.inserted} offers in ${(report.milliseconds / 1000).toFixed(1)} s: ${report.offersPerSecond} offers/s`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
