import { AUTH_BODY_MAX_BYTES } from '@estate/domain/request-body-limits';
import { fromNodeHeaders } from 'better-auth/node';
import type { ApiConfig } from '../config/env';
import type { ApiApp } from '../http/api-app';
import { AppError } from '../http/app-error';
import { CLIENT_IP_HEADER, type StaffAuth } from './staff-auth';

/** Removes every `token` field, at any depth, from a JSON answer (issue 32: sessions' tokens). */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, inner]) => [key, withoutTokens(inner)]),
  );
}

/**
 * Better Auth's endpoints at `/api/auth/*` (sign-in, second factor, sessions, password change, sign
 * out), served from Fastify: the request becomes a Fetch Request with the visitor's address (as
 * Fastify determined it under TRUST_PROXY) in a header of ours, and every Set-Cookie comes back.
 * Its admin endpoints are not served: staff are managed through the audited back-office routes.
 * No answer carries a session token (sign-in, verify-totp, get-session and list-sessions would): the
 * HttpOnly cookie is the only place a session's secret goes, so a script on the page never reads it.
 * A write from another origin is refused here, as `origin_refused`, before Better Auth counts it as
 * a sign-in attempt (decision 046).
 */
export async function registerAuthRoutes(app: ApiApp, auth: StaffAuth, config: ApiConfig): Promise<void> {
  const siteOrigin = new URL(config.siteUrl).origin;
  await app.register(async (scope) => {
    // Better Auth reads the body itself (JSON only); it gets the text as it came.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: AUTH_BODY_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      // Better Auth's own endpoints, documented by Better Auth; the OpenAPI document says so.
      schema: { hide: true },
      handler: async (request, reply) => {
        if (request.url.startsWith('/api/auth/admin/')) throw AppError.notFound('Endpoint');
        const origin = request.headers.origin;
        if (request.method !== 'GET' && origin !== undefined && origin !== siteOrigin) {
          // Better Auth refuses it too (INVALID_ORIGIN); ours says what is wrong, and counts nothing.
          reply.header('cache-control', 'no-store');
          return reply
            .status(403)
            .send({ code: 'origin_refused', message: `Open the back office at ${siteOrigin}` });
        }
        const headers = fromNodeHeaders(request.headers);
        headers.set(CLIENT_IP_HEADER, request.ip);
        const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
        const response = await auth.handler(
          new Request(new URL(request.url, config.siteUrl), {
            method: request.method,
            headers,
            body: hasBody && typeof request.body === 'string' ? request.body : undefined,
          }),
        );
        reply.status(response.status);
        const json = response.headers.get('content-type')?.includes('application/json') ?? false;
        response.headers.forEach((value, key) => {
          if (key !== 'set-cookie' && !(json && key === 'content-length')) reply.header(key, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        reply.header('cache-control', 'no-store');
        if (!response.body) return reply.send(null);
        if (!json) return reply.send(Buffer.from(await response.arrayBuffer()));
        const text = await response.text();
        return reply.send(text === '' ? null : JSON.stringify(withoutTokens(JSON.parse(text))));
      },
    });
  });
}
