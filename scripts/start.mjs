// `npm start`: builds what is not built, starts the API (migrating and seeding its database on the
// way) and then the site, prints both URLs, and stops both cleanly on Ctrl-C.
import './supported-node.mjs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';
import { SITE_NODE_FLAGS } from './site-node-flags.mjs';

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '4000';
const apiBase = process.env.API_BASE ?? `http://127.0.0.1:${apiPort}`;
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');

buildIfStale();

const children = [];
let stopping = false;

function run(name, args, options) {
  const child = spawn(process.execPath, args, { stdio: 'inherit', ...options });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped unexpectedly (${signal ?? `exit ${code}`}); stopping the rest`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  const alive = children.filter((c) => c.exitCode === null && c.signalCode === null);
  if (alive.length === 0) process.exit(exitCode);
  let remaining = alive.length;
  for (const child of alive) {
    child.once('exit', () => {
      remaining -= 1;
      if (remaining === 0) process.exit(exitCode);
    });
    child.kill('SIGTERM');
  }
  setTimeout(() => process.exit(exitCode), 10_000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && !stopping) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within two minutes`);
}

run('api', [path.join(root, 'apps/api/dist/server.mjs')], {
  cwd: root,
  // PORT is the site's: with SITE_URL unset, the API names http://localhost:$PORT in mails and
  // documents, as the site does in its pages and as every command run by hand with the same PORT
  // does (decision 027, the domain's publicSiteUrl).
  env: { ...process.env, PORT: port, API_PORT: apiPort, DATA_DIR: dataDir },
});
await waitFor(`${apiBase}/api/health`);
run('web', [...SITE_NODE_FLAGS, path.join(root, 'apps/web/dist/server.mjs')], {
  cwd: path.join(root, 'apps/web'),
  env: { ...process.env, PORT: port, API_BASE: apiBase, NEXT_TELEMETRY_DISABLED: '1' },
});
await waitFor(`http://127.0.0.1:${port}/`);
console.log(
  `\n  Site: http://localhost:${port}\n  API:  http://localhost:${apiPort}/api/health (docs: /api/docs)\n  Data: ${dataDir}\n`,
);
