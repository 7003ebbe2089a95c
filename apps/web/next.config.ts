import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// Messages are compiled at build time (next-intl's `precompile`), so the browser formats them with
// a sub-1 KB runtime instead of shipping the ICU parser (intl-messageformat, 12 KB gzip) to every page.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

// One id per build, shared by Next's assets and the service worker's cache names (app/sw.js).
const buildId = process.env.SITE_BUILD_ID ?? `build-${Date.now().toString(36)}`;

const nextConfig: NextConfig = {
  // Only for bench/profile-sources.mjs, which maps a load's profile to source files; a normal
  // build ships none unless this is set.
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === '1',
  // The proxy answers trailing slashes with the spec's 301 itself; Next's own 308 would pre-empt it.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // The site's server compresses (server/main.ts), above its page cache.
  compress: false,
  reactStrictMode: true,
  transpilePackages: ['@estate/domain'],
  typescript: { tsconfigPath: './tsconfig.json' },
  generateBuildId: async () => buildId,
  env: { SITE_BUILD_ID: buildId },
};

export default withNextIntl(nextConfig);
