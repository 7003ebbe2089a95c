import { CONTENT_IMAGE_MAX_BYTES } from './content-editor';
import { DOCUMENT_MAX_BYTES, PHOTO_MAX_BYTES } from './offer-media';
import { OFFER_IMPORT_MAX_BYTES } from './offer-sheet-columns';

/**
 * How large a request body each API route takes (decision 047): one table, read by the API (its
 * body limits) and by the site's forwarder, which refuses a larger body with 413 before reading
 * past the limit instead of passing it on. A route not named here takes JSON up to
 * `JSON_BODY_MAX_BYTES`.
 */

/** Every JSON body (Fastify's `bodyLimit`). */
export const JSON_BODY_MAX_BYTES = 64 * 1024;
/** Better Auth's endpoints at /api/auth/* (sign-in, second factor, password change). */
export const AUTH_BODY_MAX_BYTES = 16 * 1024;
/** The newsletter's one-click POSTs (RFC 8058), whose bodies are ignored. */
export const ONE_CLICK_BODY_MAX_BYTES = 4 * 1024;
/** A staff member's portrait (My account). */
export const PROFILE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/**
 * A multipart upload carries its file and a few short fields with their boundaries and part
 * headers: this much more than the file's own limit, which the API checks on the file itself.
 */
const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

const ROUTE_LIMITS: readonly { path: RegExp; maxBytes: number }[] = [
  {
    path: /^\/api\/back-office\/offers\/[^/]+\/photos$/,
    maxBytes: PHOTO_MAX_BYTES + MULTIPART_ENVELOPE_BYTES,
  },
  {
    path: /^\/api\/back-office\/offers\/[^/]+\/documents$/,
    maxBytes: DOCUMENT_MAX_BYTES + MULTIPART_ENVELOPE_BYTES,
  },
  {
    path: /^\/api\/back-office\/offers\/import$/,
    maxBytes: OFFER_IMPORT_MAX_BYTES + MULTIPART_ENVELOPE_BYTES,
  },
  {
    path: /^\/api\/back-office\/content-images$/,
    maxBytes: CONTENT_IMAGE_MAX_BYTES + MULTIPART_ENVELOPE_BYTES,
  },
  { path: /^\/api\/back-office\/me\/photo$/, maxBytes: PROFILE_PHOTO_MAX_BYTES + MULTIPART_ENVELOPE_BYTES },
  { path: /^\/api\/auth\//, maxBytes: AUTH_BODY_MAX_BYTES },
  { path: /^\/api\/newsletter\/(confirm|unsubscribe)\/[^/]+$/, maxBytes: ONE_CLICK_BODY_MAX_BYTES },
];

/**
 * The largest body the API takes at `pathname` (as the request names it, before any decoding: a
 * path spelt differently gets the JSON limit, the smallest there is).
 */
export function requestBodyLimit(pathname: string): number {
  return ROUTE_LIMITS.find((route) => route.path.test(pathname))?.maxBytes ?? JSON_BODY_MAX_BYTES;
}
