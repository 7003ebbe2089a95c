import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { DatabaseHandle } from '../db/database';
import { claimJob, finishJob } from '../repositories/scheduled-job-repository';

/** How often each API process looks for a due job. */
const SCHEDULER_POLL_MS = 30_000;

/** A failed run is tried again after this, or at its normal time if that comes first. */
const RETRY_AFTER_FAILURE_MS = 5 * 60_000;

/** Work every API process may run, but one at a time across all of them (decision 034). */
export interface ScheduledJob {
  /** Its row in `scheduled_jobs`, and its name for `npm run` (views-refresh...). */
  name: string;
  /** A run's longest expected time: a process that dies mid-run frees the job after this. */
  leaseMs: number;
  /** When the job is next due after a run that started at `startedAt`. */
  nextRunAfter(startedAt: Date): Date | Promise<Date>;
  /** One run; what it answers is logged. */
  run(now: Date): Promise<Record<string, unknown>>;
}

interface SchedulerLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

interface JobSchedulerOptions {
  database: DatabaseHandle;
  jobs: readonly ScheduledJob[];
  logger: SchedulerLogger;
  intervalMs?: number;
  now?: () => Date;
}

export type JobRunOutcome =
  | { state: 'ran'; summary: Record<string, unknown> }
  | { state: 'failed'; error: string }
  | { state: 'not-due' }
  | { state: 'busy' };

/**
 * Runs each job when it is due, in whichever API process claims it first: the claim is a lease in
 * the database, not a timer in one process, so several instances and restarts run a job once per
 * period, and a process killed mid-run leaves the job to another after its lease.
 */
export class JobScheduler {
  private readonly holder = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly intervalMs: number;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(private readonly options: JobSchedulerOptions) {
    this.intervalMs = options.intervalMs ?? SCHEDULER_POLL_MS;
    this.now = options.now ?? (() => new Date());
  }

  start(): void {
    if (this.timer) return;
    const pass = () => {
      if (!this.running) this.running = this.tick().finally(() => (this.running = undefined));
    };
    this.timer = setInterval(pass, this.intervalMs);
    this.timer.unref();
    pass();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One pass over the jobs: each that is due and free runs here. */
  async tick(): Promise<void> {
    for (const job of this.options.jobs) {
      const outcome = await this.runJob(job.name);
      if (outcome.state === 'ran') this.options.logger.info({ job: job.name, ...outcome.summary }, 'job ran');
      if (outcome.state === 'failed')
        this.options.logger.warn({ job: job.name, err: outcome.error }, 'job failed');
    }
  }

  /** Runs one job if this process can claim it (`force`: even before it is due, as by hand). */
  async runJob(name: string, { force = false }: { force?: boolean } = {}): Promise<JobRunOutcome> {
    const job = this.options.jobs.find((candidate) => candidate.name === name);
    if (!job) throw new Error(`unknown job ${name}`);
    const { db } = this.options.database;
    const startedAt = this.now();
    let claimed: boolean;
    try {
      claimed = await claimJob(db, name, {
        holder: this.holder,
        now: startedAt,
        leaseMs: job.leaseMs,
        force,
      });
    } catch (error) {
      // The database restarting: the next pass tries again.
      return { state: 'failed', error: String(error) };
    }
    if (!claimed) return force ? { state: 'busy' } : { state: 'not-due' };
    const normalNext = await job.nextRunAfter(startedAt);
    try {
      const summary = await job.run(startedAt);
      await finishJob(db, name, this.holder, { now: this.now(), nextRunAt: normalNext, error: null });
      return { state: 'ran', summary };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(Math.min(normalNext.getTime(), this.now().getTime() + RETRY_AFTER_FAILURE_MS));
      await finishJob(db, name, this.holder, { now: this.now(), nextRunAt: retryAt, error: message }).catch(
        () => undefined,
      );
      return { state: 'failed', error: message };
    }
  }
}
