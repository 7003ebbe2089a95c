import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ApiApp } from '../http/api-app';
import type { RouteDeps } from '../http/route-deps';

/**
 * Photos, images and documents under $DATA_DIR/media, at /media/*. Their names change when their
 * content does (a new upload gets a new name), so browsers may keep them for a long time.
 */
export async function registerMediaRoutes(app: ApiApp, { config }: RouteDeps): Promise<void> {
  const root = path.join(config.dataDir, 'media');
  fs.mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (res) => {
      res.header('cache-control', 'public, max-age=2592000, immutable');
      res.header('x-content-type-options', 'nosniff');
    },
  });
}
