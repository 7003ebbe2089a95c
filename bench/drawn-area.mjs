// An area drawn on the map (issue 36, decision 059) at 100k offers: the offer list filtered by a
// polygon or a circle against the same list without it, and the static markers (the map under a
// list) with and without it, on SQLite and, with BENCH_DATABASE_URL, PostgreSQL. The API runs with
// its list cache off, so each answer is the database's work; each request is timed alone (nothing
// queued before it), the variants interleaved so both sides of a ratio see the same machine.
// Figures go to docs/BENCHMARKS.md.
//
//   node bench/drawn-area.mjs [--offers 100000] [--samples 60]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { freePort } from '../scripts/lib/free-port.mjs';
import { createPostgresDatabase } from '../scripts/lib/postgres.mjs';
import { machine, percentile, root, runNode, startNode, tempDir, writeReportSection } from './lib.mjs';

const { values } = parseArgs({
  options: {
    offers: { type: 'string', default: '100000' },
    samples: { type: 'string', default: '60' },
  },
});
const offers = Number(values.offers);
const samples = Number(values.samples);
if (!Number.isInteger(offers) || offers < 1000) throw new Error('--offers: 1000 or more');
if (!Number.isInteger(samples) || samples < 5) throw new Error('--samples: 5 or more');

/** The outline around Kraków of the API's drawn-area test (a notch cut into its east side). */
const KRAKOW = {
  kind: 'polygon',
  points: [
    [50.14, 19.78],
    [50.14, 20.12],
    [50.1, 20.12],
    [50.06, 19.99],
    [50.02, 20.12],
    [49.98, 20.12],
    [49.98, 19.78],
  ],
};
/** The largest outline a visitor can draw (20 corners) over most of southern Poland: the box narrows little. */
const SOUTH = {
  kind: 'polygon',
  points: Array.from({ length: 20 }, (_, i) => {
    const angle = (2 * Math.PI * i) / 20;
    return [
      Math.round((50.6 + 1.4 * Math.sin(angle)) * 1e5) / 1e5,
      Math.round((19.5 + 4 * Math.cos(angle)) * 1e5) / 1e5,
    ];
  }),
};
const CIRCLE = { kind: 'circle', lat: 50.06143, lng: 19.93658, radiusKm: 20 };

const LIST = { typeClassified: 1, itemsPerPage: 12, currentPage: 1, order: 'newest' };
/** [key, label, path, body without the area, area]: each measured with and without its area. */
const CASES = [
  ['list-krakow', 'sale list, a polygon around Kraków (7 corners)', '/api/classified', LIST, KRAKOW],
  ['list-circle', 'sale list, a circle of 20 km around Kraków', '/api/classified', LIST, CIRCLE],
  ['list-south', 'sale list, 20 corners over southern Poland', '/api/classified', LIST, SOUTH],
  [
    'markers-krakow',
    'static markers of the sale list, the polygon around Kraków',
    '/api/classified/map',
    { typeClassified: 1, lang: 'pl' },
    KRAKOW,
  ],
];

const stats = (sorted) => ({ p50: percentile(sorted, 50), p95: percentile(sorted, 95) });

async function post(api, route, body) {
  const response = await fetch(`${api}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${route} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** How many offers an answer holds in all: the list's total, or the markers' sum. */
const countOf = (answer) => answer.meta?.total ?? answer.data?.total ?? Number.NaN;

async function benchDialect(dialect) {
  const dataDir = tempDir(`estate-drawn-area-${dialect}-`);
  const pgDb =
    dialect === 'postgres' ? await createPostgresDatabase(process.env.BENCH_DATABASE_URL, 'drawnarea') : null;
  const dbEnv = { DATA_DIR: dataDir, ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) };
  try {
    runNode([path.join(root, 'apps/api/dist/generate-offers.mjs'), '--count', String(offers)], dbEnv);
    const port = await freePort();
    const api = `http://127.0.0.1:${port}`;
    const proc = await startNode(
      path.join(root, 'apps/api/dist/server.mjs'),
      {
        ...dbEnv,
        API_PORT: String(port),
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        LIST_CACHE_SECONDS: '0',
      },
      `${api}/api/health`,
    );
    try {
      const rows = [];
      for (const [key, label, route, body, area] of CASES) {
        const plain = body;
        const withArea = { ...body, drawnArea: area };
        // Warm-up, and the counts each side answers (the area must narrow the list, not empty it).
        const counts = {
          plain: countOf(await post(api, route, plain)),
          area: countOf(await post(api, route, withArea)),
        };
        const times = { plain: [], area: [] };
        for (let i = 0; i < samples; i += 1) {
          for (const side of i % 2 === 0 ? ['plain', 'area'] : ['area', 'plain']) {
            const from = performance.now();
            await post(api, route, side === 'plain' ? plain : withArea);
            times[side].push(performance.now() - from);
          }
        }
        const plainStats = stats(times.plain.sort((a, b) => a - b));
        const areaStats = stats(times.area.sort((a, b) => a - b));
        rows.push({
          key,
          label,
          counts,
          plain: plainStats,
          area: areaStats,
          ratio: areaStats.p50 / plainStats.p50,
        });
        console.log(
          `${dialect} ${key}: ${counts.area} of ${counts.plain} offers; p50 ${areaStats.p50.toFixed(1)} against ${plainStats.p50.toFixed(1)} ms (${(areaStats.p50 / plainStats.p50).toFixed(2)}x)`,
        );
      }
      return { dialect, rows };
    } finally {
      await proc.stop();
    }
  } finally {
    await pgDb?.drop();
  }
}

buildIfStale();
const results = [await benchDialect('sqlite')];
if (process.env.BENCH_DATABASE_URL) results.push(await benchDialect('postgres'));

const m = machine();
const ms = (value) => value.toFixed(1);
const markdown = `## A drawn area at ${offers.toLocaleString('en')} offers: the list with and without it

${m.date} UTC · ${m.cores} cores, ${m.memoryGb} GiB (${m.cpu}) · Node ${m.node} · commit ${m.commit} ·
\`node bench/drawn-area.mjs --offers ${offers} --samples ${samples}\`

The built API on a database filled by the demo's generator (\`generate-offers\`), its list cache off
(\`LIST_CACHE_SECONDS=0\`), so each answer is the database's work: every request timed alone, nothing
queued before it, ${samples} of each side, the two sides interleaved. The list is the sale list's
first page (12 offers, newest first); the markers are the static map under it. The area is
filtered by its box in SQL (the lat/lng index) and then by the exact even-odd or distance test
written in SQL (decision 059); no PostGIS. A list's count stops at 10,000 (\`meta.totalCapped\`, decision 009).
*×*: the median with the area over the median without it.

| Database | What | Offers: with the area / without | p50 / p95 with (ms) | p50 / p95 without (ms) | × |
|---|---|---:|---:|---:|---:|
${results
  .flatMap(({ dialect, rows }) =>
    rows.map(
      (row) =>
        `| ${dialect} | ${row.label} | ${row.counts.area.toLocaleString('en')} / ${row.counts.plain.toLocaleString('en')} | ${ms(row.area.p50)} / ${ms(row.area.p95)} | ${ms(row.plain.p50)} / ${ms(row.plain.p95)} | ${row.ratio.toFixed(2)} × |`,
    ),
  )
  .join('\n')}
`;
writeReportSection('drawn-area', markdown);
console.log(markdown);
