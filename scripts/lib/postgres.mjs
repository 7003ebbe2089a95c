// PostgreSQL for tests and benchmarks: a database of its own on a server (created, then dropped
// with its connections), and a throwaway cluster when no server is named. Shared by the API tests
// (apps/api/src/testing/test-database.ts), bench/ and e2e/; typed by postgres.d.mts.

import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.mjs';

async function run(connectionString, statement) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates `estate_<purpose>_<random>` on the server `adminUrl` connects to (a role that may create
 * databases). Resolves to its `url` and `drop()`, which removes it even with clients still connected.
 * @param {string} adminUrl
 * @param {string} purpose letters, digits and underscores: part of the database's name
 * @returns {Promise<{ name: string; url: string; drop: () => Promise<void> }>}
 */
export async function createPostgresDatabase(adminUrl, purpose) {
  const name = `estate_${purpose}_${randomBytes(6).toString('hex')}`;
  await run(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => run(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

function serverBinaries() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(base, versions.at(-1), 'bin') : null;
}

/**
 * A PostgreSQL cluster of its own (for a benchmark run when BENCH_DATABASE_URL names none): Debian's
 * server binaries, a temp directory, a free port, trust auth on loopback; `stop()` stops and removes
 * it. As root the server must run as the `postgres` user (it refuses root), as .ci/run does.
 * Resolves to null when this machine has no PostgreSQL server installed.
 * @returns {Promise<{ url: string; stop: () => void } | null>}
 */
export async function startThrowawayPostgres() {
  const bin = serverBinaries();
  if (!bin) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  const sh = (command) =>
    asRoot
      ? execFileSync('su', ['postgres', '-c', command], { stdio: 'ignore' })
      : execFileSync('sh', ['-c', command], { stdio: 'ignore' });
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  sh(`${bin}/initdb -D ${dir}/data -U postgres --auth=trust -E UTF8 --locale=C.UTF-8`);
  sh(
    `${bin}/pg_ctl -D ${dir}/data -l ${dir}/log -o '-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}' -w start`,
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        sh(`${bin}/pg_ctl -D ${dir}/data -m fast -w stop`);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
