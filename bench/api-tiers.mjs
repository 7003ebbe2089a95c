// How the API's cost grows with the number of offers (issue 7): the database is filled tier by tier
// (1k, 10k, 100k, and 1M with `--tiers ...,1000000`), and at each tier the listing, the offer and the
// map endpoints are loaded next to a bare Fastify baseline answering bodies of the same size, and the
// interactive map over Poland at zoom 6 is timed alone against issue 19's 100 ms at 1M (decision 039).
// Median of several runs; figures go to docs/BENCHMARKS.md.
//
//   node bench/api-tiers.mjs [--tiers 1000,10000,100000] [--runs 3] [--duration 2] [--connections 10]
//   BENCH_DATABASE_URL=postgres://... adds PostgreSQL (a database is created and dropped for the run).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { freePort } from '../scripts/lib/free-port.mjs';
import { createPostgresDatabase } from '../scripts/lib/postgres.mjs';
import { LISTING_MIX, MAP_MIX, offerMix } from './api-mixes.mjs';
import {
  load,
  machine,
  medianOf,
  percentile,
  root,
  runNode,
  startNode,
  tempDir,
  writeReportSection,
} from './lib.mjs';

const { values } = parseArgs({
  options: {
    tiers: { type: 'string', default: '1000,10000,100000' },
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
  },
});
const tiers = values.tiers
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const runs = Number(values.runs);
const duration = Number(values.duration);
const connections = Number(values.connections);
if (tiers.some((t) => !Number.isInteger(t) || t < 100))
  throw new Error('--tiers: offer counts of 100 or more');

/** The interactive map over Poland at zoom 6, without and with `typeClassified: 1` (issue 19's target). */
const POLAND_ZOOM_6 = MAP_MIX.filter((request) => request.body.zoom === 6).map((request) => ({
  key: `poland-z6 ${request.body.typeClassified === undefined ? 'all' : `type ${request.body.typeClassified}`}`,
  label:
    request.body.typeClassified === undefined
      ? 'no filter'
      : `typeClassified: ${request.body.typeClassified}`,
  request,
}));

const ENDPOINTS = [
  { key: 'listing', label: 'POST /api/classified', route: '/api/classified', method: 'POST' },
  { key: 'offer', label: 'GET /api/classified/{id}', route: '/api/classified/1', method: 'GET' },
  { key: 'map', label: 'POST /api/classified/map', route: '/api/classified/map', method: 'POST' },
];

async function startApi(dbEnv, extraEnv = {}) {
  const port = await freePort();
  const proc = await startNode(
    path.join(root, 'apps/api/dist/server.mjs'),
    { ...dbEnv, API_PORT: String(port), SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn', ...extraEnv },
    `http://127.0.0.1:${port}/api/health`,
  );
  return { proc, url: `http://127.0.0.1:${port}` };
}

/**
 * The mix's requests one after another for at least `seconds` (and each at least once), timed one
 * by one: the cost of a request with nothing queued before it.
 */
async function oneAtATime(url, requests, seconds) {
  const latencies = [];
  const started = performance.now();
  while (latencies.length < requests.length || performance.now() - started < seconds * 1000) {
    const request = requests[latencies.length % requests.length];
    const from = performance.now();
    await sampleBody(url, request);
    latencies.push(performance.now() - from);
  }
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: 0,
    total: latencies.length,
  };
}

async function sampleBody(url, request) {
  const response = await fetch(url + request.path, {
    method: request.method ?? 'POST',
    headers: request.body ? { 'content-type': 'application/json' } : undefined,
    body: request.body ? JSON.stringify(request.body) : undefined,
  });
  if (!response.ok) throw new Error(`${request.path} answered ${response.status}`);
  return response.text();
}

