'use server';

import { getSignedInStaff } from './staff-session';
import { type QrDrawing, qrDrawing } from './totp-qr';

/** Longer than any otpauth URI Better Auth makes (issuer, e-mail and a 52-character key). */
const MAX_URI_LENGTH = 512;

/**
 * The QR code of the otpauth URI the enrolment screen just received from the API, drawn on the
 * site's server so the QR code library never reaches a browser (decision 053). Only for a signed-in
 * staff member, and only for a TOTP URI: the argument comes from the browser, so it is checked as
 * any input. Answers null otherwise; the screen then shows the typed key alone.
 */
export async function totpQrAction(uri: unknown): Promise<QrDrawing | null> {
  if (typeof uri !== 'string' || uri.length > MAX_URI_LENGTH || !uri.startsWith('otpauth://totp/')) {
    return null;
  }
  if (!(await getSignedInStaff())) return null;
  return qrDrawing(uri);
}
