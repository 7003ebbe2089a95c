import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's link to one of its own pages: a client-side navigation that fetches the page when
 * clicked, never in advance (decision 050). Every public page is rendered per request, so a
 * prefetch is a whole render on the server and its answer parsed on the visitor's main thread
 * during the load, for a visit that mostly never comes. The one place `next/link` is imported.
 */
export function SiteLink(props: Omit<ComponentProps<typeof NextLink>, 'prefetch'>) {
  return <NextLink {...props} prefetch={false} />;
}
