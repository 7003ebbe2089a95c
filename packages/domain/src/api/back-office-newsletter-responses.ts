import { z } from 'zod';
import { LANGUAGES } from '../language';
import { DIGEST_FREQUENCIES } from '../newsletter-digest';
import { SUBSCRIBER_STATUSES } from '../newsletter-subscribers';
import { pagedResponseSchema, singleResponseSchema } from './response-envelopes';

/** The back office's newsletter (issue 18, decision 036): its answers, shared by the API and the back office. */

/** A subscriber as the list shows it, with the consent they gave in its words and when. */
const subscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  /** Voivodeship codes; empty: all of them. */
  voivodeships: z.array(z.number().int()),
  isAgent: z.boolean(),
  lang: z.enum(LANGUAGES),
  consent: z.object({ text: z.string(), version: z.string(), at: z.string() }),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
  /** When the last digest was queued for them; null before the first. */
  lastDigestAt: z.string().nullable(),
});

export const subscriberPageResponseSchema = pagedResponseSchema(subscriberSchema);

/** How often the digest goes out, when it is next due and how its last run went. */
export const digestSettingsResponseSchema = singleResponseSchema(
  z.object({
    frequency: z.enum(DIGEST_FREQUENCIES),
    nextRunAt: z.string().nullable(),
    lastRunAt: z.string().nullable(),
    lastError: z.string().nullable(),
  }),
);

const digestOfferSchema = z.object({
  id: z.number().int(),
  tipi: z.string(),
  title: z.string(),
  town: z.string(),
  voivodeship: z.number().int(),
  /** The price asked now (a discount's when discounted), grosze; null when not given. */
  price: z.number().nullable(),
  reason: z.enum(['new', 'repriced']),
  url: z.string(),
});

/** What a digest in one language would hold now: the mail's subject and text, and its offers. */
export const digestPreviewResponseSchema = singleResponseSchema(
  z.object({
    lang: z.enum(LANGUAGES),
    frequency: z.enum(DIGEST_FREQUENCIES),
    since: z.string(),
    until: z.string(),
    offers: z.array(digestOfferSchema),
    /** All the offers that are new, of which `offers` lists the first. */
    totalOffers: z.number().int(),
    specialOffers: z.array(z.object({ id: z.number().int(), name: z.string(), url: z.string() })),
    subject: z.string(),
    text: z.string(),
  }),
);

/** A test digest queued to the signed-in staff member. */
export const digestTestResponseSchema = singleResponseSchema(
  z.object({ to: z.string(), offers: z.number().int() }),
);

/** A subscriber removed on their request: which one (an anonymous audit entry stays). */
export const subscriberRemovedResponseSchema = singleResponseSchema(z.object({ id: z.number().int() }));
