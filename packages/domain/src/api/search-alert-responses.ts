import { z } from 'zod';
import { LANGUAGES } from '../language';
import { ALERT_FREQUENCIES, ALERT_STATUSES } from '../search-alerts';
import { VOIVODESHIP_KEYS, type VoivodeshipKey } from '../voivodeships';
import { singleResponseSchema } from './response-envelopes';

/** The special-offer group an alert's path watches, named in both languages; null for a filter list (or a deleted group). */
const alertGroup = z.object({ id: z.number(), namePl: z.string(), nameEn: z.string() }).nullable();
/** An alert's set of voivodeships its list's offers are in one of, by key; empty: none (the path's own or any). */
const alertVoivodeships = z.array(z.enum(VOIVODESHIP_KEYS as [VoivodeshipKey, ...VoivodeshipKey[]]));

/** What the manage page's API answers (decision 059): the alerts of the address the link was mailed to. */
export const searchAlertListResponseSchema = singleResponseSchema(
  z.array(
    z.object({
      id: z.number(),
      /** The list's canonical Polish path; the site prefixes it for English. */
      path: z.string(),
      voivodeships: alertVoivodeships,
      frequency: z.enum(ALERT_FREQUENCIES),
      status: z.enum(ALERT_STATUSES),
      lang: z.enum(LANGUAGES),
      createdAt: z.string(),
      lastSentAt: z.string().nullable(),
      group: alertGroup,
    }),
  ),
);
export type SearchAlertListResponse = z.output<typeof searchAlertListResponseSchema>;

/**
 * The alert a confirmation or unsubscribe link's page is about, read without changing it: the list
 * it watches (its canonical Polish path, or the group), how often and its state.
 */
export const searchAlertOfTokenResponseSchema = singleResponseSchema(
  z.object({
    path: z.string(),
    voivodeships: alertVoivodeships,
    frequency: z.enum(ALERT_FREQUENCIES),
    status: z.enum(ALERT_STATUSES),
    group: alertGroup,
  }),
);
export type SearchAlertOfTokenResponse = z.output<typeof searchAlertOfTokenResponseSchema>;

/** An address's alerts as editors and admins find them to erase them (every status, stopped ones too). */
export const searchAlertsOfAddressResponseSchema = singleResponseSchema(
  z.array(
    z.object({
      id: z.number(),
      path: z.string(),
      voivodeships: alertVoivodeships,
      frequency: z.enum(ALERT_FREQUENCIES),
      status: z.enum(ALERT_STATUSES),
      createdAt: z.string(),
      confirmedAt: z.string().nullable(),
      unsubscribedAt: z.string().nullable(),
      group: alertGroup,
    }),
  ),
);

/** The back office's view (decision 059): how many alerts watch each list path, never who. */
export const searchAlertCountsResponseSchema = singleResponseSchema(
  z.array(
    z.object({
      path: z.string(),
      voivodeships: alertVoivodeships,
      active: z.number(),
      paused: z.number(),
      group: alertGroup,
    }),
  ),
);

/** An address's alerts erased on its owner's request: how many went. */
export const alertErasureResponseSchema = singleResponseSchema(z.object({ removed: z.number().int() }));
