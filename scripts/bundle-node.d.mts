/** Bundles a Node entry of ours with esbuild (bundle-node.mjs); e2e/kind-fixture.spec.ts bundles a test's API. */
export function bundleNode(options: {
  packageDir: string;
  entryPoints: Record<string, string>;
  outdir?: string;
  sourcemap?: boolean;
}): Promise<void>;
