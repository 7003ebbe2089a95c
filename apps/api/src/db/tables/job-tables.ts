/** Row type of the jobs every API process may run, one process at a time (decision 034). */
export interface ScheduledJobTable {
  name: string;
  /** ISO instant from which the job is due again. */
  next_run_at: string;
  /** The process running it now (host, pid and a random part), and until when that claim holds. */
  lease_holder: string | null;
  lease_expires_at: string | null;
  last_started_at: string | null;
  last_finished_at: string | null;
  /** The last run's failure, or null after a run that succeeded. */
  last_error: string | null;
}
