import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

type Db = Kysely<DatabaseSchema>;

/** A job's row before its first run: due at once. */
const NEVER_RUN = new Date(0).toISOString();

interface Claim {
  holder: string;
  now: Date;
  /** How long the claim holds: a process that dies mid-run frees the job after this. */
  leaseMs: number;
  /** Run even when not due yet (the job's command run by hand); a running claim still wins. */
  force?: boolean;
}

/**
 * Claims a job for one process: true when this call took it. One conditional UPDATE decides, so of
 * API processes claiming at once exactly one wins (PostgreSQL re-reads the row after the winner's
 * lock; SQLite has a single writer). Instants are ISO strings, which sort as they compare.
 */
export async function claimJob(db: Db, name: string, claim: Claim): Promise<boolean> {
  await db
    .insertInto('scheduled_jobs')
    .values({ name, next_run_at: NEVER_RUN })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const now = claim.now.toISOString();
  let update = db
    .updateTable('scheduled_jobs')
    .set({
      lease_holder: claim.holder,
      lease_expires_at: new Date(claim.now.getTime() + claim.leaseMs).toISOString(),
      last_started_at: now,
    })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<=', now)]));
  if (!claim.force) update = update.where('next_run_at', '<=', now);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends this process's claim: when the job is due next, and the failure if it failed. */
export async function finishJob(
  db: Db,
  name: string,
  holder: string,
  outcome: { now: Date; nextRunAt: Date; error: string | null },
): Promise<void> {
  await db
    .updateTable('scheduled_jobs')
    .set({
      lease_holder: null,
      lease_expires_at: null,
      last_finished_at: outcome.now.toISOString(),
      last_error: outcome.error,
      next_run_at: outcome.nextRunAt.toISOString(),
    })
    .where('name', '=', name)
    .where('lease_holder', '=', holder)
    .execute();
}

/** Makes a job due no earlier than `at` (the seed says its figures are current). */
export async function deferJob(db: Db, name: string, at: Date): Promise<void> {
  await db
    .insertInto('scheduled_jobs')
    .values({ name, next_run_at: at.toISOString() })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ next_run_at: at.toISOString() }))
    .execute();
}

/** A job's row as the back office shows it: when it is next due and how its last run went. */
export async function findJobState(db: Db, name: string) {
  return db
    .selectFrom('scheduled_jobs')
    .select(['next_run_at', 'last_finished_at', 'last_error'])
    .where('name', '=', name)
    .executeTakeFirst();
}
