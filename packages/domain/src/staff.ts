import { z } from 'zod';
import { optionalPhone } from './contact-forms';
import { requiredOr } from './error-codes';
import { LANGUAGES } from './language';
import { STAFF_ROLES, type StaffRole } from './staff-roles';

/**
 * Staff accounts of the back office (issue 16, decision 029): who may do what, and the §5 password
 * rules. Shared by the API, which enforces them, and the back office, which checks before sending.
 */

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** SPEC §5 leaves the bound unsaid; 12 characters is what a staff account with publish rights needs. */
export const PASSWORD_MIN_LENGTH = 12;
/** Better Auth's own ceiling: scrypt of a longer text only costs time. */
export const PASSWORD_MAX_LENGTH = 128;
/** SPEC §5: the special characters a password must contain one of. */
const PASSWORD_SPECIAL_CHARACTERS = '#?!@$%^&*-';

/** The first §5 rule a new password breaks, as its message code, or null when it meets them all. */
export function passwordIssue(password: string): 'password_too_short' | 'password_weak' | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'password_too_short';
  const special = [...PASSWORD_SPECIAL_CHARACTERS].some((character) => password.includes(character));
  if (!/\p{Lu}/u.test(password) || !/\p{Ll}/u.test(password) || !special) return 'password_weak';
  return null;
}

/** A new password that meets §5. */
const newPasswordSchema = z
  .string(requiredOr('password_too_short'))
  .max(PASSWORD_MAX_LENGTH, 'invalid_value')
  .superRefine((value, ctx) => {
    const issue = passwordIssue(value);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  });

/** "Passwords must match", said on `rePassword`. */
function passwordsMatch(value: { password: string; rePassword: string }, ctx: z.RefinementCtx): void {
  if (value.password !== value.rePassword) {
    ctx.addIssue({ code: 'custom', path: ['rePassword'], message: 'passwords_mismatch' });
  }
}

/** Said even when another field is wrong too, so the form shows every message at once. */
const bothTyped = {
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; rePassword?: unknown } | undefined;
    return typeof value?.password === 'string' && typeof value.rePassword === 'string';
  },
};

const repeatedPassword = z.string(requiredOr('passwords_mismatch'));

/** A signed-in person changes their password: the current one, then the new one twice (§3 labels). */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string(requiredOr('required')).min(1, 'required'),
    password: newPasswordSchema,
    rePassword: repeatedPassword,
  })
  .strict()
  .superRefine(passwordsMatch, bothTyped);

const emailSchema = z.string(requiredOr('email_invalid')).trim().toLowerCase().pipe(z.email('email_invalid'));
const nameSchema = z
  .string(requiredOr('name_too_short'))
  .trim()
  .min(2, 'name_too_short')
  .max(120, 'invalid_value');

/** An admin invites a person: their address, name, role and the language of the invitation. */
export const staffInviteSchema = z
  .object({
    email: emailSchema,
    name: nameSchema,
    role: z.enum(STAFF_ROLES, 'invalid_value'),
    lang: z.enum(LANGUAGES, 'invalid_value').default('pl'),
  })
  .strict();
export type StaffInvite = z.infer<typeof staffInviteSchema>;

/** Activation (and a forgotten password): the token from the link and the new password twice. */
export const setPasswordSchema = z
  .object({
    token: z.string(requiredOr('token_invalid')).min(16, 'token_invalid').max(200, 'token_invalid'),
    password: newPasswordSchema,
    rePassword: repeatedPassword,
  })
  .strict()
  .superRefine(passwordsMatch, bothTyped);

const jobSchema = z.string().trim().max(120, 'invalid_value').default('');

/**
 * A person's own data (§6 "data changed"): their name and language, and for an agent the public
 * card the offer pages show (job in both languages, phone; the e-mail is the account's).
 */
export const staffProfileSchema = z
  .object({
    name: nameSchema,
    lang: z.enum(LANGUAGES, 'invalid_value'),
    jobPl: jobSchema,
    jobEn: jobSchema,
    phone: optionalPhone.default(''),
  })
  .strict();
export type StaffProfile = z.infer<typeof staffProfileSchema>;
