import { z } from 'zod';
import { LANGUAGES } from '../language';
import { STAFF_ROLES } from '../staff-roles';
import { listResponseSchema, pagedResponseSchema, singleResponseSchema } from './response-envelopes';

/** The back office's answers about staff accounts (issue 16), shared by the API and the back office. */

const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  lang: z.enum(LANGUAGES),
  /** Has set a password: the invitation is used. */
  active: z.boolean(),
  deactivated: z.boolean(),
  twoFactor: z.boolean(),
  createdAt: z.string(),
  agentId: z.number().int().nullable(),
  photo: z.string().nullable(),
  card: z.object({ jobPl: z.string(), jobEn: z.string(), phone: z.string() }).nullable(),
});

/** The signed-in person, and whether they must enrol a second factor before anything else. */
export const meResponseSchema = singleResponseSchema(
  staffMemberSchema.extend({ twoFactorRequired: z.boolean() }),
);

export const staffListResponseSchema = listResponseSchema(staffMemberSchema);
export const staffMemberResponseSchema = singleResponseSchema(staffMemberSchema);

/** What a mailed link is for, before the person types a password. */
export const passwordTokenResponseSchema = singleResponseSchema(
  z.object({ kind: z.enum(['invitation', 'reset']), email: z.string(), name: z.string() }),
);

/** A password set from a link: an invitation ends signed in, a reset asks to sign in again. */
export const passwordSetResponseSchema = singleResponseSchema(
  z.object({ kind: z.enum(['invitation', 'reset']), signedIn: z.boolean() }),
);

/** One's own session, ended by its id. */
export const sessionRevokedResponseSchema = singleResponseSchema(z.object({ revoked: z.literal(true) }));

const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** `{ field: [before, after] }`. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  ip: z.string().nullable(),
});

export const auditPageResponseSchema = pagedResponseSchema(auditEntrySchema);
