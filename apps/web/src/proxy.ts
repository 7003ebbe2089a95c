import { parseLanguage } from '@estate/domain/language';
import { type NextRequest, NextResponse } from 'next/server';
import { siteEnv } from '@/lib/env/site-env';
import { BACK_OFFICE_LANGUAGE_COOKIE, BACK_OFFICE_SEGMENT } from '@/lib/routing/back-office-language';
import {
  isNotFoundRender,
  NOT_FOUND_MARK_HEADER,
  NOT_FOUND_SEGMENT,
  NOT_FOUND_TOKEN_HEADER,
} from '@/lib/routing/not-found-render';
import { contentSecurityPolicy, createNonce } from '@/lib/security/content-security-policy';

// The same settings the pages use (lib/env/site-env.ts): the proxy cannot import `server-only` modules.
const policySettings = {
  tileUrl: siteEnv.mapTiles.url,
  videoEmbedUrl: siteEnv.videoEmbedUrl,
  tagManager: Boolean(siteEnv.gtmId),
  captcha: Boolean(siteEnv.recaptchaSiteKey),
  development: process.env.NODE_ENV === 'development',
};

/**
 * Polish pages are unprefixed: /sprzedaz renders /pl/sprzedaz; /pl/... and /en/... render as they
 * are. (The spec's 301/302 URL rules run earlier, in server/main.ts.) Every page also gets its
 * Content-Security-Policy with a fresh nonce, which Next reads from the request to mark its own
 * scripts, and the layout from `x-nonce` for its inline one.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  const first = pathname.split('/')[1] ?? '';
  const lang = first === 'en' ? 'en' : 'pl';
  const nonce = createNonce();
  const policy = contentSecurityPolicy({ nonce, ...policySettings });
  const requestHeaders = new Headers(request.headers);
  // next-intl reads the request's language from this header when a page has not set it.
  requestHeaders.set('x-next-intl-locale', lang);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('content-security-policy', policy);
  // The 404 page (decision 049): only the site's server, with this process's token, may ask for it;
  // the URL stays the visitor's, so the page hydrates at the address they asked for.
  const notFoundRender = isNotFoundRender(request.headers.get(NOT_FOUND_TOKEN_HEADER));
  requestHeaders.delete(NOT_FOUND_TOKEN_HEADER);
  requestHeaders.delete(NOT_FOUND_MARK_HEADER);

  let response: NextResponse;
  if (notFoundRender && first !== BACK_OFFICE_SEGMENT) {
    requestHeaders.set(NOT_FOUND_MARK_HEADER, '1');
    const target = request.nextUrl.clone();
    target.pathname = `/${lang}/${NOT_FOUND_SEGMENT}`;
    response = NextResponse.rewrite(target, { request: { headers: requestHeaders } });
  } else if (first === BACK_OFFICE_SEGMENT) {
    // The back office (decision 029) is not under a language prefix: its language is the staff
    // member's choice, kept in a cookie.
    requestHeaders.set(
      'x-next-intl-locale',
      parseLanguage(request.cookies.get(BACK_OFFICE_LANGUAGE_COOKIE)?.value),
    );
    response = NextResponse.next({ request: { headers: requestHeaders } });
    // Never indexed, whatever a crawler finds (robots.txt disallows it too).
    response.headers.set('x-robots-tag', 'noindex, nofollow');
  } else if (first === 'en' || first === 'pl') {
    response = NextResponse.next({ request: { headers: requestHeaders } });
  } else {
    const target = request.nextUrl.clone();
    target.pathname = pathname === '/' ? '/pl' : `/pl${pathname}`;
    response = NextResponse.rewrite(target, { request: { headers: requestHeaders } });
  }
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  // Files with an extension, Next's own assets and the API paths never pass through here.
  matcher: ['/((?!_next/|api/|get/|media/|.*\\.[a-zA-Z0-9]+$).*)'],
};
