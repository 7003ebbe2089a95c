// The framework's own cost, for bench/lighthouse.mjs: builds bench/baseline-next (one heading, no
// client component) with the repository's next, react and react-dom when its build is missing or
// older than its sources, and serves it with `next start`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort } from '../scripts/lib/free-port.mjs';
import { root } from './lib.mjs';

const dir = path.join(root, 'bench/baseline-next');
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
const require = createRequire(import.meta.url);

/** The versions both the baseline and the site are built with (one node_modules). */
export function frameworkVersions() {
  const version = (name) => require(`${name}/package.json`).version;
  return { next: version('next'), react: version('react'), reactDom: version('react-dom') };
}

function newestSource() {
  const files = [
    ...fs.readdirSync(path.join(dir, 'app')).map((file) => path.join(dir, 'app', file)),
    path.join(dir, 'next.config.mjs'),
    path.join(root, 'package-lock.json'),
  ];
  return Math.max(...files.map((file) => fs.statSync(file).mtimeMs));
}

export function buildBaselineIfStale() {
  const buildId = path.join(dir, '.next/BUILD_ID');
  if (fs.existsSync(buildId) && fs.statSync(buildId).mtimeMs > newestSource()) return;
  console.log('build: the Next.js baseline (bench/baseline-next)');
  const result = spawnSync(process.execPath, [nextBin, 'build', dir], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`the baseline's build failed (exit ${result.status})`);
}

/** Serves the built baseline on a free port; answers its origin and a stop function. */
export async function startBaseline(host = 'localhost') {
  const port = await freePort();
  const child = spawn(process.execPath, [nextBin, 'start', dir, '-p', String(port)], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://${host}:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the baseline's server exited ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`the baseline did not answer within 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
