import { z } from 'zod';
import { CONTACT_FORM_KINDS } from '../contact-forms';
import { INBOX_STATUSES } from '../form-inbox';
import { STAFF_ROLES } from '../staff-roles';
import { listResponseSchema, pagedResponseSchema, singleResponseSchema } from './response-envelopes';

/** The back office's form inbox (issue 18, decision 035): its answers, shared by the API and the back office. */

const personSchema = z.object({ id: z.string(), name: z.string() });

/** A submission as the list shows it; the sender's address and name are null once removed. */
const inboxItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTACT_FORM_KINDS),
  status: z.enum(INBOX_STATUSES),
  lang: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  /** The offer it is about (the offer page's forms), as it is now. */
  offer: z
    .object({ id: z.number().int(), tipi: z.string(), titlePl: z.string(), titleEn: z.string() })
    .nullable(),
  assignee: personSchema.nullable(),
  /** When the daily job removed the personal data (after the retention period); null before. */
  personalDataRemovedAt: z.string().nullable(),
});

export const inboxPageResponseSchema = pagedResponseSchema(inboxItemSchema);

const nullableText = z.string().nullable();

/** What the sender wrote, field by field (every form has some of them); all null once removed. */
const inboxContentSchema = z.object({
  name: nullableText,
  email: nullableText,
  phone: nullableText,
  firm: nullableText,
  message: nullableText,
  /** What an "ask request" looks for (SPEC §3 filter names). */
  criteria: z
    .object({
      typeClassified: z.number().int().nullable(),
      typeProperty: z.number().int().nullable(),
      voivodeship: z.number().int().nullable(),
      town: nullableText,
    })
    .nullable(),
  /** The consent given with the form, in the words shown then. */
  consent: z.object({ text: z.string(), version: z.string() }).nullable(),
});

const inboxNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  /** Who wrote it; null when their account is gone. */
  author: personSchema.nullable(),
});

/** One submission with what it says, its notes and whom it may be given to. */
export const inboxSubmissionResponseSchema = singleResponseSchema(
  inboxItemSchema.extend({
    content: inboxContentSchema,
    notes: z.array(inboxNoteSchema),
    /** The staff members who may handle it: active editors and admins, and the agent of its offer. */
    assignees: z.array(personSchema.extend({ role: z.enum(STAFF_ROLES) })),
  }),
);
export type InboxSubmission = z.infer<typeof inboxSubmissionResponseSchema>['data'];

export const inboxNoteResponseSchema = singleResponseSchema(inboxNoteSchema);

/** The active staff members the list can be filtered by. */
export const inboxAssigneesResponseSchema = listResponseSchema(
  personSchema.extend({ role: z.enum(STAFF_ROLES) }),
);

/** How many months personal data are kept, and the bounds an admin may set. */
export const inboxRetentionResponseSchema = singleResponseSchema(
  z.object({
    months: z.number().int(),
    min: z.number().int(),
    max: z.number().int(),
    default: z.number().int(),
  }),
);
