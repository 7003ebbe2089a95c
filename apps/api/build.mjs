// Bundles the API into dist/ with esbuild: our TypeScript (and the domain package's) is compiled
// in, every npm dependency stays external and is loaded from node_modules at run time.
import { build } from 'esbuild';

const keepExternal = {
  name: 'externalize-npm-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@estate/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
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
