import type { ServerResponse } from 'node:http';

// Both languages: the visitor's language is not known before routing, and these answers must cost
// nothing to make.
const page = (title: string, heading: string, english: string) => `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title></head>
<body><main><h1>${heading}</h1><p>Spróbuj ponownie za kilka sekund.</p>
<h2 lang="en">${english}</h2><p lang="en">Please try again in a few seconds.</p></main></body></html>
`;
const BUSY = page(
  'Chwilowe przeciążenie / Temporarily busy',
  'Serwis jest chwilowo przeciążony',
  'The site is busy right now',
);
const TOO_MANY = page(
  'Zbyt wiele stron naraz / Too many pages at once',
  'Otworzono zbyt wiele stron w krótkim czasie',
  'Too many pages were opened in a short time',
);

/**
 * The answer to a render the server sheds (decisions 025 and 047), never cached downstream, with
 * Retry-After. A busy or lagging server answers 503: nginx then asks another instance
 * (deploy/nginx/portal.conf). A client over its own budget answers 429: another instance is no
 * remedy for it, and a crawler honouring Retry-After on a 429 (linkinator, search engines) waits
 * for it instead of retrying blindly. `x-load-shed` says why (busy, lagging, client-limit), for
 * whoever reads the logs.
 */
export function sendOverloaded(res: ServerResponse, retryAfterSeconds: number, reason: string): void {
  const overBudget = reason === 'client-limit';
  res.writeHead(overBudget ? 429 : 503, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': String(retryAfterSeconds),
    'x-load-shed': reason,
  });
  res.end(overBudget ? TOO_MANY : BUSY);
}
