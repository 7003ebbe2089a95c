import { z } from 'zod';
import { MAX_DATABASE_ID } from './constants';

/**
 * The back office's dashboard (issue 35, decision 055): what needs the signed-in person today, and
 * how the offers they may see did over the last 30 or 90 days. Shared by the API's route and the
 * back office's page.
 */

/** The periods the charts and the ranking cover, in days; the first is the default. */
export const DASHBOARD_PERIODS = ['30', '90'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** Tenders this many days ahead are listed. */
export const DASHBOARD_TENDER_DAYS = 30;
/** How many offers each "missing" list, the tender list and each end of the ranking name. */
export const DASHBOARD_LIST_LIMIT = 5;

export const dashboardQuerySchema = z
  .object({
    days: z.enum(DASHBOARD_PERIODS).default('30'),
    /** An agent card's id (editors and admins); an agent's own scope ignores it. */
    agent: z.coerce.number().int().min(1).max(MAX_DATABASE_ID).optional(),
  })
  .strict();
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/**
 * Offers ranked by enquiries per view: only offers viewed in the period take part (a ratio needs a
 * view). The top holds offers with at least one enquiry, best first (a tie goes to more enquiries);
 * the bottom the others, worst first, a tie going to the offer with more views (more people saw it
 * and nobody asked). No offer is named at both ends. Pure, so both ends are one rule.
 */
export function rankByEnquiriesPerView<Row extends { views: number; submissions: number; id: number }>(
  rows: readonly Row[],
  limit: number,
): { top: Row[]; bottom: Row[] } {
  const viewed = rows.filter((row) => row.views > 0);
  const ratio = (row: Row) => row.submissions / row.views;
  const top = viewed
    .filter((row) => row.submissions > 0)
    .sort((a, b) => ratio(b) - ratio(a) || b.submissions - a.submissions || a.id - b.id)
    .slice(0, limit);
  const shown = new Set(top.map((row) => row.id));
  const bottom = viewed
    .filter((row) => !shown.has(row.id))
    .sort((a, b) => ratio(a) - ratio(b) || b.views - a.views || a.id - b.id)
    .slice(0, limit);
  return { top, bottom };
}
