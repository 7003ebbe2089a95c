import type { ApiConfig } from '../config/env';
import type { DatabaseHandle } from '../db/database';
import { inboxRetentionJob } from './inbox-retention-job';
import type { ScheduledJob } from './job-scheduler';
import { mapCellsJob } from './map-cells-job';
import { newsletterDigestJob } from './newsletter-digest-job';
import { searchAlertsJob } from './search-alerts-job';
import { viewsRefreshJob } from './views-refresh-job';

/** Every scheduled job of the API: run by each process's scheduler and by `npm run <name>`. */
export function apiJobs(deps: { config: ApiConfig; database: DatabaseHandle }): ScheduledJob[] {
  return [
    viewsRefreshJob(deps.database),
    inboxRetentionJob(deps.database),
    newsletterDigestJob(deps),
    searchAlertsJob(deps),
    mapCellsJob(deps.database),
  ];
}
