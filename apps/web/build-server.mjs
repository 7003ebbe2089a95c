// Bundles the site's HTTP server (server/main.ts) into dist/server.mjs; `next build` builds the
// pages, this builds what serves them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleNode } from '../../scripts/bundle-node.mjs';

await bundleNode({
  packageDir: path.dirname(fileURLToPath(import.meta.url)),
  entryPoints: { server: 'server/main.ts' },
});
console.log('web: built dist/server.mjs');
