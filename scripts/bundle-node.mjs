// One way to bundle a Node entry of ours with esbuild: our TypeScript (and the domain package's)
// is compiled in, every npm dependency stays external and is loaded from node_modules at run time.
// Used by apps/api/build.mjs and apps/web/build-server.mjs.
import { build } from 'esbuild';

const keepNpmExternal = {
  name: 'externalize-npm-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.kind === 'entry-point' || args.path.startsWith('@estate/')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/**
 * Bundles `entryPoints` (relative to `packageDir`, wherever the script is started from) into
 * `outdir`/*.mjs (dist/, or a test's own directory).
 */
export async function bundleNode({ packageDir, entryPoints, outdir = 'dist', sourcemap = false }) {
  await build({
    absWorkingDir: packageDir,
    entryPoints,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    sourcemap,
    plugins: [keepNpmExternal],
    logLevel: 'warning',
  });
}
