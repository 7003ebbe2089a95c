// Shared helpers of the benchmarks: processes, load runs with exact percentiles, medians, and the
// report file. Benchmarks compare every figure with a baseline measured in the same run.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../scripts/lib/free-port.mjs';
import { SITE_NODE_FLAGS } from '../scripts/site-node-flags.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function waitForHttp(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts a Node process; resolves once `readyUrl` answers 200. */
export async function startNode(script, env, readyUrl, cwd = root, nodeFlags = []) {
  const child = spawn(process.execPath, [...nodeFlags, script], {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${script} exited ${code}`))),
  );
  await Promise.race([waitForHttp(readyUrl), exited]);
  return {
    child,
    rssMb: () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export function runNode(args, env) {
  execSync([process.execPath, ...args].map((a) => JSON.stringify(a)).join(' '), {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * One autocannon run. Latencies are collected per response so p95 is exact (autocannon's own
 * summary has no p95). `requests` rotate: a realistic mix rather than one hot query.
 */
export async function load({ url, method = 'GET', requests, connections = 10, duration = 10 }) {
  const latencies = [];
  let errors = 0;
  const instance = autocannon({
    url,
    method,
    connections,
    duration,
    requests: requests?.map((r) => ({
      method: r.method ?? method,
      path: r.path,
      body: r.body === undefined ? undefined : JSON.stringify(r.body),
      headers: r.body === undefined ? undefined : { 'content-type': 'application/json' },
    })),
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (statusCode >= 400) errors += 1;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: errors + result.errors + result.timeouts,
    total: latencies.length,
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function medianOf(runs) {
  const keys = Object.keys(runs[0]);
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]));
}

export function machine() {
  let commit = 'unknown';
  try {
    commit = execSync('git rev-parse --short HEAD', { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout
  }
  return {
    date: new Date().toISOString().slice(0, 16).replace('T', ' '),
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    cpu: os.cpus()[0]?.model ?? 'unknown',
    node: process.version,
    commit,
  };
}

/** Replaces (or appends) the section between `<!-- name:start -->` and `<!-- name:end -->`. */
export function writeReportSection(name, markdown, report = 'docs/BENCHMARKS.md') {
  const file = path.join(root, report);
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  let text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : `# ${path.basename(file, '.md')}\n`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  text =
    from !== -1 && to !== -1
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, text);
}

export function tempDir(prefix) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * The built API and site as `npm start` runs them, on a fresh seeded database (SQLite in a temp
 * dir, or the PostgreSQL database in `apiEnv.DATABASE_URL`), with the map offline. `siteHost`
 * 'localhost' where the browser must see a secure-context-like origin (Lighthouse); `siteEnv` adds
 * to the site's settings (TRUST_PROXY for a load generator posing as many visitors).
 */
export async function startStack({ apiEnv = {}, siteEnv = {}, siteHost = '127.0.0.1' } = {}) {
  const apiPort = await freePort();
  const webPort = await freePort();
  const apiBase = `http://127.0.0.1:${apiPort}`;
  const siteUrl = `http://${siteHost}:${webPort}`;
  const api = await startNode(
    path.join(root, 'apps/api/dist/server.mjs'),
    {
      API_PORT: String(apiPort),
      DATA_DIR: tempDir('estate-bench-'),
      LOG_LEVEL: 'warn',
      SITE_URL: siteUrl,
      ...apiEnv,
    },
    `${apiBase}/api/health`,
  );
  const site = await startNode(
    path.join(root, 'apps/web/dist/server.mjs'),
    {
      PORT: String(webPort),
      API_BASE: apiBase,
      SITE_URL: siteUrl,
      MAP_TILE_URL: 'off',
      NEXT_TELEMETRY_DISABLED: '1',
      ...siteEnv,
    },
    `${siteUrl}/robots.txt`,
    path.join(root, 'apps/web'),
    SITE_NODE_FLAGS,
  );
  return {
    api,
    site,
    apiBase,
    siteUrl,
    stop: async () => {
      await site.stop();
      await api.stop();
    },
  };
}

/** The newest offers of the seeded database, as the sale list shows them. */
export async function firstOffers(apiBase, count) {
  const response = await fetch(`${apiBase}/api/classified`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ typeClassified: 1, itemsPerPage: count }),
  });
  return (await response.json()).data;
}
