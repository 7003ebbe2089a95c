import path from 'node:path';
import type { ApiConfig } from '../config/env';
import { LocalMediaStore } from './local-media-store';
import type { MediaStore } from './media-store';
import { S3MediaStore } from './s3-media-store';

/** The store the settings name: an S3-compatible bucket, or else `$DATA_DIR/media`. */
export function openMediaStore(config: Pick<ApiConfig, 'dataDir' | 'media'>): MediaStore {
  const media = config.media ?? { kind: 'local' };
  if (media.kind === 's3') return new S3MediaStore(media);
  return new LocalMediaStore(media.dir ?? path.join(config.dataDir, 'media'));
}
