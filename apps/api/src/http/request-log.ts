import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

// Mailed links carry single-use tokens in their paths (an invitation signs a new admin in): the
// request log keeps the path without them.
const TOKEN_IN_PATH =
  /(\/api\/(?:back-office\/password-tokens|newsletter\/(?:confirm|unsubscribe)|search-alerts\/(?:confirm|unsubscribe|manage))\/)[^/?#]+/g;

// The back office's lists search by part of a sender's or subscriber's name or address (`q`), which
// the inbox's retention removes after its months: the request log keeps that a search was made,
// not what was searched for (decision 062).
const BACK_OFFICE = '/api/back-office/';
const SEARCH_IN_QUERY = /(^|&)(q|email)=[^&#]*/g;

/** A request's URL as the log keeps it: mailed links' tokens and the back office's searches left out. */
export function loggableUrl(url: string): string {
  const withoutTokens = url.replace(TOKEN_IN_PATH, '$1[token]');
  const queryStart = withoutTokens.indexOf('?');
  if (queryStart < 0 || !withoutTokens.startsWith(BACK_OFFICE)) return withoutTokens;
  const query = withoutTokens.slice(queryStart + 1).replace(SEARCH_IN_QUERY, '$1$2=[search]');
  return `${withoutTokens.slice(0, queryStart)}?${query}`;
}

/** Fastify's request log line, with tokens taken out of the URL. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
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
      url: loggableUrl(request.url),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      remoteAddress: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (QUIET.test(request.url) && reply.statusCode < 400) reply.log.debug(line, 'request');
    else reply.log.info(line, 'request');
  }
}
