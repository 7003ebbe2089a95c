import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { useTestDatabase } from '../testing/test-app';
import { testDialects } from '../testing/test-database';
import { JobScheduler, type ScheduledJob } from './job-scheduler';

const quiet = { info: () => undefined, warn: () => undefined };
const HOUR = 3_600_000;

describe.each(testDialects())('scheduled jobs on %s (decision 034)', (dialect) => {
  const ctx = useTestDatabase(dialect);

  function countingJob(name: string, runs: Date[], fail?: () => boolean): ScheduledJob {
    return {
      name,
      leaseMs: 10 * 60_000,
      nextRunAfter: (startedAt) => new Date(startedAt.getTime() + HOUR),
      run: async (now) => {
        // Long enough for the other process to try its claim meanwhile.
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (fail?.()) throw new Error('the mail server said no');
        runs.push(now);
        return { runs: runs.length };
      },
    };
  }

  it('run a due job in one process of several, then not before its next time', async () => {
    const { database } = ctx;
    await migrateToLatest(database.db);
    const runs: Date[] = [];
    let clock = new Date('2026-11-24T10:00:00Z');
    const processes = [1, 2, 3].map(
      () =>
        new JobScheduler({ database, jobs: [countingJob('digest', runs)], logger: quiet, now: () => clock }),
    );
    await Promise.all(processes.map((scheduler) => scheduler.tick()));
    expect(runs).toHaveLength(1);
    clock = new Date('2026-11-24T10:59:00Z');
    await Promise.all(processes.map((scheduler) => scheduler.tick()));
    expect(runs).toHaveLength(1);
    clock = new Date('2026-11-24T11:00:00Z');
    await Promise.all(processes.map((scheduler) => scheduler.tick()));
    expect(runs).toHaveLength(2);
  });

  it('leave a job held by a process that died to another after its lease, and retry a failure sooner', async () => {
    const { database } = ctx;
    const runs: Date[] = [];
    let clock = new Date('2026-11-24T10:00:00Z');
    // A claim taken and never finished: the process was killed mid-run.
    await database.db
      .insertInto('scheduled_jobs')
      .values({
        name: 'retention',
        next_run_at: clock.toISOString(),
        lease_holder: 'dead:1:x',
        lease_expires_at: new Date(clock.getTime() + 10 * 60_000).toISOString(),
      })
      .execute();
    let failing = true;
    const scheduler = new JobScheduler({
      database,
      jobs: [countingJob('retention', runs, () => failing)],
      logger: quiet,
      now: () => clock,
    });
    expect(await scheduler.runJob('retention')).toEqual({ state: 'not-due' });
    expect(await scheduler.runJob('retention', { force: true })).toEqual({ state: 'busy' });
    clock = new Date('2026-11-24T10:10:00Z');
    expect(await scheduler.runJob('retention')).toEqual({
      state: 'failed',
      error: 'the mail server said no',
    });
    const failed = await database.db
      .selectFrom('scheduled_jobs')
      .selectAll()
      .where('name', '=', 'retention')
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({
      lease_holder: null,
      last_error: 'the mail server said no',
      next_run_at: '2026-11-24T10:15:00.000Z',
    });
    failing = false;
    clock = new Date('2026-11-24T10:15:00Z');
    expect(await scheduler.runJob('retention')).toEqual({ state: 'ran', summary: { runs: 1 } });
    const done = await database.db
      .selectFrom('scheduled_jobs')
      .selectAll()
      .where('name', '=', 'retention')
      .executeTakeFirstOrThrow();
    expect(done).toMatchObject({ last_error: null, next_run_at: '2026-11-24T11:15:00.000Z' });
  });
});
