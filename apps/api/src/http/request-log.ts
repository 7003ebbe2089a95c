import type { FastifyRequest } from 'fastify';

// Mailed links carry single-use tokens in their paths (an invitation signs a new admin in): the
// request log keeps the path without them.
const TOKEN_IN_PATH =
  /(\/api\/(?:back-office\/password-tokens|newsletter\/(?:confirm|unsubscribe))\/)[^/?#]+/g;

export function redactTokens(url: string): string {
  return url.replace(TOKEN_IN_PATH, '$1[token]');
}

/** Fastify's request log line, with tokens taken out of the URL. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
