import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

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

/**
 * Requests that log below info: the site processes' change poll (every 2 s each) and health checks
 * by balancers and supervisors. At info they were 86,000 lines a day per site process before a
 * single visitor. A failing one (4xx, 5xx) still logs at info.
 */
const QUIET = /^\/api\/(changes|health)(\?|$)/;

/**
 * Fastify's request log as one line per request, when it has been answered: method, path (tokens
 * taken out), status and duration, instead of an "incoming" and a "completed" line. A route's
 * `logLevel` still silences it (the newsletter's token routes log at warn only).
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: redactTokens(request.url),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      remoteAddress: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (QUIET.test(request.url) && reply.statusCode < 400) reply.log.debug(line, 'request');
    else reply.log.info(line, 'request');
  }
}
