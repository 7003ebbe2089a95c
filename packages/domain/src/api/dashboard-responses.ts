import { z } from 'zod';
import { CONTENT_KINDS } from '../kinds/article-kinds';
import { singleResponseSchema } from './response-envelopes';

const count = z.number().int().min(0);

/** An offer as the dashboard names it: a link to its editor. */
const dashboardOfferSchema = z.object({
  id: z.number().int(),
  tipi: z.string(),
  titlePl: z.string(),
  titleEn: z.string(),
});

/** Offers lacking something, the first few by code, and how many there are. */
const missingSchema = z.object({ total: count, offers: z.array(dashboardOfferSchema) });

const activityDaySchema = z.object({
  day: z.string(),
  views: count,
  phoneReveals: count,
  submissions: count,
});

const rankedOfferSchema = dashboardOfferSchema.extend({ views: count, submissions: count });

/** The back office's dashboard (issue 35, decision 055), under the caller's scope. */
const dashboardSchema = z.object({
  /** Whose offers the figures are about: everyone's (`all`), the signed-in agent's, or one agent card's. */
  scope: z.enum(['all', 'own', 'agent']),
  agentId: z.number().int().nullable(),
  days: z.number().int(),
  inbox: z.object({
    /** Submissions still `new`. */
    waiting: count,
    /** The oldest of them: when it came, and its id for a link. */
    oldest: z.object({ id: z.number().int(), createdAt: z.string() }).nullable(),
    /** Of those waiting, how many are assigned to the signed-in person. */
    mine: count,
  }),
  offers: z.object({ drafts: count, scheduled: count }),
  /** News, events, blog posts and pages by state; null for an agent, who does not edit them. */
  content: z
    .array(
      z.object({
        kind: z.enum(CONTENT_KINDS),
        drafts: count,
        scheduled: count,
      }),
    )
    .nullable(),
  missing: z.object({ photos: missingSchema, coordinates: missingSchema, price: missingSchema }),
  /** Published tenders whose date is within the next 30 days, soonest first. */
  tenders: z.array(dashboardOfferSchema.extend({ tenderAt: z.string() })),
  /** Oldest first, every day of the period, zeros included. */
  activity: z.array(activityDaySchema),
  totals: z.object({ views: count, phoneReveals: count, submissions: count }),
  ranking: z.object({ top: z.array(rankedOfferSchema), bottom: z.array(rankedOfferSchema) }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export type DashboardOffer = z.infer<typeof dashboardOfferSchema>;
export type RankedOffer = z.infer<typeof rankedOfferSchema>;

export const dashboardResponseSchema = singleResponseSchema(dashboardSchema);
