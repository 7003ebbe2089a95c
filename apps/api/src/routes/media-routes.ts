import { z } from 'zod';
import type { ApiApp } from '../http/api-app';
import { AppError } from '../http/app-error';
import { errorResponseSchema } from '../http/error-response';
import type { RouteDeps } from '../http/route-deps';
import { isMediaKey } from '../media/media-store';

/**
 * Photos, images and documents from the media store (a directory or a shared bucket), at /media/*.
 * Their names change when their content does (a new upload gets a new name), so browsers may keep
 * them for a long time.
 */
export function registerMediaRoutes(app: ApiApp, { media }: RouteDeps): void {
  app.get(
    '/media/*',
    {
      schema: {
        hide: true,
        params: z.object({ '*': z.string() }),
        response: {
          304: z.null().describe('The browser holds the current version'),
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      // Traversal, hidden names and anything else that is not a key is simply not there.
      const object = isMediaKey(key) ? await media.get(key) : undefined;
      if (!object) throw AppError.notFound('File');
      reply
        .header('cache-control', 'public, max-age=2592000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('etag', object.etag);
      if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
      if (request.headers['if-none-match'] === object.etag) {
        object.body.destroy();
        return reply.code(304).send(null);
      }
      return reply
        .type(object.contentType)
        .header('content-length', object.size)
        .send(object.body as unknown as never);
    },
  );
}
