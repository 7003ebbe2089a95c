import type { ApiConfig } from '../config/env';
import type { DatabaseHandle } from '../db/database';
import { runSearchAlerts, SEARCH_ALERTS_JOB } from '../services/search-alert-run';
import type { ScheduledJob } from './job-scheduler';

/** How often the alerts are looked at: an "immediately" alert's mail waits at most this long. */
const EVERY_MS = 5 * 60_000;

/**
 * Search alerts (decision 059): every five minutes, under the scheduler's lease (one process at a
 * time, as the digest), immediate alerts and daily or weekly ones whose period has begun are mailed
 * what newly matches them; the sends' unique key (alert, period) keeps a repeated or concurrent run
 * from sending twice.
 */
export function searchAlertsJob(deps: { config: ApiConfig; database: DatabaseHandle }): ScheduledJob {
  return {
    name: SEARCH_ALERTS_JOB,
    leaseMs: 10 * 60_000,
    nextRunAfter: (startedAt) => new Date(startedAt.getTime() + EVERY_MS),
    run: async (now) => ({ ...(await runSearchAlerts(deps.database, deps.config, now)) }),
  };
}
