import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { refreshStatistics } from '../db/statistics';
import { generateOffers } from '../seed/generate-offers';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';
import { rebuildMapCells } from './map-cell-repository';
import { cellRangeOf } from './map-grid';
import { setOfferStatus } from './offer-editing-repository';
import { liveGridClusters } from './offer-map-repository';

/**
 * A timing check of the map grid at scale, run by hand (decision 039), skipped otherwise:
 *
 *   MAP_TIMING_OFFERS=1000000 [TEST_DATABASE_URL=postgres://...] npx vitest run \
 *     apps/api/src/repositories/map-cell-timing.test.ts
 *
 * The generator writes up to 100 000 offers (`MAP_TIMING_GENERATED` to change; a 1M run of it takes
 * minutes); copies of them, each shifted by a few hundred metres, make up the rest, so the table has
 * the demo's spread over towns at the asked size. Then the cells are rebuilt and the Poland zoom-6 bodies of the benchmark
 * timed through the route, cache off, one request at a time, beside the live query they replace.
 */
const OFFERS = Number(process.env.MAP_TIMING_OFFERS ?? 0);
/** How many the generator writes (`MAP_TIMING_GENERATED`, all of them for a table of its own). */
const GENERATED = Math.min(OFFERS, Number(process.env.MAP_TIMING_GENERATED ?? 100_000));

const POLAND = { south: 49, west: 14.1, north: 54.9, east: 24.2 };
const BODIES = {
  'Poland z6': { lang: 'pl', bbox: POLAND, zoom: 6 },
  'Poland z6 sale': { lang: 'pl', bbox: POLAND, zoom: 6, typeClassified: 1 as const },
  'Mazowieckie z8 sale': {
    lang: 'pl',
    bbox: { south: 51.0, west: 19.2, north: 53.5, east: 23.2 },
    zoom: 8,
    typeClassified: 1,
  },
  'Warsaw z12': { lang: 'pl', bbox: { south: 52.17, west: 20.9, north: 52.3, east: 21.1 }, zoom: 12 },
  'Warsaw z13 (live)': {
    lang: 'en',
    bbox: { south: 52.2, west: 20.95, north: 52.26, east: 21.05 },
    zoom: 13,
  },
};

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return `median ${at(50).toFixed(1)} ms, p95 ${at(95).toFixed(1)} ms (${times.length} runs)`;
}

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

describe.skipIf(OFFERS === 0).each(testDialects())('map grid timing on %s', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });

  beforeAll(async () => {
    // The load runs without the API's statement timeout, as `npm run migrate` and the generator's CLI do.
    const loader = openDatabase(ctx.config.database, { statementTimeoutMs: 0 });
    const { db } = loader;
    const [generating] = await timed(() =>
      generateOffers(db, { count: GENERATED, startIndex: 1, seed: 1, transactionSize: 5_000 }),
    );
    console.log(`${dialect}: generated ${GENERATED} offers in ${(generating / 1000).toFixed(1)} s`);
    const [copying] = await timed(async () => {
      const columns = Object.keys(
        await db.selectFrom('offers').selectAll().limit(1).executeTakeFirstOrThrow(),
      ).filter((column) => column !== 'id');
      for (let copy = 1; copy * GENERATED < OFFERS; copy += 1) {
        const rows = Math.min(GENERATED, OFFERS - copy * GENERATED);
        const value = (column: string) => {
          if (column === 'tipi') return sql`tipi || ${`-${copy}`}`;
          if (column === 'lat') return sql`lat + ${((copy % 7) - 3) * 0.004}`;
          if (column === 'lng') return sql`lng + ${((copy % 5) - 2) * 0.006}`;
          return sql.ref(column);
        };
        await sql`INSERT INTO offers (${sql.join(columns.map((c) => sql.ref(c)))})
          SELECT ${sql.join(columns.map(value))} FROM offers WHERE id <= ${rows}`.execute(db);
      }
    });
    console.log(`${dialect}: copied up to ${OFFERS} offers in ${(copying / 1000).toFixed(1)} s`);
    await loader.close();
    // The rebuild as the daily job runs it, in the API's database handle.
    const [rebuilding, { cells }] = await timed(() => rebuildMapCells(ctx.database.db));
    console.log(`${dialect}: rebuilt ${cells} cells in ${(rebuilding / 1000).toFixed(1)} s`);
    await refreshStatistics(ctx.database, { full: true });
  }, 3_600_000);

  it('answers the grid bodies from the kept cells', { timeout: 600_000 }, async () => {
    for (const [name, body] of Object.entries(BODIES)) {
      const times: number[] = [];
      let total = 0;
      for (let run = 0; run < 30; run += 1) {
        const [ms, res] = await timed(() =>
          ctx.app.inject({ method: 'POST', url: '/api/classified/map', payload: body }),
        );
        expect(res.statusCode, res.body).toBe(200);
        total = res.json().data.total;
        times.push(ms);
      }
      console.log(`${dialect} ${name}: ${summary(times)}, ${total} offers`);
    }
    for (const name of ['Poland z6', 'Poland z6 sale'] as const) {
      const { bbox, zoom, lang: _lang, ...filter } = BODIES[name];
      const times: number[] = [];
      for (let run = 0; run < 5; run += 1) {
        times.push(
          (await timed(() => liveGridClusters(ctx.database.db, filter, cellRangeOf(bbox, zoom))))[0],
        );
      }
      console.log(`${dialect} ${name}, the live query it replaces: ${summary(times)}`);
    }
  });

  it('keeps the cells on a write', { timeout: 600_000 }, async () => {
    const { db } = ctx.database;
    const times: number[] = [];
    for (let run = 0; run < 20; run += 1) {
      const status = run % 2 === 0 ? 'unpublished' : 'published';
      const [ms] = await timed(() =>
        db
          .transaction()
          .execute((trx) =>
            setOfferStatus(trx, 1 + run * 997, { status, publishAt: null, updatedAt: 'now' }),
          ),
      );
      times.push(ms);
    }
    console.log(`${dialect} a publication change with its cells: ${summary(times)}`);
  });
});
