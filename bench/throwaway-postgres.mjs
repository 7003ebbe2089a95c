// A PostgreSQL cluster of its own for a benchmark run when BENCH_DATABASE_URL names none: Debian's
// server binaries, a temp directory, a free port, trust auth on loopback; stopped and removed after.
// As root the server must run as the `postgres` user (it refuses root), as .ci/run does.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './lib.mjs';

function serverBinaries() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(base, versions.at(-1), 'bin') : null;
}

/** Resolves to `{ url, stop }`, or null when this machine has no PostgreSQL server installed. */
export async function startThrowawayPostgres() {
  const bin = serverBinaries();
  if (!bin) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (command) =>
    asRoot
      ? execFileSync('su', ['postgres', '-c', command], { stdio: 'ignore' })
      : execFileSync('sh', ['-c', command], { stdio: 'ignore' });
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  run(`${bin}/initdb -D ${dir}/data -U postgres --auth=trust -E UTF8 --locale=C.UTF-8`);
  run(
    `${bin}/pg_ctl -D ${dir}/data -l ${dir}/log -o '-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}' -w start`,
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run(`${bin}/pg_ctl -D ${dir}/data -m fast -w stop`);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
