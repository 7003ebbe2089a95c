// Bundles the site's HTTP server (server/main.ts) into dist/server.mjs; Next and every other npm
// package stay external. `next build` builds the pages; this builds what serves them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

await build({
  // Paths below are relative to this package, wherever the script is started from.
  absWorkingDir: path.dirname(fileURLToPath(import.meta.url)),
  entryPoints: { server: 'server/main.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.kind === 'entry-point' || args.path.startsWith('@estate/')
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});
console.log('web: built dist/server.mjs');
