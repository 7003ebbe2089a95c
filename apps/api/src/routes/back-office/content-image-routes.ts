import { contentImageResponseSchema } from '@estate/domain/api/back-office-content-responses';
import { CONTENT_IMAGE_MAX_BYTES, contentImageQuerySchema } from '@estate/domain/content-editor';
import { SITE_EDITORS } from '@estate/domain/kinds/access';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiApp } from '../../http/api-app';
import { errorResponseSchema } from '../../http/error-response';
import { uploadedFile } from '../../http/multipart-upload';
import type { RouteDeps } from '../../http/route-deps';
import { uploadContentImage } from '../../services/content-images';
import { actorOf } from '../../staff/staff-access';

/**
 * The one image upload of the site's content (decisions 037 and 040): an article's cover or an
 * image in its text, a slide of the home page, the promotion, a group's picture. Editors and
 * admins; audited. The items that name the image are written through the editable kinds
 * (`/api/back-office/kinds/*`, decision 052), which check that it is in the media store.
 */
export async function registerContentImageRoutes(app: ApiApp, { database, media }: RouteDeps): Promise<void> {
  const { db } = database;
  // Multipart only in this scope: one image per request.
  await app.register(async (plain) => {
    await plain.register(fastifyMultipart, { limits: { files: 1, fields: 0, parts: 1 } });
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.post(
      '/api/back-office/content-images',
      {
        schema: {
          tags: ['back office'],
          summary:
            'Upload an image for a cover, a text, a slide, the promotion or a group (multipart field `image`)',
          consumes: ['multipart/form-data'],
          querystring: contentImageQuerySchema,
          response: {
            201: contentImageResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            403: errorResponseSchema,
            404: errorResponseSchema,
            413: errorResponseSchema,
            415: errorResponseSchema,
          },
        },
        config: { access: { roles: SITE_EDITORS.write } },
      },
      async (request, reply) => {
        const { content } = await uploadedFile(request, 'image', CONTENT_IMAGE_MAX_BYTES);
        const context = { db, actor: actorOf(request), media };
        const image = await uploadContentImage(context, request.query.use, content);
        return reply.status(201).send({ data: image });
      },
    );
  });
}
