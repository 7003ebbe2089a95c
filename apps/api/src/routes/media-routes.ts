import { z } from 'zod';
import type { ApiApp } from '../http/api-app';
import { AppError } from '../http/app-error';
import { errorResponseSchema } from '../http/error-response';
import type { RouteDeps } from '../http/route-deps';
import { isMediaKey } from '../media/media-store';
import {
  isOfferMediaPublic,
  isOfferMediaVisibleToStaff,
  type OfferMediaRef,
} from '../repositories/offer-media-repository';
import { signedInStaff } from '../staff/staff-access';
import type { StaffAuth } from '../staff/staff-auth';

/** Everything but an offer's files: named by content (a new upload gets a new name), public for good. */
const PUBLIC_FOR_GOOD = 'public, max-age=2592000, immutable';
/**
 * An offer's files while it is public: browsers and shared caches keep them 5 minutes, so they stop
 * being served within 5 minutes of the offer being taken down (then a 304 costs one small query).
 */
const PUBLIC_WHILE_OFFER_IS = 'public, max-age=300';
/** A staff member's copy of a file not public: theirs alone, checked again on every use. */
const STAFF_ONLY = 'private, no-cache';

/**
 * The offer a key belongs to, if it is an offer's photo (`offers/<stem>-<width>.webp`, stored by
 * its stem) or document (`documents/…`); undefined for the site's other images.
 */
function offerMediaOf(key: string): OfferMediaRef | undefined {
  if (key.startsWith('documents/')) return { kind: 'document', path: `/media/${key}` };
  if (!key.startsWith('offers/')) return undefined;
  const photo = /^(.+)-\d+\.webp$/.exec(key);
  // A key under offers/ of any other shape is held by no offer: served to no one.
  return { kind: 'photo', path: `/media/${photo ? photo[1] : key}` };
}

/**
 * Photos, images and documents from the media store (a directory or a shared bucket), at /media/*.
 * An offer's photos and documents are served to anyone only while an offer holding them is public,
 * and to staff who may open that offer in the back office (their session cookie comes through the
 * site's forwarder: the editor and the preview show drafts' photos); 404 to anyone else (decision
 * 048). Anything that is not an image is sent as a sandboxed download, never a page of the site.
 */
export function registerMediaRoutes(app: ApiApp, { media, database }: RouteDeps, auth: StaffAuth): void {
  const { db } = database;

  /** Whether the request's staff session may see an offer holding the file. */
  async function staffMaySee(request: Parameters<typeof signedInStaff>[1], file: OfferMediaRef) {
    if (!request.headers.cookie) return false;
    const staff = await signedInStaff(auth, request);
    if (!staff) return false;
    return isOfferMediaVisibleToStaff(db, file, staff.role === 'agent' ? staff.id : undefined);
  }

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
      if (!isMediaKey(key)) throw AppError.notFound('File');
      const file = offerMediaOf(key);
      let cacheControl = PUBLIC_FOR_GOOD;
      if (file) {
        if (await isOfferMediaPublic(db, file)) cacheControl = PUBLIC_WHILE_OFFER_IS;
        else if (await staffMaySee(request, file)) cacheControl = STAFF_ONLY;
        else {
          // Nobody keeps the refusal: the file may be public a minute later.
          reply.header('cache-control', 'no-store');
          throw AppError.notFound('File');
        }
      }
      const object = await media.get(key);
      if (!object) throw AppError.notFound('File');
      reply
        .header('cache-control', cacheControl)
        .header('x-content-type-options', 'nosniff')
        // A document (a PDF may carry /OpenAction scripts) never runs in the site's origin.
        .header('content-security-policy', 'sandbox')
        .header('etag', object.etag);
      if (!object.contentType.startsWith('image/')) {
        reply.header('content-disposition', `attachment; filename="${key.slice(key.lastIndexOf('/') + 1)}"`);
      }
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
