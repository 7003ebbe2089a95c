import type { IncomingMessage } from 'node:http';
import { matchRoute } from '@estate/domain/routes';
import { isbot } from 'isbot';

/**
 * The offer whose page this request views, when it is a view worth counting (decision 034): a GET
 * of an offer page, or the browser's fetch of it on a client-side navigation, by a browser. Not a
 * prefetch (the visitor only hovered a link), not a crawler or a tool (its user agent, or none),
 * not the page cache's own refresh.
 */
export function viewedOfferId(request: IncomingMessage, pathname: string): number | undefined {
  if (request.method !== 'GET') return undefined;
  const { headers } = request;
  if (
    headers['next-router-prefetch'] !== undefined ||
    headers.purpose === 'prefetch' ||
    String(headers['sec-purpose'] ?? '').includes('prefetch')
  ) {
    return undefined;
  }
  const match = matchRoute(pathname);
  if (match?.name !== 'szczegoly_ogloszenia') return undefined;
  const id = Number(match.params.id);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
  const agent = headers['user-agent'];
  return agent && !isbot(agent) ? id : undefined;
}
