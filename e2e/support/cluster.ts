import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startS3Server, type TestS3Server } from '../../apps/api/src/testing/s3-test-server';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { createPostgresDatabase } from '../../scripts/lib/postgres.mjs';
import { type Nginx, startNginx } from './nginx';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * How long each kind of process keeps serving after SIGTERM, as in production: the site longer than
 * nginx keeps an idle connection (4 s) plus the longest request that started before the drain (a
 * connection it answered without `connection: close` may sit idle in nginx until then: with 5 s, a
 * render slower than 1 s under CI's load let nginx send a POST on a connection the site was closing,
 * 3 of 3,647 requests answered 502); the API longer than the site's drain plus its last forwards.
 */
export const SITE_DRAIN_MS = 10_000;
const API_DRAIN_MS = 13_000;
/** Submissions per address, per form, per hour on the cluster's APIs. */
export const CLUSTER_FORM_LIMIT = 3;

interface ClusterProcess {
  name: string;
  url: string;
  dataDir: string;
  /** What the process printed, for a failure's message. */
  output(): string;
  /** SIGTERM; resolves when the process has exited, with its code and how long that took. */
  terminate(): Promise<{ exitCode: number | null; afterMs: number }>;
}

/**
 * Issue 15's multi-instance set-up, as the README's "Several instances" describes it: one
 * PostgreSQL database, one S3-compatible bucket (s3rver in its own process), two API processes
 * and two site processes (site N forwards to API N), and nginx with the deployment's own
 * configuration in front of both sites over TLS. API 1 migrates and seeds; API 2 starts on the
 * seeded database and never writes media itself. Rate limits and addresses as in production:
 * each tier believes X-Forwarded-For only from the tier in front of it (127.0.0.1 here), so
 * clients of the tests connect from other loopback addresses (127.0.0.2 ...).
 */
export interface Cluster {
  apis: [ClusterProcess, ClusterProcess];
  sites: [ClusterProcess, ClusterProcess];
  nginx: Nginx;
  s3: TestS3Server;
  /** Runs a query on the cluster's database. */
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>;
  stop(): Promise<void>;
}

function startProcess(
  name: string,
  script: string,
  env: Record<string, string>,
  readyPath: string,
  port: number,
  dataDir: string,
  cwd: string,
): Promise<ClusterProcess> {
  const child: ChildProcess = spawn(process.execPath, [script], {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const handle: ClusterProcess = {
    name,
    url,
    dataDir,
    output: () => output,
    terminate: () =>
      new Promise((resolve) => {
        const sentAt = Date.now();
        if (child.exitCode !== null) return resolve({ exitCode: child.exitCode, afterMs: 0 });
        child.once('exit', (exitCode) => resolve({ exitCode, afterMs: Date.now() - sentAt }));
        child.kill('SIGTERM');
      }),
  };
  return (async () => {
    // A built site or a seeding API takes a while to start on a slow day.
    const deadline = Date.now() + 180_000;
    for (;;) {
      const ok = await fetch(`${url}${readyPath}`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ok) return handle;
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`${name} did not start:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
}

export async function startCluster(adminUrl: string): Promise<Cluster> {
  const database = await createPostgresDatabase(adminUrl, 'cluster');
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const s3 = await startS3Server();
  const media = s3.mediaConfig();
  const started: ClusterProcess[] = [];
  const dirs: string[] = [];

  const startApi = async (n: number, seed: boolean) => {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `estate-cluster-api${n}-`));
    dirs.push(dataDir);
    const api = await startProcess(
      `api ${n}`,
      path.join(root, 'apps/api/dist/server.mjs'),
      {
        API_PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        DATABASE_POOL_MAX: '4',
        SEED_DEMO_DATA: String(seed),
        MEDIA_STORE: 's3',
        MEDIA_S3_BUCKET: media.bucket,
        MEDIA_S3_ENDPOINT: media.endpoint ?? '',
        MEDIA_S3_ACCESS_KEY_ID: media.credentials?.accessKeyId ?? '',
        MEDIA_S3_SECRET_ACCESS_KEY: media.credentials?.secretAccessKey ?? '',
        SITE_URL: 'https://localhost',
        TRUST_PROXY: '127.0.0.1',
        FORM_RATE_LIMIT: String(CLUSTER_FORM_LIMIT),
        SHUTDOWN_DRAIN_MS: String(API_DRAIN_MS),
        LOG_LEVEL: 'warn',
      },
      '/api/health',
      port,
      dataDir,
      root,
    );
    started.push(api);
    return api;
  };
  const startSite = async (n: number, api: ClusterProcess) => {
    const port = await freePort();
    const site = await startProcess(
      `site ${n}`,
      path.join(root, 'apps/web/dist/server.mjs'),
      {
        PORT: String(port),
        // All interfaces, as deploy/production.env.example has it. (With HOST=127.0.0.1, Next 16
        // takes its own rewrite of /x to /pl/x for an external one when the Host header says
        // 'localhost' over https, and answers 500; any real host name is fine.)
        HOST: '0.0.0.0',
        API_BASE: api.url,
        SITE_URL: 'https://localhost',
        TRUST_PROXY: '127.0.0.1',
        SHUTDOWN_DRAIN_MS: String(SITE_DRAIN_MS),
        MAP_TILE_URL: 'off',
      },
      '/robots.txt',
      port,
      '',
      path.join(root, 'apps/web'),
    );
    started.push(site);
    return site;
  };

  const stop = async () => {
    await Promise.all(started.map((process) => process.terminate()));
    await pool.end();
    await s3.stop();
    await database.drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    // API 1 migrates and seeds (images and PDFs into the bucket) before API 2 starts on the result.
    const api1 = await startApi(1, true);
    const api2 = await startApi(2, false);
    const [site1, site2] = await Promise.all([startSite(1, api1), startSite(2, api2)]);
    const nginx = await startNginx([Number(new URL(site1.url).port), Number(new URL(site2.url).port)]);
    return {
      apis: [api1, api2],
      sites: [site1, site2],
      nginx,
      s3,
      query: async <Row>(text: string, values: unknown[] = []) =>
        (await pool.query(text, values)).rows as Row[],
      stop: async () => {
        await nginx.stop();
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One request to nginx over TLS from the given loopback address (127.0.0.2, 127.0.3.7 ...): what a
 * visitor with that address sends. Extra headers (a spoofed X-Forwarded-For) go as they are.
 */
export function send(
  nginx: Nginx,
  method: 'GET' | 'POST',
  requestPath: string,
  options: { from?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port: nginx.httpsPort,
        servername: 'localhost',
        rejectUnauthorized: false,
        localAddress: options.from ?? '127.0.0.1',
        method,
        path: requestPath,
        agent: false,
        timeout: 60_000,
        headers: {
          host: `localhost:${nginx.httpsPort}`,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${requestPath} timed out`)));
    request.on('error', reject);
    request.end(payload);
  });
}

/** A valid contact-form body (SPEC §7 POST /api/form/contact) from `email`. */
export function contactBody(email: string) {
  return {
    firstName: 'Jan',
    lastName: 'Kowalski',
    firm: 'Kowalski Sp. z o.o.',
    email,
    message: 'Proszę o kontakt w sprawie oferty.',
    agreement1: true,
  };
}
