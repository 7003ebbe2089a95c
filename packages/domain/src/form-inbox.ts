import { z } from 'zod';
import { MAX_DATABASE_ID } from './constants';
import { CONTACT_FORM_KINDS, type ContactFormKind } from './contact-forms';

/**
 * The back office's form inbox (issue 18, decision 035): the submissions of the five forms, newest
 * first, each with a status, a staff member it is assigned to and notes; and how long the
 * visitors' personal data in them is kept. Shared by the API's routes and the back office's pages.
 */

/** Where a submission stands: every new one is `new`; `spam` keeps it out of the way, not deleted. */
export const INBOX_STATUSES = ['new', 'in_progress', 'done', 'spam'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const INBOX_PER_PAGE = 25;
/** The most rows one XLSX export of the inbox holds (the list's order: newest first). */
export const INBOX_EXPORT_MAX_ROWS = 10_000;
/** A staff note's length in characters. */
export const INBOX_NOTE_MAX = 2000;

/**
 * How many months the personal data of a submission are kept, counted from when it was sent; then
 * the daily job removes them and keeps an anonymous row. An admin sets it in the back office.
 */
export const INBOX_RETENTION_MONTHS = { min: 1, max: 120, default: 24 } as const;

/** The list's "assigned to" filter: anyone (absent), nobody, the signed-in person, or one account. */
export const INBOX_ASSIGNED_NOBODY = 'none';
export const INBOX_ASSIGNED_ME = 'me';

const id = z.coerce.number().int().min(1).max(MAX_DATABASE_ID);

/** The list's filters; the export takes the same without `page`. */
export const inboxQuerySchema = z
  .object({
    /** Part of the sender's e-mail address or name. */
    q: z.string().trim().min(1).max(100).optional(),
    status: z.enum(INBOX_STATUSES).optional(),
    kind: z.enum(CONTACT_FORM_KINDS).optional(),
    /** `none`, `me` or a staff account's id. */
    assigned: z.string().trim().min(1).max(64).optional(),
    offerId: id.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export const inboxStatusSchema = z.object({ status: z.enum(INBOX_STATUSES, 'invalid_value') }).strict();

/** Give the submission to a staff member, or to nobody (`null`). */
export const inboxAssigneeSchema = z
  .object({
    staffId: z.string('invalid_value').trim().min(1, 'required').max(64, 'invalid_value').nullable(),
  })
  .strict();

export const inboxNoteSchema = z
  .object({
    text: z.string('required').trim().min(1, 'required').max(INBOX_NOTE_MAX, 'too_long'),
  })
  .strict();

export const inboxRetentionSchema = z
  .object({
    months: z
      .number('retention_months_range')
      .int('retention_months_range')
      .min(INBOX_RETENTION_MONTHS.min, 'retention_months_range')
      .max(INBOX_RETENTION_MONTHS.max, 'retention_months_range'),
  })
  .strict();

/** A stored setting read back: a whole number of months in the bounds, or the default. */
export function retentionMonthsOf(stored: unknown): number {
  const months = typeof stored === 'string' && /^\d+$/.test(stored) ? Number(stored) : stored;
  return typeof months === 'number' &&
    Number.isInteger(months) &&
    months >= INBOX_RETENTION_MONTHS.min &&
    months <= INBOX_RETENTION_MONTHS.max
    ? months
    : INBOX_RETENTION_MONTHS.default;
}

/**
 * The instant `months` calendar months before `now` (UTC): submissions sent before it have been
 * kept for the whole period. A day the earlier month lacks is its last day (31 March minus one
 * month is the end of February, not 3 March).
 */
export function retentionCutoff(now: Date, months: number): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(now.getUTCDate(), lastDay),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}

const KINDS: ReadonlySet<string> = new Set(CONTACT_FORM_KINDS);

/** Whether a stored kind is one of the five forms'. */
export function isContactFormKind(kind: string): kind is ContactFormKind {
  return KINDS.has(kind);
}

/** The sender's name as the forms ask for it: `name`, or first and last name (the contact page). */
export function senderNameOf(payload: Readonly<Record<string, unknown>>): string | null {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const name =
    text(payload.name) || [text(payload.firstName), text(payload.lastName)].filter(Boolean).join(' ');
  return name === '' ? null : name;
}
