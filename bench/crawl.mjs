// `npm run crawl` (issue 15 "Load shedding"): what a link checker or an aggressive crawler does to
// one site process: 500 concurrent connections, each request to a URL nobody asked for before
// (every offer page in both languages, list pages, content slugs that do not exist), for 30 s.
// Beside it, one health check and one request for a cached page every 100 ms, timed one by one.
// Pass: health p99 < 1 s, cached page p99 < 1 s, every flood answer 200, 404, 429 or 503 with
// Retry-After (404: the slugs that do not exist), no crash, site RSS afterwards <= 600 MB.
//
// Then a crowd (issue 32, decision 047): 50 visitors, each on its own connection with its own
// address, asking for filter pages nobody asked for before (/sprzedaz/f/price-gte=N) for 15 s,
// once straight to the site (the site trusts the load generator as its proxy, TRUST_PROXY=loopback,
// and each visitor's address travels in X-Forwarded-For) and once through nginx with the shipped
// configuration (deploy/nginx/portal.conf; each visitor connects from its own loopback address).
// Beside it, /kontakt (cached) and /health every 100 ms. Pass: cached page and health p99 < 300 ms,
// admitted renders p99 < 2 s, every other answer 503 (or 429) with Retry-After.
// Figures go to docs/RELIABILITY.md.
//
//   npm run crawl [-- --connections 500 --duration 30 --crowd 50 --crowd-duration 15]
import http from 'node:http';
import https from 'node:https';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { NGINX, startNginx } from '../scripts/lib/nginx.mjs';
import { machine, percentile, startStack, writeReportSection } from './lib.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '500' },
    crowd: { type: 'string', default: '50' },
    'crowd-duration': { type: 'string', default: '15' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const crowdSize = Number(values.crowd);
const crowdSeconds = Number(values['crowd-duration']);
// A shed render: 503 when the site is busy, 429 when the client is over its budget (decision 025).
const SHED = new Set([429, 503]);
const LIMITS = {
  healthP99Ms: 1_000,
  cachedP99Ms: 1_000,
  rssMb: 600,
  crowdQuickP99Ms: 300,
  crowdRenderP99Ms: 2_000,
};

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
 * how many shed answers (503 busy, 429 over the client's budget) lacked Retry-After.
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
          if (SHED.has(response.status) && !response.headers.get('retry-after')) without += 1;
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

/**
 * One GET over a keep-alive agent of its own (http or https, a self-signed certificate accepted),
 * timed; answers the status, whether a shed answer carried Retry-After, and the milliseconds.
 */
function timedGet(url, agent, headers = {}) {
  const started = performance.now();
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve) => {
    const request = client.get(
      url,
      { agent, headers, rejectUnauthorized: false, timeout: 30_000 },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            retryAfter: response.headers['retry-after'] !== undefined,
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () =>
      resolve({ status: 'error', retryAfter: false, ms: performance.now() - started }),
    );
  });
}

function agentFor(url, localAddress) {
  const options = { keepAlive: true, maxSockets: 1, localAddress };
  return url.startsWith('https:')
    ? new https.Agent({ ...options, rejectUnauthorized: false })
    : new http.Agent(options);
}

function stats(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    max: Math.round(sorted.at(-1) ?? 0),
  };
}

let crowdPage = 0;

/**
 * `crowdSize` visitors asking for distinct filter pages for `crowdSeconds`, each on its own
 * connection with its own address (in X-Forwarded-For, or as the connection's source address when
 * `viaSourceAddress`), with /kontakt and /health asked every 100 ms beside them.
 */
