import {
  CONTENT_COVER_SIZE,
  CONTENT_TEXT_IMAGE_WIDTH,
  type ContentImageUse,
} from '@estate/domain/content-editor';
import { SITE_IMAGE_SIZES } from '@estate/domain/site-content';
import { contentName, judgeImage, UploadRefused } from '../media/image-uploads';
import { mediaKey } from '../media/media-store';
import { insertAuditEntry } from '../repositories/audit-repository';
import { fieldError, type SiteContentContext } from './site-content';

/**
 * One image for the content staff write, judged by its content like an offer's photo (JPEG, PNG,
 * WebP, AVIF; the pixel limit; read to its end) and stored as WebP without metadata under a name
 * made from its content (decisions 037 and 038; one upload for both since decision 040). By its
 * use: an item's cover cropped to the site's 16:9 box, an image in a text at most 1200 px wide with
 * its shape kept, a slide, the promotion or a group cropped to the box the site shows it in.
 * Audited; the public sees nothing until a save names it.
 */
export async function uploadContentImage(
  context: SiteContentContext,
  use: ContentImageUse,
  upload: Buffer,
): Promise<{ path: string; width: number; height: number }> {
  let stored: { data: Buffer; info: { width: number; height: number } };
  try {
    const image = await judgeImage(upload);
    const resized =
      use === 'cover'
        ? image.resize({ ...CONTENT_COVER_SIZE, fit: 'cover' })
        : use === 'text'
          ? image.resize({ width: CONTENT_TEXT_IMAGE_WIDTH, withoutEnlargement: true })
          : image.resize({ ...SITE_IMAGE_SIZES[use], fit: 'cover' });
    stored = await resized
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true })
      .catch(() => {
        throw new UploadRefused('file_broken');
      });
  } catch (error) {
    if (error instanceof UploadRefused) throw fieldError('image', error.code, `Refused image: ${error.code}`);
    throw error;
  }
  // Articles' images and the site's own keep the folders and audit names they had apart.
  const ofArticle = use === 'cover' || use === 'text';
  const path = `/media/${ofArticle ? 'content' : 'site'}/${use}-${contentName(upload)}.webp`;
  await context.media.put(mediaKey(path), stored.data, 'image/webp');
  await insertAuditEntry(
    context.db,
    {
      actor: context.actor,
      action: ofArticle ? 'content.image-upload' : 'site.image-upload',
      entity: 'media',
      entityId: path,
      changes: {},
    },
    context.now,
  );
  return { path, width: stored.info.width, height: stored.info.height };
}
