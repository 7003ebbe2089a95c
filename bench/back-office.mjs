// The back office at scale (issue 17): the offers list at 100k offers, saving an offer (derived
// columns, audit entry, change signal, cache drop) and a 12-megapixel camera JPEG made into the
// site's photo widths, each request timed one at a time (the cost a person waits for, nothing queued
// before it), on SQLite and, with BENCH_DATABASE_URL, PostgreSQL. Figures go to docs/BENCHMARKS.md.
//
//   node bench/back-office.mjs [--offers 100000] [--samples 200] [--photos 10]
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { freePort } from '../scripts/lib/free-port.mjs';
import { createPostgresDatabase } from '../scripts/lib/postgres.mjs';
import { machine, percentile, root, runNode, startNode, tempDir, writeReportSection } from './lib.mjs';

const { values } = parseArgs({
  options: {
    offers: { type: 'string', default: '100000' },
    samples: { type: 'string', default: '200' },
    photos: { type: 'string', default: '10' },
  },
});
const offers = Number(values.offers);
const samples = Number(values.samples);
const photoSamples = Number(values.photos);
const SITE = 'http://localhost:3000';
const PASSWORD = 'Bench-Editor-Password-1';

/** The list as staff use it: the first page, searches, filters, sorts and a deep page. */
const LIST_QUERIES = [
  '',
  '?q=T0001',
  '?q=centrala',
  '?q=Warszawa',
  '?status=published',
  '?status=sold',
  '?voivodeship=14',
  '?voivodeship=22&typeClassified=2',
  '?town=Krak%C3%B3w',
  '?typeProperty=3&sort=price&order=asc',
  '?sort=tipi&order=asc',
  '?sort=published&order=desc&page=40',
  // Decision 062's text and state sorts: the Polish keys' and the state's indexes, the agent's join.
  '?sort=title&order=asc',
  '?sort=town&order=desc&page=40',
  '?sort=state&order=asc',
  '?sort=agent&order=asc',
  '?agentId=3',
  '?page=400',
];

/** Timings in ms of `count` runs of `work(i)`, one after another, sorted. */
async function timed(count, work) {
  const latencies = [];
  for (let i = 0; i < count; i += 1) {
    const from = performance.now();
    await work(i);
    latencies.push(performance.now() - from);
  }
  return latencies.sort((a, b) => a - b);
}

const stats = (sorted) => ({ p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) });

