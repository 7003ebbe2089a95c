// Benchmark of POST /api/classified (issue 3): seeds N offers into a fresh database, then loads the
// API with a realistic mix of filters and sorts, next to a bare Fastify baseline answering a body
// of the same size. Median of several runs; figures go to docs/BENCHMARKS.md.
//
//   node bench/api-listing.mjs [--offers 100000] [--runs 3] [--duration 10] [--connections 10]
//   BENCH_DATABASE_URL=postgres://... adds PostgreSQL (a database is created and dropped for the run).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import {
  createPostgresDatabase,
  freePort,
  load,
  machine,
  medianOf,
  root,
  runNode,
  startNode,
  tempDir,
  writeReportSection,
} from './lib.mjs';

const { values } = parseArgs({
  options: {
    offers: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const offers = Number(values.offers);
const runs = Number(values.runs);
const duration = Number(values.duration);
const connections = Number(values.connections);

/** What visitors ask for: list pages with the spec's variants, filters, sorts and deep pages. */
export const LISTING_MIX = [
  { typeClassified: 1, itemsPerPage: 6, currentPage: 1 },
  { typeClassified: 2, itemsPerPage: 6, typeProperty: 1, 'areaRentalOffice[gte]': 1 },
  { typeClassified: 1, itemsPerPage: 6, localizationVoivodeship: 14, isSpecialOffer: 0 },
  {
    typeClassified: 1,
    itemsPerPage: 6,
    'price[gte]': 50_000_000,
    'price[lte]': 200_000_000,
    order: 'price_asc',
  },
  { typeClassified: 1, itemsPerPage: 6, currentPage: 40, order: 'newest' },
  { typeClassified: 1, itemsPerPage: 6, 'areaGround[gte]': 1000, order: 'area_desc' },
  { typeClassified: 1, isNew: 1, itemsPerPage: 8 },
  { isRecommended: 1, itemsPerPage: 6 },
  { order: 'viewed_period', itemsPerPage: 3 },
  { typeClassified: 1, itemsPerPage: 6, localizationVoivodeship: 12, localizationTown: 'Kraków' },
  { geolocation: { lat: 52.23, lng: 21.01, radius: 50 }, itemsPerPage: 6 },
  { typeClassified: 1, itemsPerPage: 6, isDiscount: 1, order: 'price_desc' },
].map((body) => ({ path: '/api/classified', body }));

async function benchDialect(dialect) {
  const dataDir = tempDir(`estate-bench-${dialect}-`);
  const pgDb =
    dialect === 'postgres' ? await createPostgresDatabase(process.env.BENCH_DATABASE_URL, 'bench') : null;
  const dbEnv = { DATA_DIR: dataDir, ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) };
  try {
    const seedStart = Date.now();
    runNode([path.join(root, 'apps/api/dist/generate-offers.mjs'), '--count', String(offers)], dbEnv);
    const seedSeconds = (Date.now() - seedStart) / 1000;

    // The API as deployed (hot lists answered from memory for LIST_CACHE_SECONDS) and with that
    // cache off, so the database's own cost shows too.
    const apiPort = await freePort();
    const api = await startNode(
      path.join(root, 'apps/api/dist/server.mjs'),
      { ...dbEnv, API_PORT: String(apiPort), SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn' },
      `http://127.0.0.1:${apiPort}/api/health`,
    );
    const rawPort = await freePort();
    const raw = await startNode(
      path.join(root, 'apps/api/dist/server.mjs'),
      {
        ...dbEnv,
        API_PORT: String(rawPort),
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        LIST_CACHE_SECONDS: '0',
      },
      `http://127.0.0.1:${rawPort}/api/health`,
    );
    // The baseline answers the same bytes as a typical first page of the sale list.
    const sample = await fetch(`http://127.0.0.1:${apiPort}/api/classified`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(LISTING_MIX[0].body),
    }).then((r) => r.text());
    const bodyFile = path.join(dataDir, 'baseline-body.json');
    fs.writeFileSync(bodyFile, sample);
    const basePort = await freePort();
    const baseline = await startNode(
      path.join(root, 'bench/baseline-server.mjs'),
      { PORT: String(basePort), BASELINE_BODY_FILE: bodyFile },
      `http://127.0.0.1:${basePort}/health`,
    );

    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const rawUrl = `http://127.0.0.1:${rawPort}`;
    const listing = (url, seconds) =>
      load({ url, method: 'POST', requests: LISTING_MIX, connections, duration: seconds });
    await listing(apiUrl, 2);
    await listing(rawUrl, 2);
    const apiRuns = [];
    const rawRuns = [];
    const baseRuns = [];
    for (let run = 0; run < runs; run += 1) {
      baseRuns.push(
        await load({
          url: `http://127.0.0.1:${basePort}/api/classified`,
          method: 'POST',
          connections,
          duration,
        }),
      );
      apiRuns.push(await listing(apiUrl, duration));
      rawRuns.push(await listing(rawUrl, duration));
    }
    const result = {
      dialect,
      seedSeconds,
      bodyBytes: Buffer.byteLength(sample),
      api: medianOf(apiRuns),
      uncached: medianOf(rawRuns),
      baseline: medianOf(baseRuns),
      apiRssMb: api.rssMb(),
    };
    await baseline.stop();
    await api.stop();
    await raw.stop();
    return result;
  } finally {
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

buildIfStale({ only: ['api'] });
const dialects = ['sqlite', ...(process.env.BENCH_DATABASE_URL ? ['postgres'] : [])];
const results = [];
for (const dialect of dialects) {
  console.log(`\n== ${dialect}: ${offers} offers`);
  const result = await benchDialect(dialect);
  console.log(JSON.stringify(result, null, 2));
  results.push(result);
}

const m = machine();
const fmt = (n, d = 1) => Number(n).toFixed(d);
const rows = results.flatMap((r) =>
  [
    ['cache on (default)', r.api],
    ['cache off', r.uncached],
  ].map(([label, api]) => {
    const ratio = api.rps / r.baseline.rps;
    const meets = ratio >= 0.4 && api.p95 <= 15;
    return `| ${r.dialect} | ${label} | ${fmt(api.rps, 0)} | ${fmt(r.baseline.rps, 0)} | ${fmt(ratio * 100, 1)} % | ${fmt(api.p50)} / ${fmt(api.p95)} / ${fmt(api.p99)} | ${fmt(r.baseline.p50)} / ${fmt(r.baseline.p95)} / ${fmt(r.baseline.p99)} | ${api.errors} | ${meets ? 'met' : 'missed'} |`;
  }),
);
const seeds = results
  .map((r) => `${r.dialect} ${fmt(r.seedSeconds, 0)} s, API RSS ${r.apiRssMb} MB`)
  .join('; ');
writeReportSection(
  `api-listing-${offers}`,
  `## POST /api/classified at ${offers.toLocaleString('en')} offers

${m.date} UTC · ${m.cores} cores, ${m.memoryGb} GiB (${m.cpu}) · Node ${m.node} · commit ${m.commit} ·
\`node bench/api-listing.mjs --offers ${offers} --runs ${runs} --duration ${duration} --connections ${connections}\`

A mix of ${LISTING_MIX.length} listing bodies (sale/rent lists, rent area rules, voivodeship and town,
price and area ranges with sorts, page 40, flags, a 50 km circle, most viewed), ${connections} connections,
median of ${runs} runs of ${duration} s. Baseline: a bare Fastify route answering the same bytes
(${results[0]?.bodyBytes ?? 0} B) in the same kind of process. "Cache on" is the API as deployed (hot
lists answered from memory for \`LIST_CACHE_SECONDS\`, default 10 s); "cache off" queries the
database for every request. Latency in ms. Target: ≥ 40 % of the baseline's req/s and p95 ≤ 15 ms.
Seeding: ${seeds}.

| database | API | req/s | baseline req/s | ratio | p50 / p95 / p99 | baseline p50 / p95 / p99 | errors | target |
|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}`,
);
console.log('\nwritten to docs/BENCHMARKS.md');
