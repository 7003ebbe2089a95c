// Bundles the API (and the bulk offer generator and the alert-matching benchmark's work) into dist/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleNode } from '../../scripts/bundle-node.mjs';

await bundleNode({
  packageDir: path.dirname(fileURLToPath(import.meta.url)),
  entryPoints: {
    server: 'src/server.ts',
    migrate: 'src/migrate-cli.ts',
    backup: 'src/backup-cli.ts',
    staff: 'src/staff-cli.ts',
    jobs: 'src/jobs-cli.ts',
    'generate-offers': 'src/seed/generate-offers-cli.ts',
    'bench-alert-matching': 'src/bench/alert-matching-cli.ts',
  },
  sourcemap: true,
});
console.log(
  'api: built dist/server.mjs, dist/migrate.mjs, dist/backup.mjs, dist/staff.mjs, dist/jobs.mjs, dist/generate-offers.mjs and dist/bench-alert-matching.mjs',
);
