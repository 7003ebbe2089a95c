// Bundles the API into dist/ with esbuild: our TypeScript (and the domain package's) is compiled
// in, every npm dependency stays external and is loaded from node_modules at run time.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const keepExternal = {
  name: 'externalize-npm-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.kind === 'entry-point' || args.path.startsWith('@estate/')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

await build({
  // Paths below are relative to this package, wherever the script is started from.
  absWorkingDir: path.dirname(fileURLToPath(import.meta.url)),
  entryPoints: { server: 'src/server.ts', 'generate-offers': 'src/db/seed/generate-offers-cli.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  plugins: [keepExternal],
  logLevel: 'warning',
});
console.log('api: built dist/server.mjs and dist/generate-offers.mjs');
