import { nextDigestRun } from '@estate/domain/newsletter-digest';
import type { ApiConfig } from '../config/env';
import type { DatabaseHandle } from '../db/database';
import { digestFrequency } from '../repositories/settings-repository';
import { NEWSLETTER_DIGEST_JOB } from '../services/newsletter-digest';
import { runNewsletterAlerts } from '../services/search-alert-run';
import type { ScheduledJob } from './job-scheduler';

/**
 * The newsletter digest (decision 036): at 07:00 Polish time, daily or on Mondays as an admin set
 * it, every confirmed subscriber with something new is mailed once for the period. Its subscribers
 * are search alerts of origin 'newsletter' (decision 059), mailed by `runNewsletterAlerts`. The
 * scheduler's lease runs it in one process; the sends' unique key (alert, period) makes a repeated
 * run, `npm run newsletter:digest` included, send nothing twice.
 */
export function newsletterDigestJob(deps: { config: ApiConfig; database: DatabaseHandle }): ScheduledJob {
  return {
    name: NEWSLETTER_DIGEST_JOB,
    leaseMs: 30 * 60_000,
    nextRunAfter: async (startedAt) => nextDigestRun(startedAt, await digestFrequency(deps.database.db)),
    run: async (now) => ({ ...(await runNewsletterAlerts(deps.database, deps.config, now)) }),
  };
}
