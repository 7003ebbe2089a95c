import type { MetadataRoute } from 'next';
import { serverEnv } from '@/lib/env/server-env';
import { sitemapEntries } from '@/lib/seo/sitemap-entries';

// Offers change all day: build the sitemap per request (crawlers fetch it rarely).
export const dynamic = 'force-dynamic';

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(serverEnv.siteUrl);
}
