/**
 * The server-rendered 404 page (decision 049). Next 16 answers a `notFound()` thrown while a page
 * renders with an empty `<html id="__next_error__">` document whose message exists only in the RSC
 * payload. The site's server (`server/not-found-pages.ts`) catches such an answer before it is sent
 * and renders the request again, marked with this process's token; the proxy rewrites a marked
 * request to the not-found page, which renders like any page (layout, header, footer, style sheet).
 * Plain module: read by the proxy, the page and the site's server.
 */

/** The folder of the not-found page under `app/[lang]/`: an underscore, so no content slug shadows it. */
export const NOT_FOUND_SEGMENT = 'nie_znaleziono';

/** Carries the token on the server's own request; removed by the proxy before any page sees it. */
export const NOT_FOUND_TOKEN_HEADER = 'x-not-found-render';

/**
 * The token, random per process, set by the site's server before Next starts. The proxy runs in the
 * same process and reads it here: a visitor cannot know it, so cannot make a page render as the
 * 404 page (which the page cache would then keep under that page's path).
 */
export const NOT_FOUND_TOKEN_ENV = 'SITE_NOT_FOUND_RENDER_TOKEN';

/** Set by the proxy (and only by it) on a rewritten request: the not-found page renders only then. */
export const NOT_FOUND_MARK_HEADER = 'x-not-found-page';

/** Whether a request's token header is this process's token. */
export function isNotFoundRender(token: string | null): boolean {
  const expected = process.env[NOT_FOUND_TOKEN_ENV];
  return Boolean(expected) && token === expected;
}
