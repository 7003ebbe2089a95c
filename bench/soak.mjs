// `npm run soak` (issue 8 "Load"): 100 concurrent connections for 60 s over a mix of pages (site)
// and API calls, twice in a row, on SQLite and, with BENCH_DATABASE_URL, on PostgreSQL. Pass: zero
// errors, and the resident memory of the API and the site does not grow from the first run to the
// second. Figures go to docs/RELIABILITY.md.
//
//   npm run soak [-- --duration 60 --connections 100]
import { parseArgs } from 'node:util';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { createPostgresDatabase } from '../scripts/lib/postgres.mjs';
import { firstOffers, load, machine, startStack, writeReportSection } from './lib.mjs';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '60' }, connections: { type: 'string', default: '100' } },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const adminUrl = process.env.BENCH_DATABASE_URL;
/** Memory may settle a little between runs (caches, JIT); more than this is growth. */
const GROWTH_TOLERANCE = 0.1;

const API_MIX = [
  { typeClassified: 1, itemsPerPage: 6 },
  { typeClassified: 2, itemsPerPage: 6, typeProperty: 1, 'areaRentalOffice[gte]': 1 },
  { typeClassified: 1, itemsPerPage: 6, localizationVoivodeship: 14, order: 'price_asc' },
  { typeClassified: 1, isNew: 1, itemsPerPage: 8 },
  { order: 'viewed_period', itemsPerPage: 3 },
].map((body) => ({ method: 'POST', path: '/api/classified', body }));

async function soak(dialect) {
  const database = dialect === 'postgres' ? await createPostgresDatabase(adminUrl, 'soak') : undefined;
  // Production defaults otherwise, list cache included: this is the load a deployment sees.
  const stack = await startStack({ apiEnv: database ? { DATABASE_URL: database.url } : {} });
  const { api, site, apiBase, siteUrl } = stack;
  const ids = (await firstOffers(apiBase, 4)).map((offer) => offer.id);
  const pages = [
    '/',
    '/en',
    '/sprzedaz',
    '/wynajem/mazowieckie',
    '/nowosci',
    '/aktualnosci',
    '/blog',
    '/faq',
    '/kontakt',
    ...ids.map((id) => `/szczegoly_ogloszenia/${id}`),
  ].map((p) => ({ path: p }));
  const apiCalls = [
    ...API_MIX,
    ...ids.map((id) => ({ method: 'GET', path: `/api/classified/${id}` })),
    { method: 'POST', path: '/api/classified/map', body: { lang: 'pl' } },
  ];

  // Warm-up, not counted: Next compiles and caches on first renders, V8 optimises hot code.
  console.log(`${dialect}: warm-up`);
  await Promise.all([
    load({ url: siteUrl, requests: pages, connections: connections / 2, duration: Math.ceil(duration / 3) }),
    load({
      url: apiBase,
      requests: apiCalls,
      connections: connections / 2,
      duration: Math.ceil(duration / 3),
    }),
  ]);
  const runs = [];
  for (let run = 1; run <= 2; run += 1) {
    console.log(`${dialect}: run ${run}, ${connections} connections for ${duration} s`);
    // Half the connections on pages (which call the API themselves), half on the API directly.
    const [pagesResult, apiResult] = await Promise.all([
      load({ url: siteUrl, requests: pages, connections: connections / 2, duration }),
      load({ url: apiBase, requests: apiCalls, connections: connections / 2, duration }),
    ]);
    // Let in-flight work and timers settle before reading memory.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    runs.push({ run, pages: pagesResult, api: apiResult, apiRss: api.rssMb(), siteRss: site.rssMb() });
    console.log(runs.at(-1));
  }
  await stack.stop();
  await database?.drop();
  return { dialect, runs };
}

buildIfStale();
const results = [];
for (const dialect of adminUrl ? ['sqlite', 'postgres'] : ['sqlite']) results.push(await soak(dialect));

const grew = (first, second) => second > first * (1 + GROWTH_TOLERANCE);
const verdicts = results.map(({ dialect, runs: [first, second] }) => ({
  dialect,
  errors: first.pages.errors + first.api.errors + second.pages.errors + second.api.errors,
  apiGrew: grew(first.apiRss, second.apiRss),
  siteGrew: grew(first.siteRss, second.siteRss),
}));
const ok = verdicts.every((v) => v.errors === 0 && !v.apiGrew && !v.siteGrew);

const m = machine();
const rows = results.flatMap(({ dialect, runs }) =>
  runs.flatMap((r) => [
    `| ${dialect} | ${r.run} | pages (site) | ${r.pages.total} | ${Math.round(r.pages.rps)} | ${r.pages.p50.toFixed(1)} | ${r.pages.p99.toFixed(1)} | ${r.pages.errors} | ${r.siteRss} |`,
    `| ${dialect} | ${r.run} | API | ${r.api.total} | ${Math.round(r.api.rps)} | ${r.api.p50.toFixed(1)} | ${r.api.p99.toFixed(1)} | ${r.api.errors} | ${r.apiRss} |`,
  ]),
);
writeReportSection(
  'soak',
  [
    '## Soak (`npm run soak`)',
    '',
    `${m.date}, ${m.cores} cores, ${m.memoryGb} GiB, Node ${m.node}, commit ${m.commit}. ${connections} connections ` +
      `for ${duration} s, twice after a warm-up: half on pages of the site (home in both languages, lists, offers, news, blog, ` +
      `FAQ, contact), half on the API (lists, offers, map). Result: **${ok ? 'pass' : 'FAIL'}** ` +
      `(errors: ${verdicts.map((v) => `${v.dialect} ${v.errors}`).join(', ')}; memory growth over ` +
      `${GROWTH_TOLERANCE * 100} % from run 1 to run 2: ${verdicts.map((v) => `${v.dialect} ${v.apiGrew || v.siteGrew ? 'yes' : 'no'}`).join(', ')}).`,
    '',
    '| Database | Run | Target | Requests | req/s | p50 ms | p99 ms | Errors | RSS after, MB |',
    '|---|---:|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n'),
  'docs/RELIABILITY.md',
);
console.log(ok ? 'soak: pass' : 'soak: FAIL');
process.exit(ok ? 0 : 1);
