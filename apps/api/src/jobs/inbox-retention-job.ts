import type { DatabaseHandle } from '../db/database';
import { removeExpiredPersonalData } from '../services/form-inbox';
import type { ScheduledJob } from './job-scheduler';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Once a day: the personal data of form submissions older than the retention period (set in the
 * back office, 24 months by default) are removed, an anonymous row kept, and the run recorded in
 * the audit log with how many (decision 035). `npm run inbox:retention` runs it by hand.
 */
export function inboxRetentionJob(database: DatabaseHandle): ScheduledJob {
  return {
    name: 'inbox-retention',
    leaseMs: 10 * 60_000,
    nextRunAfter: (startedAt) => new Date(startedAt.getTime() + DAY_MS),
    run: (now) => removeExpiredPersonalData(database.db, now),
  };
}
