import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  // The proxy answers trailing slashes with the spec's 301 itself; Next's own 308 would pre-empt it.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  reactStrictMode: true,
  transpilePackages: ['@estate/domain'],
  typescript: { tsconfigPath: './tsconfig.json' },
};

export default withNextIntl(nextConfig);