async function crowd(baseUrl, viaSourceAddress) {
  const until = performance.now() + crowdSeconds * 1_000;
  const rendered = [];
  const shed = [];
  const other = {};
  let shedWithoutRetryAfter = 0;
  const visitors = Array.from({ length: crowdSize }, async (_, i) => {
    const address = `127.0.${10 + Math.floor(i / 200)}.${1 + (i % 200)}`;
    const agent = agentFor(baseUrl, viaSourceAddress ? address : undefined);
    const headers = viaSourceAddress ? {} : { 'x-forwarded-for': `198.51.100.${1 + i}` };
    while (performance.now() < until) {
      crowdPage += 1;
      const answer = await timedGet(`${baseUrl}/sprzedaz/f/price-gte=${100_000 + crowdPage}`, agent, headers);
      if (answer.status === 200) rendered.push(answer.ms);
      else if (SHED.has(answer.status)) {
        shed.push(answer.ms);
        if (!answer.retryAfter) shedWithoutRetryAfter += 1;
        // A visitor told to come back later does, a little later (as a browser's user would).
        await new Promise((resolve) => setTimeout(resolve, 200));
      } else other[answer.status] = (other[answer.status] ?? 0) + 1;
    }
    agent.destroy();
  });
  const probe = async (path, address) => {
    const agent = agentFor(baseUrl, viaSourceAddress ? address : undefined);
    const latencies = [];
    const statuses = {};
    while (performance.now() < until) {
      const answer = await timedGet(`${baseUrl}${path}`, agent);
      latencies.push(answer.ms);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    agent.destroy();
    return { ...stats(latencies), statuses };
  };
  const [cached, health] = await Promise.all([
    probe('/kontakt', '127.0.9.1'),
    probe('/health', '127.0.9.2'),
    ...visitors,
  ]);
  return { rendered: stats(rendered), shed: stats(shed), other, shedWithoutRetryAfter, cached, health };
}

function crowdChecks(result, label) {
  return {
    [`${label}: cached page p99 < 300 ms`]:
      result.cached.p99 < LIMITS.crowdQuickP99Ms && Object.keys(result.cached.statuses).join() === '200',
    [`${label}: health p99 < 300 ms`]:
      result.health.p99 < LIMITS.crowdQuickP99Ms && Object.keys(result.health.statuses).join() === '200',
    [`${label}: admitted renders p99 < 2 s`]:
      result.rendered.count > 0 && result.rendered.p99 < LIMITS.crowdRenderP99Ms,
    [`${label}: the rest 503 or 429 with Retry-After`]:
      Object.keys(result.other).length === 0 && result.shedWithoutRetryAfter === 0,
  };
}

async function warm(baseUrl, path) {
  const agent = agentFor(baseUrl);
  for (let i = 0; i < 3; i += 1) await timedGet(`${baseUrl}${path}`, agent);
  agent.destroy();
}

buildIfStale();
// The crowd's visitors are told apart by the address the load generator names (decision 021).
const stack = await startStack({ siteEnv: { TRUST_PROXY: 'loopback' } });
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
    .filter(([status]) => !['200', '404', '429', '503'].includes(status))
    .reduce((sum, [, count]) => sum + count, 0);
  const checks = {
    'health p99 < 1 s': healthStats.p99 < LIMITS.healthP99Ms,
    'cached page p99 < 1 s': cachedStats.p99 < LIMITS.cachedP99Ms,
    'flood answers 200/404/429/503 only': unexpected === 0 && result.errors === 0 && result.timeouts === 0,
    'sheds carry Retry-After':
      (uncachedStats.statuses[503] ?? 0) + (uncachedStats.statuses[429] ?? 0) > 0 &&
      uncachedStats.withoutRetryAfter === 0,
    'site alive afterwards': alive === 200,
    'site RSS <= 600 MB': rssAfter <= LIMITS.rssMb,
  };

  // The crowd, straight to the site and then through nginx (when installed), each after a pause.
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  await warm(siteUrl, '/kontakt');
  const direct = await crowd(siteUrl, false);
  Object.assign(checks, crowdChecks(direct, 'crowd to the site'));
  let behindNginx;
  if (NGINX) {
    const nginx = await startNginx([Number(new URL(siteUrl).port)]);
    try {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      await warm(nginx.httpsUrl, '/kontakt');
      behindNginx = await crowd(nginx.httpsUrl, true);
      const verdicts = {};
      for (const entry of nginx.log()) {
        if (entry.uri === '/kontakt') verdicts[entry.cache] = (verdicts[entry.cache] ?? 0) + 1;
      }
      behindNginx.kontaktCache = verdicts;
    } finally {
      await nginx.stop();
    }
    Object.assign(checks, crowdChecks(behindNginx, 'crowd through nginx'));
  }
  report = {
    result,
    statuses,
    healthStats,
    cachedStats,
    uncachedStats,
    rssBefore,
    rssAfter,
    checks,
    direct,
    behindNginx,
  };
  console.log(JSON.stringify({ direct, behindNginx, checks }, null, 2));
} finally {
  await stack.stop();
}

const m = machine();
const {
  result,
  statuses,
  healthStats,
  cachedStats,
  uncachedStats,
  rssBefore,
  rssAfter,
  checks,
  direct,
  behindNginx,
} = report;
const crowdSection = (title, c) =>
  c === undefined
    ? `### ${title}\n\nnginx is not installed on this machine: not run.\n`
    : `### ${title}

| | answers | p50 ms | p99 ms | max ms |
|---|---:|---:|---:|---:|
| admitted renders (200) | ${c.rendered.count} | ${c.rendered.p50} | ${c.rendered.p99} | ${c.rendered.max} |
| shed (503 or 429, Retry-After on ${c.shed.count - c.shedWithoutRetryAfter}) | ${c.shed.count} | ${c.shed.p50} | ${c.shed.p99} | ${c.shed.max} |
| cached page \`/kontakt\` every 100 ms | ${c.cached.count} | ${c.cached.p50} | ${c.cached.p99} | ${c.cached.max} |
| \`/health\` every 100 ms | ${c.health.count} | ${c.health.p50} | ${c.health.p99} | ${c.health.max} |

Other statuses: ${JSON.stringify(c.other)}.${c.kontaktCache ? ` nginx's verdicts on \`/kontakt\`: ${JSON.stringify(c.kontaktCache)}.` : ''}
`;
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
- A page never asked before, every 100 ms: ${table(uncachedStats)}; shed without Retry-After: ${uncachedStats.withoutRetryAfter}.
  (This probe shares the crawler's address, 127.0.0.1, so it meets the crawler's per-address budget.)
- Site RSS ${rssBefore} MB before, ${rssAfter} MB 5 s after.

## A crowd of uncached pages: ${crowdSize} visitors for ${crowdSeconds} s

Each visitor on its own connection with its own address asks for filter pages nobody asked for
before (\`/sprzedaz/f/price-gte=N\`), one after the other, and waits 200 ms after a 503 or 429; beside
them \`/kontakt\` (cached) and \`/health\` every 100 ms. Render admission (decision 047): as many
renders at once as the machine has cores, a queue of twice that for at most 1 s, the event loop's
lag; before it (12 renders at once, no queue) the same crowd made every render take p50 1.65 s and
\`/kontakt\` p50 1.37 s, p99 1.66 s (issue 32).

${crowdSection('Straight to the site (TRUST_PROXY=loopback, addresses in X-Forwarded-For)', direct)}
${crowdSection('Through nginx with deploy/nginx/portal.conf (TLS, micro-cache; one source address per visitor)', behindNginx)}
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
