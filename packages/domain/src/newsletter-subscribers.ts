import { z } from 'zod';
import { MAX_DATABASE_ID } from './constants';
import { isVoivodeshipCode } from './voivodeships';

/**
 * The back office's newsletter subscribers (issue 18, decision 036): the list's filters and pages,
 * its export, and the removal of one person's data on request.
 */

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const SUBSCRIBERS_PER_PAGE = 25;
/** The most rows one XLSX export of subscribers holds (the list's order: newest first). */
export const SUBSCRIBERS_EXPORT_MAX_ROWS = 50_000;

/** The list's "agent" filter: self-declared brokerage agents, or everyone else. */
export const SUBSCRIBER_AGENT_FILTERS = ['yes', 'no'] as const;

/** The list's filters; the export takes the same without `page`. */
export const subscriberQuerySchema = z
  .object({
    /** Part of the e-mail address. */
    q: z.string().trim().min(1).max(100).optional(),
    status: z.enum(SUBSCRIBER_STATUSES).optional(),
    /** Those who get this voivodeship's offers: who chose it, and who chose none (all). */
    voivodeship: z.coerce
      .number()
      .int()
      .refine((code) => isVoivodeshipCode(code))
      .optional(),
    agent: z.enum(SUBSCRIBER_AGENT_FILTERS).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type SubscriberQuery = z.infer<typeof subscriberQuerySchema>;

export const subscriberIdParams = z.object({ id: z.coerce.number().int().min(1).max(MAX_DATABASE_ID) });
