import type { ServerResponse } from 'node:http';

// Both languages: the visitor's language is not known before routing, and this answer must cost
// nothing to make.
const PAGE = `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Chwilowe przeciążenie / Temporarily busy</title></head>
<body><main><h1>Serwis jest chwilowo przeciążony</h1><p>Spróbuj ponownie za kilka sekund.</p>
<h2 lang="en">The site is busy right now</h2><p lang="en">Please try again in a few seconds.</p></main></body></html>
`;

/**
 * 503 with Retry-After for a render the server sheds (decision 025); never cached downstream.
 * `x-load-shed` says why (busy, lagging, client-limit), for whoever reads the logs.
 */
export function sendOverloaded(res: ServerResponse, retryAfterSeconds: number, reason: string): void {
  res.writeHead(503, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': String(retryAfterSeconds),
    'x-load-shed': reason,
  });
  res.end(PAGE);
}
