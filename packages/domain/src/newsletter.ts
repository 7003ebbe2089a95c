import { z } from 'zod';
import { requiredOr } from './error-codes';
import { VOIVODESHIPS, type VoivodeshipKey, voivodeshipByNamePl } from './voivodeships';

/**
 * SPEC §5 newsletter validation and the §3/§7 payload of POST /api/form/newsletter.
 * Errors are codes (error-codes.ts); the site shows the spec's texts for them.
 */

/** What the visitor fills in. `voivodeship` is comma-joined Polish names; §5 gives it no rule. */
export const newsletterFormSchema = z.object({
  email: z
    .string(requiredOr('email_invalid'))
    .trim()
    .min(1, 'required')
    .pipe(z.email('email_invalid').max(254, 'email_invalid')),
  voivodeship: z.string(requiredOr('invalid_value')).default(''),
  isAgent: z.boolean(requiredOr('invalid_value')).default(false),
  agreement1: z.literal(true, 'required'),
});

/** The request body: the form plus the anti-bot token (empty when captcha is off) and the event id. */
export const newsletterSchema = z.strictObject({
  ...newsletterFormSchema.shape,
  token: z.string(requiredOr('invalid_value')).max(4096, 'invalid_value').default(''),
  eventID: z.string(requiredOr('invalid_value')).regex(/^\d{8,20}$/, 'invalid_value'),
});

/**
 * The voivodeship codes of a comma-joined list of Polish names ('mazowieckie, Łódzkie'), each once,
 * in the order given. Null when none is given or any is unknown: the API answers that with
 * bad_voivodeshipID (SPEC §5 "select a voivodship").
 */
export function parseVoivodeshipNames(value: string): number[] | null {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0) return null;
  const codes: number[] = [];
  for (const name of names) {
    const voivodeship = voivodeshipByNamePl(name);
    if (!voivodeship) return null;
    if (!codes.includes(voivodeship.code)) codes.push(voivodeship.code);
  }
  return codes;
}

/**
 * The form's side of `parseVoivodeshipNames`: the chosen voivodeships as SPEC §3 sends them,
 * comma-joined Polish names ('dolnośląskie,mazowieckie'), in the register's order whatever order
 * they were ticked in, each once; '' when none is chosen.
 */
export function joinVoivodeshipNames(keys: Iterable<VoivodeshipKey>): string {
  const chosen = new Set<string>(keys);
  return VOIVODESHIPS.filter((v) => chosen.has(v.key))
    .map((v) => v.namePl)
    .join(',');
}

const EVENT_ID_RANDOM_MIN = 1_000_000;
const EVENT_ID_RANDOM_MAX = 9_999_999;

/**
 * SPEC §7: "The eventID is a timestamp plus a random number between 1,000,000 and 9,999,999",
 * written one after the other (13-digit ms timestamp, 7 digits), so it sorts by time and two
 * sign-ups in one millisecond still differ.
 */
export function createEventId(now: number = Date.now(), random: () => number = Math.random): string {
  const span = EVENT_ID_RANDOM_MAX - EVENT_ID_RANDOM_MIN + 1;
  const offset = Math.min(Math.floor(random() * span), span - 1);
  return `${Math.floor(now)}${EVENT_ID_RANDOM_MIN + offset}`;
}

/**
 * SPEC §5: "The consent text is a marketing consent to receive the property newsletter, revocable at
 * any time." `version` is stored with each consent so a changed text can be told apart.
 */
export const NEWSLETTER_CONSENT = {
  version: '2026-11',
  pl: 'Wyrażam zgodę na otrzymywanie na podany adres e-mail newslettera z ofertami nieruchomości. Zgodę mogę w każdej chwili wycofać.',
  en: 'I agree to receive the newsletter with property offers at the e-mail address provided. I may withdraw my consent at any time.',
} as const;
