// Imported first by `npm start` and `npm test` (scripts/start.mjs, scripts/test.mjs): makes sure the
// rest runs on a Node.js that package.json's `engines` supports, and that the native addons load on it.
//
// On a machine whose own `node` is older (these Debian machines carry Node 20, past its end of life),
// it unpacks Node 24 from the npm registry (scripts/install-node.sh, decision 020), says so in one line
// and runs the same command again under it, with its `bin` first on the PATH so that everything the
// command starts (npm, the servers, the test runners) runs on it too. It never loads an addon under
// the old Node: better-sqlite3 13 crashes the process there instead of failing cleanly.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { engines } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const [needMajor, needMinor] = engines.node.replace('>=', '').split('.').map(Number);
const [major, minor] = process.versions.node.split('.').map(Number);
const supported = major > needMajor || (major === needMajor && minor >= needMinor);
const command = `npm ${path.basename(process.argv[1] ?? '', '.mjs')}`;

if (!supported) {
  const installed = spawnSync(path.join(root, 'scripts/install-node.sh'), {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const bin = installed.stdout?.trim();
  if (installed.status !== 0 || !bin) {
    console.error(
      `${command}: Node.js ${process.version} is too old (needs ${engines.node}) and Node 24 could not be ` +
        'unpacked from the npm registry (scripts/install-node.sh above says why); install Node 24 and run it again.',
    );
    process.exit(1);
  }
  const node = path.join(bin, 'node');
  const version = spawnSync(node, ['-v'], { encoding: 'utf8' }).stdout.trim();
  console.log(
    `${command}: Node.js ${process.version} is older than ${engines.node}; carrying on under Node ${version} from ${path.relative(root, bin) || bin}`,
  );
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
      // Native addons npm compiles from here on use the new Node's headers, not the machine's.
      npm_config_nodedir: path.dirname(bin),
    },
  });
  // Signals are handed on: npm passes Ctrl-C and a stop to this process alone (the command stops
  // cleanly if it also gets the terminal's own, its stop is idempotent).
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) => {
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  process.exit(code);
}

// A supported Node: an addon built for another one (`npm install` run under the machine's old
// `node`, say) fails to load with a clear error; build it again for this one, once.
// Tried in a child process: a failed load must not stay cached in this one.
function addonLoads() {
  const probe = spawnSync(
    process.execPath,
    ['-e', "const D = require('better-sqlite3'); new D(':memory:').close()"],
    { cwd: path.join(root, 'apps/api'), encoding: 'utf8' },
  );
  return probe.status === 0 ? true : (probe.stderr || `exit ${probe.status ?? probe.signal}`).trim();
}
const loaded = addonLoads();
if (loaded !== true) {
  console.log(
    `${command}: better-sqlite3 does not load on Node ${process.version} (${loaded.split('\n').find((line) => /Error/.test(line)) ?? 'it crashed'}); rebuilding it`,
  );
  const rebuilt = spawnSync('npm', ['rebuild', 'better-sqlite3'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      npm_config_nodedir: process.env.npm_config_nodedir ?? path.resolve(process.execPath, '../..'),
    },
  });
  if (rebuilt.status !== 0 || addonLoads() !== true) {
    console.error(
      `${command}: better-sqlite3 still does not load on Node ${process.version}; run npm install again`,
    );
    process.exit(1);
  }
}