async function benchTier(dialect, dbEnv, offers, workDir) {
  // The API as deployed (hot lists, static map counts and offer pages answered from memory for
  // LIST_CACHE_SECONDS), and with that cache off, so the database's own cost shows.
  const deployed = await startApi(dbEnv);
  const uncached = await startApi(dbEnv, { LIST_CACHE_SECONDS: '0' });
  const mixes = {
    listing: LISTING_MIX,
    offer: await offerMix(deployed.url, offers),
    map: MAP_MIX,
  };
  // A request the API refuses would measure an error page: every one must answer 200 first.
  for (const mix of Object.values(mixes)) {
    for (const request of mix) await sampleBody(deployed.url, request);
  }
  // The baseline answers the same bytes as the first request of each mix.
  const bodies = {};
  const sizes = {};
  for (const endpoint of ENDPOINTS) {
    const text = await sampleBody(deployed.url, mixes[endpoint.key][0]);
    const file = path.join(workDir, `baseline-${endpoint.key}.json`);
    fs.writeFileSync(file, text);
    bodies[endpoint.route] = file;
    sizes[endpoint.key] = Buffer.byteLength(text);
  }
  const basePort = await freePort();
  const baseline = await startNode(
    path.join(root, 'bench/baseline-server.mjs'),
    { PORT: String(basePort), BASELINE_BODIES: JSON.stringify(bodies) },
    `http://127.0.0.1:${basePort}/health`,
  );
  const baseUrl = `http://127.0.0.1:${basePort}`;

  // [variant, url]. The map's cost per request (its target) shows best one request at a time,
  // without queueing: `single`.
  const variants = (endpoint) => [
    ['api', deployed.url],
    ['uncached', uncached.url],
    ...(endpoint.key === 'map' ? [['single', uncached.url]] : []),
  ];
  const measure = async (endpoint, variant, url, seconds) => {
    const result =
      variant === 'single'
        ? await oneAtATime(url, mixes[endpoint.key], seconds)
        : await load({
            url,
            method: endpoint.method,
            requests: mixes[endpoint.key],
            connections,
            duration: seconds,
          });
    // Requests still queued when autocannon stops would run into the next measurement: the health
    // check answers once the process has worked through them.
    await fetch(`${url}/api/health`).then((r) => r.arrayBuffer());
    return result;
  };
  const samples = {};
  const add = (key, result) => {
    samples[key] ??= [];
    samples[key].push(result);
  };
  for (const endpoint of ENDPOINTS) {
    for (const [variant, url] of variants(endpoint)) await measure(endpoint, variant, url, 1);
  }
  for (let run = 0; run < runs; run += 1) {
    for (const endpoint of ENDPOINTS) {
      add(
        `${endpoint.key} baseline`,
        await load({ url: baseUrl + endpoint.route, method: endpoint.method, connections, duration }),
      );
      for (const [variant, url] of variants(endpoint)) {
        add(`${endpoint.key} ${variant}`, await measure(endpoint, variant, url, duration));
      }
    }
    // Each Poland zoom-6 body alone, cache off, one request at a time: its own answer time.
    for (const body of POLAND_ZOOM_6) add(body.key, await oneAtATime(uncached.url, [body.request], duration));
  }
  const result = {
    dialect,
    offers,
    sizes,
    figures: Object.fromEntries(Object.entries(samples).map(([key, list]) => [key, medianOf(list)])),
    rssMb: { api: deployed.proc.rssMb(), uncached: uncached.proc.rssMb() },
  };
  await baseline.stop();
  await deployed.proc.stop();
  await uncached.proc.stop();
  return result;
}

