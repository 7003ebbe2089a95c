import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { AppError } from '../http/app-error';
import { type MediaStore, mediaKey } from '../media/media-store';
import type { AuditActor } from '../repositories/audit-repository';

type Db = Kysely<DatabaseSchema>;

/** What a write of the site's content needs: the database, who writes, the media store. */
export interface SiteContentContext {
  db: Db;
  actor: AuditActor;
  media: MediaStore;
  now?: Date;
}

/** A field error the back office shows beside the field (400 `validation_failed`). */
export function fieldError(field: string, code: string, message = 'Invalid value'): AppError {
  return new AppError(400, 'validation_failed', message, { fields: { [field]: code } });
}

/** Every image the save names must be one the media store holds (uploaded first, or the seed's). */
export async function requireStoredImages(
  media: MediaStore,
  images: readonly { field: string; path: string | null }[],
): Promise<void> {
  for (const image of images) {
    if (image.path === null) continue;
    let size: number | undefined;
    try {
      size = await media.size(mediaKey(image.path));
    } catch {
      size = undefined;
    }
    if (size === undefined) throw fieldError(image.field, 'image_unknown', 'No such image');
  }
}