/** An editor made as an operator makes one, activated through the API; answers the session cookie. */
async function signedInEditor(dbEnv, api) {
  const printed = execFileSync(
    process.execPath,
    [path.join(root, 'apps/api/dist/staff.mjs'), '--email', 'bench.editor@example.pl', '--role', 'editor'],
    { env: { ...process.env, ...dbEnv, SITE_URL: SITE }, encoding: 'utf8' },
  );
  const token = /\/panel\/aktywacja\/(\S+)/.exec(printed)?.[1];
  if (!token) throw new Error(`staff:create printed no link:\n${printed}`);
  const answer = await fetch(`${api}/api/back-office/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE },
    body: JSON.stringify({ token: decodeURIComponent(token), password: PASSWORD, rePassword: PASSWORD }),
  });
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!answer.ok || !cookie) throw new Error(`activation answered ${answer.status}`);
  return cookie;
}

async function benchDialect(dialect) {
  const dataDir = tempDir(`estate-back-office-${dialect}-`);
  const pgDb =
    dialect === 'postgres'
      ? await createPostgresDatabase(process.env.BENCH_DATABASE_URL, 'backoffice')
      : null;
  const dbEnv = { DATA_DIR: dataDir, ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) };
  try {
    const seedStart = Date.now();
    runNode([path.join(root, 'apps/api/dist/generate-offers.mjs'), '--count', String(offers)], dbEnv);
    const seedSeconds = (Date.now() - seedStart) / 1000;
    const port = await freePort();
    const api = `http://127.0.0.1:${port}`;
    const proc = await startNode(
      path.join(root, 'apps/api/dist/server.mjs'),
      { ...dbEnv, API_PORT: String(port), SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn', SITE_URL: SITE },
      `${api}/api/health`,
    );
    try {
      const cookie = await signedInEditor(dbEnv, api);
      const headers = { cookie, origin: SITE };
      const get = async (url) => {
        const response = await fetch(`${api}${url}`, { headers });
        if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
        return response;
      };

      // Warm-up: every query once, so each is measured with the database's pages in memory.
      for (const query of LIST_QUERIES) await (await get(`/api/back-office/offers${query}`)).arrayBuffer();
      const perQuery = new Map(LIST_QUERIES.map((query) => [query, []]));
      const list = await timed(samples, async (i) => {
        const query = LIST_QUERIES[i % LIST_QUERIES.length];
        const from = performance.now();
        await (await get(`/api/back-office/offers${query}`)).arrayBuffer();
        perQuery.get(query).push(performance.now() - from);
      });
      const slowest = [...perQuery]
        .map(([query, times]) => [
          query || '(first page)',
          percentile(
            times.sort((a, b) => a - b),
            50,
          ),
        ])
        .sort((a, b) => b[1] - a[1]);

      // Saves of one offer after another, each a real change (the price), with its version.
      const ids = (await (await get('/api/back-office/offers?sort=tipi&order=asc')).json()).data.map(
        (o) => o.id,
      );
      const opened = await Promise.all(
        ids.map(async (id) => (await get(`/api/back-office/offers/${id}`)).json()),
      );
      const versions = opened.map((offer) => ({
        id: offer.data.id,
        values: offer.data.values,
        at: offer.data.updatedAt,
      }));
      const save = await timed(samples, async (i) => {
        const offer = versions[i % versions.length];
        const price = (offer.values.price ?? 100_000_000) + (i % 2 === 0 ? 100 : -100);
        offer.values = { ...offer.values, price, discountPrice: null };
        const response = await fetch(`${api}/api/back-office/offers/${offer.id}`, {
          method: 'PUT',
          headers: { ...headers, 'content-type': 'application/json', 'if-match': JSON.stringify(offer.at) },
          body: JSON.stringify(offer.values),
        });
        if (!response.ok)
          throw new Error(`PUT offer ${offer.id}: ${response.status} ${await response.text()}`);
        offer.at = (await response.json()).data.updatedAt;
      });

      // 12-megapixel camera JPEGs (4000 × 3000, with EXIF), each a different picture, made first.
      const jpegs = [];
      for (let i = 0; i < photoSamples; i += 1) {
        jpegs.push(
          await sharp({
            create: {
              width: 4000,
              height: 3000,
              channels: 3,
              noise: { type: 'gaussian', mean: 128 + i, sigma: 40 },
            },
          })
            .jpeg({ quality: 90 })
            .withExif({ IFD0: { Make: 'Bench', Model: `Camera ${i}` } })
            .toBuffer(),
        );
      }
      const photo = await timed(photoSamples, async (i) => {
        const form = new FormData();
        form.append('photo', new Blob([jpegs[i]], { type: 'image/jpeg' }), `camera-${i}.jpg`);
        const response = await fetch(`${api}/api/back-office/offers/${ids[0]}/photos`, {
          method: 'POST',
          headers,
          body: form,
        });
        if (response.status !== 201)
          throw new Error(`photo upload: ${response.status} ${await response.text()}`);
      });
      // Every query's p50 on the console (a sort added to the list is read here); the report keeps four.
      console.log(
        `${dialect} list p50 by query:`,
        slowest.map(([query, p50]) => `${query} ${p50.toFixed(1)} ms`).join(', '),
      );
      return {
        dialect,
        seedSeconds,
        list: stats(list),
        slowest: slowest.slice(0, 4),
        save: stats(save),
        photo: stats(photo),
      };
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

const ms = (value) => `${value.toFixed(1)} ms`;
const rows = results.map(
  (r) =>
    `| ${r.dialect} | ${ms(r.list.p50)} / **${ms(r.list.p95)}** | ${ms(r.save.p50)} / **${ms(r.save.p95)}** | ${ms(r.photo.p50)} / **${ms(r.photo.max)}** |`,
);
const m = machine();
const slowest = results
  .map((r) => `${r.dialect}: ${r.slowest.map(([query, p50]) => `\`${query}\` ${ms(p50)}`).join(', ')}`)
  .join('; ');
const markdown = `## Back office at ${offers.toLocaleString('en-GB')} offers: list, save, photo

${m.date} UTC · ${m.cores} cores, ${m.memoryGb} GiB (${m.cpu}) · Node ${m.node} · commit ${m.commit} ·
\`node bench/back-office.mjs --offers ${offers} --samples ${samples} --photos ${photoSamples}\`

One request at a time, as a person waits for it: the offers list (${LIST_QUERIES.length} queries staff use: search by text and number, filters, sorts, a
deep page; ${samples} requests), saving an offer's every field with a changed price (derived
columns, price history, audit entry, change signal, cache drop; ${samples} saves), and uploading a
12-megapixel camera JPEG made into the three WebP widths without metadata (${photoSamples} photos,
upload included). Targets (issue 17): list p95 ≤ 100 ms, save p95 ≤ 50 ms, photo ≤ 1.5 s.

| database | list p50 / p95 | save p50 / p95 | photo p50 / max |
|---|---:|---:|---:|
${rows.join('\n')}

Slowest list queries (p50): ${slowest}.
`;
writeReportSection('back-office', markdown);
console.log(markdown);
process.exit(0);
