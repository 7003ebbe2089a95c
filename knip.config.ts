import type { KnipConfig } from 'knip';

// Unused files, exports and dependencies (`npm test` runs knip; any finding fails the run).
// Knip's plugins supply the rest of the entry points: Next.js (app/ pages, layouts, routes, error and
// not-found pages, manifest, robots, sitemap, proxy.ts, instrumentation-client.ts), next-intl
// (src/i18n/request.ts), Vitest (*.test.ts), Playwright (e2e/*.spec.ts) and the `node x.mjs` commands
// in the package.json scripts.
const config: KnipConfig = {
  workspaces: {
    '.': {
      // bench/baseline-next is a Next.js app of its own that bench/lighthouse.mjs builds and serves.
      entry: ['bench/*.mjs', 'scripts/*.mjs', 'bench/baseline-next/next.config.mjs'],
      project: ['bench/**/*.mjs', 'scripts/**/*.mjs', 'e2e/**/*.ts'],
      playwright: { config: ['e2e/playwright.config.ts'] },
      // The bench and script files are both programs and modules the others import: report an export
      // none of them uses.
      includeEntryExports: true,
    },
    'packages/domain': {
      project: ['src/**/*.ts'],
      // package.json exports every src/*.ts (`./*`), which would make every export public: an export
      // counts as used only when some workspace imports it.
      includeEntryExports: true,
    },
    'apps/api': {
      // build.mjs (run by the package's build script) bundles these.
      entry: [
        'src/server.ts',
        'src/migrate-cli.ts',
        'src/backup-cli.ts',
        'src/staff-cli.ts',
        'src/jobs-cli.ts',
        'src/seed/generate-offers-cli.ts',
        'src/bench/alert-matching-cli.ts',
        // e2e/kind-fixture.spec.ts bundles this one into apps/api/test-results/ (never into dist/).
        'src/kinds/testing/fixture-server.ts',
      ],
      project: ['src/**/*.ts'],
      ignoreIssues: {
        // Kysely calls each migration's up/down through the namespace imports in db/migrate.ts; knip 6
        // misses a namespace used as a value under a quoted key (webpro-nl/knip#1669, #2002).
        'src/db/migrations/2026-*.ts': ['exports'],
      },
    },
    'apps/web': {
      // The site's own HTTP server, bundled by build-server.mjs.
      entry: ['server/main.ts'],
      project: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    },
  },
  // Programs of the operating system, not npm packages: poppler's pdftotext (document tests), Java for
  // vnu-jar (HTML checker), openssl (test certificates for nginx), su (a local PostgreSQL for tests).
  ignoreBinaries: ['pdftotext', 'java', 'openssl', 'su'],
  // Next reads the benchmark baseline's config by its default export.
  ignoreIssues: { 'bench/baseline-next/next.config.mjs': ['exports'] },
  // A stale pattern or ignore (knip's configuration hints) fails the run too, so the config stays minimal.
  treatConfigHintsAsErrors: true,
};

export default config;
