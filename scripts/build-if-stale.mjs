// Builds the API and the site when their build output is missing or older than their sources.
// Shared by `npm start` and `npm test` so neither rebuilds what is already current.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const targets = [
  {
    name: 'api',
    output: 'apps/api/dist/server.mjs',
    sources: [
      'apps/api/src',
      'apps/api/build.mjs',
      'scripts/bundle-node.mjs',
      'packages/domain/src',
      'package-lock.json',
    ],
    command: ['npm', ['run', 'build', '-w', '@estate/api']],
  },
  {
    name: 'web',
    output: 'apps/web/dist/server.mjs',
    sources: [
      'apps/web/src',
      'apps/web/server',
      'apps/web/build-server.mjs',
      'apps/web/precompress-static.mjs',
      'apps/web/messages',
      'apps/web/public',
      'apps/web/next.config.ts',
      'packages/domain/src',
      'package-lock.json',
    ],
    command: ['npm', ['run', 'build', '-w', '@estate/web']],
  },
];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) {
    if (child === 'node_modules' || child.endsWith('.test.ts')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

export function buildIfStale({ force = false, only = ['api', 'web'] } = {}) {
  for (const target of targets.filter((t) => only.includes(t.name))) {
    const output = path.join(root, target.output);
    const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
    const sources = Math.max(...target.sources.map(newestMtime));
    if (!force && built > sources) continue;
    console.log(
      `build: ${target.name} ${built ? 'is older than its sources' : 'is not built yet'}, building`,
    );
    const [cmd, args] = target.command;
    const result = spawnSync(cmd, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    if (result.status !== 0) throw new Error(`build of ${target.name} failed`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildIfStale({ force: process.argv.includes('--force') });
}
