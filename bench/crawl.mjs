// `npm run crawl` (issue 15 "Load shedding"): what a link checker or an aggressive crawler does to
// one site process: 500 concurrent connections, each request to a URL nobody asked for before
// (every offer page in both languages, list pages, content slugs that do not exist), for 30 s.
// Beside it, one health check and one request for a cached page every 100 ms, timed one by one.
// Pass: health p99 < 1 s, cached page p99 < 1 s, every flood answer 200, 404 or 503 with
// Retry-After (404: the slugs that do not exist), no crash, site RSS afterwards <= 600 MB.
// Figures go to docs/RELIABILITY.md.
//
//   npm run crawl [-- --connections 500 --duration 30]
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { machine, percentile, startStack, writeReportSection } from './lib.mjs';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '30' }, connections: { type: 'string', default: '500' } },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const LIMITS = { healthP99Ms: 1_000, cachedP99Ms: 1_000, rssMb: 600 };

const VOIVODESHIPS = [
  'dolnoslaskie',
  'lodzkie',
  'malopolskie',
  'mazowieckie',
  'pomorskie',
  'slaskie',
  'wielkopolskie',
];

/**
 * The n-th URL of the crawl, each one asked once: offer pages (all 300, both languages, then again
 * once their cache entry has expired), sale and rent lists by voivodeship with price filters that
 * differ on every request, and content pages that do not exist.
 */
function crawlPath(n) {
  const lang = n % 2 === 0 ? '' : '/en';
  const k = Math.floor(n / 2);
  switch (k % 4) {
    case 0:
      return `${lang}/szczegoly_ogloszenia/${1 + (Math.floor(k / 4) % 300)}`;
    case 1:
      return `${lang}/${k % 8 < 4 ? 'sprzedaz' : 'wynajem'}/${VOIVODESHIPS[k % VOIVODESHIPS.length]}/f/price-gte=${1000 + k}`;
    case 2:
      return `${lang}/sprzedaz/f/price-lte=${100000 + k}`;
    default:
      return `${lang}/nie-ma-takiej-strony-${n}`;
  }
}

/**
 * Requests `url()` every `everyMs` until `stop()`; answers the latencies and statuses seen, and
 * how many 503 answers lacked Retry-After.
 */
function probe(url, everyMs) {
  const latencies = [];
  const statuses = {};
  let without = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const status = await fetch(url(), { signal: AbortSignal.timeout(30_000), redirect: 'manual' })
        .then(async (response) => {
          await response.arrayBuffer();
          if (response.status === 503 && !response.headers.get('retry-after')) without += 1;
          return response.status;
        })
        .catch(() => 'error');
      latencies.push(performance.now() - started);
      statuses[status] = (statuses[status] ?? 0) + 1;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      latencies.sort((a, b) => a - b);
      return {
        count: latencies.length,
        p50: Math.round(percentile(latencies, 50)),
        p99: Math.round(percentile(latencies, 99)),
        max: Math.round(latencies.at(-1) ?? 0),
        statuses,
        withoutRetryAfter: without,
      };
    },
  };
}

buildIfStale();
const stack = await startStack();
const { site, siteUrl } = stack;
let report;
try {
  // The page the cached-page probe asks, cached before the flood starts.
  const cachedPath = '/faq';
  for (let i = 0; i < 3; i += 1) await fetch(`${siteUrl}${cachedPath}`).then((r) => r.arrayBuffer());
  const rssBefore = site.rssMb();

  const health = probe(() => `${siteUrl}/health`, 100);
  const cached = probe(() => `${siteUrl}${cachedPath}`, 100);
  // Uncached renders asked beside the flood, to read their headers (autocannon gives statuses only).
  let m = 0;
  const uncached = probe(() => {
    m += 1;
    return `${siteUrl}/brak-strony-${m}`;
  }, 100);
  const statuses = {};
  let n = 0;
  const crawl = autocannon({
    url: siteUrl,
    connections,
    duration,
    timeout: 60,
    requests: [
      {
        setupRequest: (request) => {
          n += 1;
          return { ...request, path: crawlPath(n) };
        },
      },
    ],
  });
  crawl.on('response', (_client, statusCode) => {
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await crawl;
  const healthStats = await health.stop();
  const cachedStats = await cached.stop();
  const uncachedStats = await uncached.stop();
  // Let in-flight work finish and the collector run before reading the resident memory.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const alive = await fetch(`${siteUrl}/health`)
    .then((r) => r.status)
    .catch(() => 'down');
  const rssAfter = site.rssMb();
  const unexpected = Object.entries(statuses)
    .filter(([status]) => !['200', '404', '503'].includes(status))
    .reduce((sum, [, count]) => sum + count, 0);
  const checks = {
    'health p99 < 1 s': healthStats.p99 < LIMITS.healthP99Ms,
    'cached page p99 < 1 s': cachedStats.p99 < LIMITS.cachedP99Ms,
    'flood answers 200/404/503 only': unexpected === 0 && result.errors === 0 && result.timeouts === 0,
    '503s carry Retry-After': (uncachedStats.statuses[503] ?? 0) > 0 && uncachedStats.withoutRetryAfter === 0,
    'site alive afterwards': alive === 200,
    'site RSS <= 600 MB': rssAfter <= LIMITS.rssMb,
  };
  report = { result, statuses, healthStats, cachedStats, uncachedStats, rssBefore, rssAfter, checks };
  console.log(JSON.stringify(report.checks, null, 2));
} finally {
  await stack.stop();
}

const m = machine();
const { result, statuses, healthStats, cachedStats, uncachedStats, rssBefore, rssAfter, checks } = report;
const table = (stats) =>
  `${stats.count} requests, p50 ${stats.p50} ms, p99 ${stats.p99} ms, max ${stats.max} ms, statuses ${JSON.stringify(stats.statuses)}`;
writeReportSection(
  'crawl',
  `## Crawl: ${connections} connections to distinct URLs for ${duration} s (\`npm run crawl\`)

${m.date} UTC, ${m.cores} cores, ${m.memoryGb} GB, Node ${m.node}, commit ${m.commit}. One site process and one
API on SQLite with the demo data, production defaults (page cache, load shedding: decision 025).
Before load shedding, ~700 connections of a link checker stopped the site for 30–47 s and left it
at about 1 GB RSS (issue 15).

- Flood: ${result.requests.total} answers (${Math.round(result.requests.average)}/s), statuses ${JSON.stringify(statuses)},
  errors ${result.errors}, timeouts ${result.timeouts}.
- Health \`/health\` every 100 ms: ${table(healthStats)}.
- Cached page \`/faq\` every 100 ms: ${table(cachedStats)}.
- A page never asked before, every 100 ms: ${table(uncachedStats)}; 503 without Retry-After: ${uncachedStats.withoutRetryAfter}.
  (This probe shares the crawler's address, 127.0.0.1, so it meets the crawler's per-address budget.)
- Site RSS ${rssBefore} MB before, ${rssAfter} MB 5 s after.

| check | |
|---|---|
${Object.entries(checks)
  .map(([name, ok]) => `| ${name} | ${ok ? 'pass' : 'FAIL'} |`)
  .join('\n')}
`,
  'docs/RELIABILITY.md',
);
if (Object.values(checks).some((ok) => !ok)) {
  console.error('crawl: a check failed');
  process.exit(1);
}
