import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from './offer-media';
import { AUTH_BODY_MAX_BYTES, JSON_BODY_MAX_BYTES, requestBodyLimit } from './request-body-limits';

describe('requestBodyLimit (decision 047)', () => {
  it('gives each upload route its file limit and a little for the multipart envelope', () => {
    const photos = requestBodyLimit('/api/back-office/offers/12/photos');
    expect(photos).toBeGreaterThan(PHOTO_MAX_BYTES);
    expect(photos).toBeLessThan(PHOTO_MAX_BYTES + 1024 * 1024);
    expect(requestBodyLimit('/api/back-office/offers/import')).toBeGreaterThan(10 * 1024 * 1024);
  });

  it('gives every other route the JSON limit, and the sign-in endpoints their own', () => {
    expect(requestBodyLimit('/api/form/contact')).toBe(JSON_BODY_MAX_BYTES);
    expect(requestBodyLimit('/api/auth/sign-in/email')).toBe(AUTH_BODY_MAX_BYTES);
    // A path spelt differently from the route table gets the smallest limit, never a larger one.
    expect(requestBodyLimit('/api/back-office/offers/12/%70hotos')).toBe(JSON_BODY_MAX_BYTES);
    expect(requestBodyLimit('/api/back-office/offers/12/photos/3')).toBe(JSON_BODY_MAX_BYTES);
  });
});
