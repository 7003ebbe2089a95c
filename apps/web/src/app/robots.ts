import type { MetadataRoute } from 'next';
import { serverEnv } from '@/lib/env/server-env';

// SITE_URL is read when the site runs, not when it is built.
export const dynamic = 'force-dynamic';

/** Everything public may be crawled; API calls, downloads, the back office, previews, the alerts' pages and the offline fallback may not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [
          '/api/',
          '/get/',
          '/panel',
          '/podglad/',
          '/pl/podglad/',
          '/en/podglad/',
          // A search alert's sign-up exists for every list path, and its mailed pages are one visitor's.
          '/alerty/',
          '/pl/alerty/',
          '/en/alerts/',
          '/offline',
          '/pl/offline',
          '/en/offline',
        ],
      },
    ],
    sitemap: `${serverEnv.siteUrl}/sitemap.xml`,
    host: serverEnv.siteUrl,
  };
}
