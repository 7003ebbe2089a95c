import type { OfferGap } from '@estate/domain/back-office-offers';
import { backOfficePaths } from '@estate/domain/back-office-paths';
import { INBOX_ASSIGNED_ME } from '@estate/domain/form-inbox';
import type { ContentKind } from '@estate/domain/kinds/article-kinds';

/**
 * Where each of the dashboard's figures leads (decision 055): the list filtered to what it counts,
 * where the list has such a filter.
 */
export const dashboardLinks = {
  waiting: `${backOfficePaths.inbox}?status=new`,
  mine: `${backOfficePaths.inbox}?${new URLSearchParams({ status: 'new', assigned: INBOX_ASSIGNED_ME })}`,
  offers: (status: 'draft' | 'scheduled', agentId: number | null) =>
    `${backOfficePaths.offers}?${new URLSearchParams({
      status,
      ...(agentId === null ? {} : { agentId: String(agentId) }),
    })}`,
  /** Published offers lacking a photo, coordinates or a price: what the figure counts. */
  missing: (gap: OfferGap, agentId: number | null) =>
    `${backOfficePaths.offers}?${new URLSearchParams({
      status: 'published',
      missing: gap,
      ...(agentId === null ? {} : { agentId: String(agentId) }),
    })}`,
  content: (kind: ContentKind, status: 'draft' | 'scheduled') =>
    `${backOfficePaths.contentList(kind)}?status=${status}`,
  /** The dashboard for another period, keeping the agent filter. */
  period: (days: string, agentId: number | null) =>
    `${backOfficePaths.dashboard}?${new URLSearchParams({
      days,
      ...(agentId === null ? {} : { agent: String(agentId) }),
    })}`,
} as const;
