import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/database';
import { pendingMigrations } from './db/migrate';
import { apiJobs } from './jobs/api-jobs';
import { JobScheduler } from './jobs/job-scheduler';

/**
 * `npm run views:refresh` (and the other jobs' commands): runs one scheduled job now, by hand,
 * whether or not it is due. It takes the job's lease like an API process does, so it never runs
 * beside a scheduled run of the same job (then it says so and exits 2). Decision 034.
 */
async function main(): Promise<void> {
  const name = process.argv[2] ?? '';
  const config = loadConfig();
  const database = openDatabase(config.database, { statementTimeoutMs: 0 });
  try {
    const jobs = apiJobs({ config, database });
    if (!jobs.some((job) => job.name === name)) {
      throw new ConfigError(`jobs: unknown job "${name}"; one of ${jobs.map((job) => job.name).join(', ')}`);
    }
    if ((await pendingMigrations(database.db)).length > 0)
      throw new ConfigError(`${name}: run \`npm run migrate\` first`);
    const logger = { info: () => undefined, warn: () => undefined };
    const outcome = await new JobScheduler({ database, jobs, logger }).runJob(name, { force: true });
    if (outcome.state === 'ran') {
      console.log(`${name}: done ${JSON.stringify(outcome.summary)}`);
    } else if (outcome.state === 'failed') {
      console.error(`${name}: failed: ${outcome.error}`);
      process.exitCode = 1;
    } else {
      console.error(`${name}: another process is running it now; try again when it has finished`);
      process.exitCode = 2;
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `jobs failed: ${String(error)}`);
  process.exit(1);
});
