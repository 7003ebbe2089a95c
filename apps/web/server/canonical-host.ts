import type http from 'node:http';

const BACK_OFFICE = /^\/panel(\/|$)/;

/**
 * Where a back-office request made at another name of this server belongs, else null. The back
 * office works only at SITE_URL's host: the API refuses sign-ins and writes from any other Origin,
 * so a person who opened http://127.0.0.1:3000/panel for http://localhost:3000 could never sign in
 * (issue 32, decision 046). Host names are compared, not ports: a proxy may name the port
 * differently, and a redirect must never loop.
 */
export function canonicalBackOfficeUrl(
  url: string,
  host: string | undefined,
  siteUrl: string,
): string | null {
  const queryAt = url.indexOf('?');
  if (!BACK_OFFICE.test(queryAt === -1 ? url : url.slice(0, queryAt)) || !host) return null;
  const site = new URL(siteUrl);
  let requested: string;
  try {
    requested = new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
  return requested === site.hostname ? null : `${site.origin}${url}`;
}

/** Answers 308 to SITE_URL's host for a back-office request made at another; tells whether it did. */
export function sendToSiteHost(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  siteUrl: string,
): boolean {
  const location = canonicalBackOfficeUrl(req.url ?? '/', req.headers.host, siteUrl);
  if (!location) return false;
  res.writeHead(308, { location, 'cache-control': 'no-store' });
  res.end();
  return true;
}
