// Stops `npm start` and `npm test` at once, with the way out, when the running Node.js is older than
// package.json's engines (native addons built for a newer Node crash on an older one, far from here).
import fs from 'node:fs';

const { engines } = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const [needMajor, needMinor] = engines.node.replace('>=', '').split('.').map(Number);
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < needMajor || (major === needMajor && minor < needMinor)) {
  console.error(
    `Node.js ${process.version} is too old for this project (needs ${engines.node}; 24 is the LTS).\n` +
      'Run: bin=$(scripts/install-node.sh) && export PATH="$bin:$PATH" npm_config_nodedir="$(dirname "$bin")"\n' +
      'then npm install again (README, Quick start).',
  );
  process.exit(1);
}
