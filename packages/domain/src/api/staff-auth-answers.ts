import { z } from 'zod';

/**
 * Better Auth's answers the back office reads (decision 029: its routes under /api/auth). They
 * are its shapes, not ours, so each schema names only what a screen reads and lets the rest pass;
 * an answer the screen reads nothing of is checked to be an object.
 */

/** Any of its answers: the sign-out, a second factor's code, a changed password, a reset asked for. */
export const authDoneAnswerSchema = z.looseObject({});

/** A password accepted; with a second factor the code is asked next. */
export const signInAnswerSchema = z.looseObject({ twoFactorRedirect: z.boolean().optional() });

/** Two-step verification begun: the key for the authenticator app and the backup codes. */
export const totpEnrolmentAnswerSchema = z.looseObject({
  totpURI: z.string(),
  backupCodes: z.array(z.string()),
});

/** One's own sessions (without their tokens, which the API never shows). */
export const sessionsAnswerSchema = z.array(
  z.looseObject({
    id: z.string(),
    createdAt: z.string(),
    ipAddress: z.string().nullish(),
    userAgent: z.string().nullish(),
  }),
);

/** This session, or none. */
export const currentSessionAnswerSchema = z
  .looseObject({ session: z.looseObject({ id: z.string() }) })
  .nullable();
