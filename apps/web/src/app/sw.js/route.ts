import { serviceWorkerSource } from '@/features/pwa/service-worker-source';
import { SITE_BUILD_ID } from '@/lib/env/build-id';

// Generated once per build: the build id in the code is what makes a new deploy's worker install.
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(serviceWorkerSource(SITE_BUILD_ID), {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      // Browsers revalidate the worker script on every navigation check; never serve it stale.
      'cache-control': 'no-cache',
    },
  });
}
