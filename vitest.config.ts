import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

// One config, one project per workspace: `vitest run --project domain` runs just that package.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          // Two files at a time: each opens its own databases (a temporary SQLite file, a PostgreSQL
          // database of its own) and servers on free ports, so files share nothing. On two cores this
          // took the whole run from 620 s (one file at a time) to 482 s, every test passing.
          fileParallelism: true,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: {
          alias: {
            '@/': `${webSrc}/`,
            // Server-only modules hold pure helpers worth testing; outside Next the marker is a no-op.
            'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
          },
        },
        test: { name: 'web', include: ['apps/web/{src,server}/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
