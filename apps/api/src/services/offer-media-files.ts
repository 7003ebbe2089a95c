import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { OFFER_PHOTO_WIDTHS, offerPhotoUrl } from '../media/media-paths';
import { mediaKey } from '../media/media-store';
import { documentPathInUse, photoPathInUse } from '../repositories/offer-media-repository';

/**
 * The media keys of an offer's photos and documents whose rows are gone, for the files no row names
 * any more: deleted by the caller once the write that removed the rows commits (a discarded copy's
 * uploads, a public photo "publish changes" dropped, a refused upload's row). Only the offer's own
 * uploads (`u<id>-…`): the demo's shared photos and a duplicate's copied rows name files another
 * row may still use, and the in-use check keeps those.
 */
export async function unusedOfferFiles(
  db: Kysely<DatabaseSchema>,
  offerId: number,
  gone: { photos?: readonly string[]; documents?: readonly string[] },
): Promise<string[]> {
  const unused: string[] = [];
  for (const path of gone.photos ?? []) {
    if (path.startsWith(`/media/offers/u${offerId}-`) && !(await photoPathInUse(db, path))) {
      unused.push(...OFFER_PHOTO_WIDTHS.map((width) => mediaKey(offerPhotoUrl(path, width))));
    }
  }
  for (const path of gone.documents ?? []) {
    if (path.startsWith(`/media/documents/u${offerId}-`) && !(await documentPathInUse(db, path))) {
      unused.push(mediaKey(path));
    }
  }
  return unused;
}
