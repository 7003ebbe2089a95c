import { type NextRequest, NextResponse } from 'next/server';

/**
 * Polish pages are unprefixed: /sprzedaz renders /pl/sprzedaz; /pl/... and /en/... render as they
 * are. (The spec's 301/302 URL rules run earlier, in server/main.ts.)
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  const first = pathname.split('/')[1] ?? '';
  const lang = first === 'en' ? 'en' : 'pl';
  const requestHeaders = new Headers(request.headers);
  // next-intl reads the request's language from this header when a page has not set it.
  requestHeaders.set('x-next-intl-locale', lang);

  if (first === 'en' || first === 'pl') {
    return NextResponse.next({ request: { headers: requestHeaders } });
  }
  const target = request.nextUrl.clone();
  target.pathname = pathname === '/' ? '/pl' : `/pl${pathname}`;
  return NextResponse.rewrite(target, { request: { headers: requestHeaders } });
}

export const config = {
  // Files with an extension, Next's own assets and the API paths never pass through here.
  matcher: ['/((?!_next/|api/|get/|media/|.*\\.[a-zA-Z0-9]+$).*)'],
};
