import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { MAP_CELLS_JOB, MAP_CELLS_REBUILD_MS } from '../jobs/map-cells-job';
import { VIEWS_REFRESH_JOB, VIEWS_REFRESH_MS } from '../jobs/views-refresh-job';
import { rebuildMapCells } from '../repositories/map-cell-repository';
import { deferJob } from '../repositories/scheduled-job-repository';
import { DEMO_AGENTS, type SalesRegion } from './agent-seed';
import { DEMO_NOW, DEMO_SPREAD_FIRST } from './demo-seed';
import { generateOffer, insertOffers, type OfferDraft } from './offer-seed';

interface GenerateOffersOptions {
  count: number;
  /** Index of the first offer (tipi T{index}); continue after existing offers to keep tipi unique. */
  startIndex: number;
  seed: number;
  /** Clock for publication dates; the demo's by default so runs are repeatable. */
  now?: Date;
  /** One photo row per offer (default) or none, to measure the offers table alone. */
  photos?: boolean;
  /** Offers per transaction: large enough to amortise commits, small enough to keep memory flat. */
  transactionSize?: number;
}

interface GenerateOffersReport {
  inserted: number;
  milliseconds: number;
  offersPerSecond: number;
}

/**
 * Inserts `count` synthetic offers for benchmarks with the demo's generator: same texts, prices and
 * spread over towns, without groups or documents. Offers are generated per transaction, so memory
 * stays flat at 100 000 and more.
 */
export async function generateOffers(
  db: Kysely<DatabaseSchema>,
  options: GenerateOffersOptions,
): Promise<GenerateOffersReport> {
  const started = performance.now();
  const agentIds = await agentsByRegion(db);
  const transactionSize = options.transactionSize ?? 2_000;
  const generatorOptions = {
    seed: options.seed,
    now: options.now ?? DEMO_NOW,
    agentIds,
    documents: [],
    photos: options.photos === false ? ('none' as const) : ('one' as const),
    spreadFirst: DEMO_SPREAD_FIRST,
  };
  const end = options.startIndex + options.count;
  for (let from = options.startIndex; from < end; from += transactionSize) {
    const to = Math.min(end, from + transactionSize);
    const drafts: OfferDraft[] = [];
    for (let index = from; index < to; index += 1) drafts.push(generateOffer(index, generatorOptions));
    await db.transaction().execute((trx) => insertOffers(trx, drafts, { mapCells: 'skip' }));
  }
  // The map's cells in one pass at the end (decision 039), much faster than keeping them per batch;
  // its daily rebuild would only repeat this at the API's start, in the middle of a benchmark.
  await rebuildMapCells(db);
  await deferJob(db, MAP_CELLS_JOB, new Date(Date.now() + MAP_CELLS_REBUILD_MS));
  // The generated `views_period` figures stand for traffic measured just now, with no daily views
  // behind them: the hourly refresh would zero them all at the API's start, in the middle of a
  // benchmark. It comes an hour later instead (decision 034).
  await deferJob(db, VIEWS_REFRESH_JOB, new Date(Date.now() + VIEWS_REFRESH_MS));
  const milliseconds = performance.now() - started;
  return {
    inserted: options.count,
    milliseconds: Math.round(milliseconds),
    offersPerSecond: Math.round(options.count / Math.max(milliseconds / 1000, 0.001)),
  };
}

/** Demo agents by region when present (matched by e-mail); otherwise any agents, for every region. */
async function agentsByRegion(db: Kysely<DatabaseSchema>): Promise<Map<SalesRegion, number[]>> {
  const rows = await db.selectFrom('agents').select(['id', 'email']).orderBy('id').execute();
  const byRegion = new Map<SalesRegion, number[]>();
  for (const row of rows) {
    const agent = DEMO_AGENTS.find((a) => a.email === row.email);
    if (agent) byRegion.set(agent.region, [...(byRegion.get(agent.region) ?? []), row.id]);
  }
  if (byRegion.size === 0 && rows.length > 0) {
    const all = rows.map((r) => r.id);
    for (const region of ['north', 'south', 'west', 'east'] as const) byRegion.set(region, all);
  }
  return byRegion;
}

/** The index after the highest existing tipi ('T00300' -> 301), so a run never collides with earlier ones. */
export async function nextOfferIndex(db: Kysely<DatabaseSchema>): Promise<number> {
  // Longest first, then highest: 'T100000' sorts below 'T99999' as text.
  const row = await db
    .selectFrom('offers')
    .select('tipi')
    .where('tipi', 'like', 'T%')
    .orderBy((eb) => eb.fn('length', ['tipi']), 'desc')
    .orderBy('tipi', 'desc')
    .limit(1)
    .executeTakeFirst();
  const last = row ? Number.parseInt(row.tipi.slice(1), 10) : 0;
  return (Number.isFinite(last) ? last : 0) + 1;
}
