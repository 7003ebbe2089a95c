import { fromNodeHeaders } from 'better-auth/node';
import type { ApiConfig } from '../config/env';
import type { ApiApp } from '../http/api-app';
import { AppError } from '../http/app-error';
import { CLIENT_IP_HEADER, type StaffAuth } from './staff-auth';

/**
 * Better Auth's endpoints at `/api/auth/*` (sign-in, second factor, sessions, password change, sign
 * out), served from Fastify: the request becomes a Fetch Request with the visitor's address (as
 * Fastify determined it under TRUST_PROXY) in a header of ours, and every Set-Cookie comes back.
 * Its admin endpoints are not served: staff are managed through the audited back-office routes.
 */
export async function registerAuthRoutes(app: ApiApp, auth: StaffAuth, config: ApiConfig): Promise<void> {
  await app.register(async (scope) => {
    // Better Auth reads the body itself (JSON only); it gets the text as it came.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      // Better Auth's own endpoints, documented by Better Auth; the OpenAPI document says so.
      schema: { hide: true },
      handler: async (request, reply) => {
        if (request.url.startsWith('/api/auth/admin/')) throw AppError.notFound('Endpoint');
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
        response.headers.forEach((value, key) => {
          if (key !== 'set-cookie') reply.header(key, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        reply.header('cache-control', 'no-store');
        return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
      },
    });
  });
}
