// Page throughput (issue 7 "Pages"): home, the sale list, an offer page and a news item from the
// built site (`apps/web/dist/server.mjs`, as `npm start` runs it) against a baseline serving the same
// HTML as static files from a plain Node HTTP server. Median of several runs; figures go to
// docs/BENCHMARKS.md.
//
//   node bench/pages.mjs [--runs 3] [--duration 10] [--connections 10]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { freePort } from '../scripts/lib/free-port.mjs';
import {
  firstOffers,
  load,
  machine,
  medianOf,
  root,
  startNode,
  startStack,
  tempDir,
  writeReportSection,
} from './lib.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const runs = Number(values.runs);
const duration = Number(values.duration);
const connections = Number(values.connections);
const TARGET = 0.3;

buildIfStale();
const dataDir = tempDir('estate-bench-pages-');
const stack = await startStack();
const { api, site, apiBase, siteUrl } = stack;
const [offer] = await firstOffers(apiBase, 1);
const news = (await (await fetch(`${apiBase}/api/news?lang=pl&page=1&onPage=1`)).json()).data[0];
const pages = [
  { name: 'home', path: '/' },
  { name: 'sale list', path: '/sprzedaz' },
  { name: 'offer page', path: `/szczegoly_ogloszenia/${offer.id}` },
  { name: 'news item', path: `/aktualnosci/show/${news.id}` },
];

const staticDir = path.join(dataDir, 'static');
fs.mkdirSync(staticDir);
for (const page of pages) {
  const response = await fetch(`${siteUrl}${page.path}`);
  if (!response.ok) throw new Error(`${page.path} answered ${response.status}`);
  const html = await response.text();
  page.bytes = Buffer.byteLength(html);
  fs.writeFileSync(path.join(staticDir, `${encodeURIComponent(page.path)}.html`), html);
}
const basePort = await freePort();
const baseline = await startNode(
  path.join(root, 'bench/static-server.mjs'),
  { PORT: String(basePort), STATIC_DIR: staticDir },
  `http://127.0.0.1:${basePort}/`,
);

const results = [];
for (const page of pages) {
  const siteRuns = [];
  const baseRuns = [];
  await load({ url: `${siteUrl}${page.path}`, connections, duration: 2 });
  for (let run = 0; run < runs; run += 1) {
    baseRuns.push(await load({ url: `http://127.0.0.1:${basePort}${page.path}`, connections, duration }));
    siteRuns.push(await load({ url: `${siteUrl}${page.path}`, connections, duration }));
  }
  const result = { ...page, site: medianOf(siteRuns), baseline: medianOf(baseRuns) };
  results.push(result);
  console.log(page.name, Math.round(result.site.rps), 'req/s vs', Math.round(result.baseline.rps));
}
const rss = { site: site.rssMb(), api: api.rssMb() };
await baseline.stop();
await stack.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

const m = machine();
const fmt = (n, d = 1) => Number(n).toFixed(d);
const rows = results.map((r) => {
  const ratio = r.site.rps / r.baseline.rps;
  return `| ${r.name} | \`${r.path}\` | ${fmt(r.bytes / 1024, 0)} KB | ${fmt(r.site.rps, 0)} | ${fmt(r.baseline.rps, 0)} | ${fmt(ratio * 100, 1)} % | ${fmt(r.site.p50)} / ${fmt(r.site.p95)} / ${fmt(r.site.p99)} | ${fmt(r.baseline.p50)} / ${fmt(r.baseline.p95)} / ${fmt(r.baseline.p99)} | ${r.site.errors} | ${ratio >= TARGET ? 'met' : 'missed'} |`;
});
writeReportSection(
  'pages',
  `## Pages: the site against the same HTML as static files

${m.date} UTC · ${m.cores} cores, ${m.memoryGb} GiB (${m.cpu}) · Node ${m.node} · commit ${m.commit} ·
\`node bench/pages.mjs --runs ${runs} --duration ${duration} --connections ${connections}\`

The built site (\`apps/web/dist/server.mjs\`, as \`npm start\` runs it, on the seeded SQLite demo
database with the API's defaults) against a plain Node HTTP server sending the same HTML from files.
${connections} connections, median of ${runs} runs of ${duration} s after a 2 s warm-up. Latency in ms.
Target: ≥ ${TARGET * 100} % of the baseline's req/s. Resident memory after the runs: site ${rss.site} MB, API ${rss.api} MB.

| Page | Path | HTML | Site req/s | Baseline req/s | Ratio | Site p50 / p95 / p99 | Baseline p50 / p95 / p99 | Errors | Target |
|---|---|---:|---:|---:|---:|---|---|---:|---|
${rows.join('\n')}`,
);