async function benchDialect(dialect) {
  const dataDir = tempDir(`estate-tiers-${dialect}-`);
  const pgDb =
    dialect === 'postgres' ? await createPostgresDatabase(process.env.BENCH_DATABASE_URL, 'tiers') : null;
  const dbEnv = { DATA_DIR: dataDir, ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) };
  const results = [];
  try {
    let seeded = 0;
    for (const offers of tiers) {
      const seedStart = Date.now();
      // Tiers grow the same database: each adds the offers the next one needs.
      runNode(
        [path.join(root, 'apps/api/dist/generate-offers.mjs'), '--count', String(offers - seeded)],
        dbEnv,
      );
      const seedSeconds = (Date.now() - seedStart) / 1000;
      seeded = offers;
      console.log(`\n== ${dialect}: ${offers} offers (seeded in ${seedSeconds.toFixed(0)} s)`);
      const result = { ...(await benchTier(dialect, dbEnv, offers, dataDir)), seedSeconds };
      for (const [key, f] of Object.entries(result.figures)) {
        console.log(
          `${key.padEnd(18)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50} p95 ${f.p95} p99 ${f.p99}  errors ${f.errors}`,
        );
      }
      results.push(result);
    }
    return results;
  } finally {
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

buildIfStale({ only: ['api'] });
const started = Date.now();
const dialects = ['sqlite', ...(process.env.BENCH_DATABASE_URL ? ['postgres'] : [])];
const results = [];
for (const dialect of dialects) results.push(...(await benchDialect(dialect)));

const fmt = (n, d = 1) => Number(n).toFixed(d);
const count = (n) => (n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1000 ? `${n / 1000}k` : String(n));
const variantLabel = { api: 'as deployed', uncached: 'cache off', single: 'cache off, one at a time' };

/** The targets of issue 7 that a row of the table answers. */
function target(endpoint, variant, offers, figure, base) {
  if (offers !== 100_000) return '';
  if (endpoint === 'listing' && variant === 'api') {
    return figure.rps / base.rps >= 0.4 && figure.p95 <= 15
      ? 'met (≥ 40 %, p95 ≤ 15)'
      : 'missed (≥ 40 %, p95 ≤ 15)';
  }
  // Issue 19: offer pages answered from the cache like lists.
  if (endpoint === 'offer' && variant === 'api') {
    return figure.rps / base.rps >= 0.3 ? 'met (≥ 30 %)' : 'missed (≥ 30 %)';
  }
  if (endpoint === 'map' && variant === 'single') {
    return figure.p95 <= 50 ? 'met (p95 ≤ 50)' : 'missed (p95 ≤ 50)';
  }
  return '';
}

const rows = [];
for (const r of results) {
  for (const endpoint of ENDPOINTS) {
    const base = r.figures[`${endpoint.key} baseline`];
    for (const variant of ['api', 'uncached', 'single']) {
      const f = r.figures[`${endpoint.key} ${variant}`];
      if (!f) continue;
      rows.push(
        `| ${r.dialect} | ${count(r.offers)} | ${endpoint.label} | ${variantLabel[variant]} | ${fmt(f.rps, 0)} | ${fmt(base.rps, 0)} | ${fmt((f.rps / base.rps) * 100)} % | ${fmt(f.p50)} / ${fmt(f.p95)} / ${fmt(f.p99)} | ${fmt(base.p50)} / ${fmt(base.p95)} / ${fmt(base.p99)} | ${f.errors} | ${target(endpoint.key, variant, r.offers, f, base)} |`,
      );
    }
  }
}

// Issue 19: the map over Poland at zoom 6 answers within 100 ms at 1M offers, cache off.
const polandRows = [];
for (const r of results) {
  for (const body of POLAND_ZOOM_6) {
    const f = r.figures[body.key];
    if (!f) continue;
    const verdict = r.offers === 1_000_000 ? (f.p95 <= 100 ? 'met (p95 ≤ 100)' : 'missed (p95 ≤ 100)') : '';
    polandRows.push(
      `| ${r.dialect} | ${count(r.offers)} | ${body.label} | ${fmt(f.p50)} | ${fmt(f.p95)} | ${verdict} |`,
    );
  }
}

// p50 at the largest tier against the smallest.
const growthRows = [];
for (const dialect of dialects) {
  const mine = results.filter((r) => r.dialect === dialect);
  const first = mine[0];
  const last = mine.at(-1);
  if (!first || first === last) continue;
  for (const endpoint of ENDPOINTS) {
    for (const variant of ['api', 'uncached', 'single']) {
      const key = `${endpoint.key} ${variant}`;
      if (!first.figures[key]) continue;
      const p50s = mine.map((r) => r.figures[key].p50);
      const growth = last.figures[key].p50 / first.figures[key].p50;
      // The target is judged on the database's own cost: with the cache on, every tier answers
      // the mix's repeated bodies from memory and cannot show growth.
      const verdict =
        endpoint.key === 'listing' && variant === 'uncached'
          ? growth <= 3
            ? 'met (≤ 3 ×)'
            : 'missed (≤ 3 ×)'
          : '';
      growthRows.push(
        `| ${dialect} | ${endpoint.label} | ${variantLabel[variant]} | ${p50s.map((p) => fmt(p)).join(' → ')} | ${fmt(growth, 2)} × | ${verdict} |`,
      );
    }
  }
}

const seeds = results
  .map((r) => `${r.dialect} ${count(r.offers)} +${fmt(r.seedSeconds, 0)} s (API RSS ${r.rssMb.api} MB)`)
  .join('; ');
const m = machine();
const name = `api-tiers-${tiers.map(count).join('-')}`;
const command = `node bench/api-tiers.mjs --tiers ${tiers.join(',')} --runs ${runs} --duration ${duration} --connections ${connections}`;
writeReportSection(
  name,
  `## API at ${tiers.map(count).join(', ')} offers: listing, offer, map

${m.date} UTC · ${m.cores} cores, ${m.memoryGb} GiB (${m.cpu}) · Node ${m.node} · commit ${m.commit} ·
\`${command}\` · ${fmt((Date.now() - started) / 60000)} min

The built API on a database filled tier by tier with the demo's generator (\`generate-offers\`),
loaded by autocannon over loopback with ${connections} connections, median of ${runs} runs of ${duration} s per
figure, each run measuring the baseline right before the API. Mixes (\`bench/api-mixes.mjs\`):
${LISTING_MIX.length} listing bodies (sale/rent lists, rent area rules, voivodeship and town, price and area
ranges with sorts, page 40, flags, most viewed, a rent list by price); 40 offer pages spread over the
whole id range in both languages; ${MAP_MIX.length} map bodies (the home's and the list pages' static maps, the
interactive map over Poland at zoom 6, a voivodeship at 8, Warsaw at 11, central Kraków at 14).
Baseline: a bare Fastify route answering the same bytes as the mix's first answer (listing
${sizes(results, 'listing')}, offer ${sizes(results, 'offer')}, map ${sizes(results, 'map')}) in the same kind of process.
"As deployed": hot lists, the static map's counts and offer pages (each offer in each language)
answered from memory for \`LIST_CACHE_SECONDS\` (10 s); "cache off" asks the database every time
(\`LIST_CACHE_SECONDS=0\`); "cache off, one at a time" is the map's cost per request without
queueing behind other requests (SQLite answers one query at a time per process): the mix's bodies
sent one after another for the run's seconds (each at least once), every answer timed. Latency in ms. Seeding and resident memory of the API after the
runs: ${seeds}.

| database | offers | endpoint | API | req/s | baseline req/s | ratio | p50 / p95 / p99 | baseline p50 / p95 / p99 | errors | target |
|---|---|---|---|---:|---:|---:|---|---|---:|---|
${rows.join('\n')}

How p50 grows from ${count(tiers[0])} to ${count(tiers.at(-1))} offers (target for the listing: ≤ 3 ×, judged with the
cache off):

| database | endpoint | API | p50 per tier (ms) | growth | |
|---|---|---|---|---:|---|
${growthRows.join('\n')}

The interactive map over Poland at zoom 6 (\`bbox\` 49–54.9° N, 14.1–24.2° E), each body alone, cache off,
one request at a time for the run's seconds, every answer timed; median of ${runs} runs (decision 039: read
from the cells the write path keeps). Target: ≤ 100 ms at 1M.

| database | offers | filter | p50 (ms) | p95 (ms) | target ≤ 100 ms at 1M |
|---|---|---|---:|---:|---|
${polandRows.join('\n')}`,
);
console.log(`\nwritten to docs/BENCHMARKS.md (${name}) in ${fmt((Date.now() - started) / 60000)} min`);

function sizes(list, key) {
  const values = [...new Set(list.map((r) => r.sizes[key]))];
  return `${Math.min(...values)}–${Math.max(...values)} B`;
}
