import type { DefinedKind } from '@estate/domain/kinds/define-kind';
import { buildApp } from './app';
import { ConfigError, loadConfig, productionRefusals } from './config/env';
import { openDatabase } from './db/database';
import { prepareDatabase, SchemaBehindError } from './db/prepare-database';
import { Lifecycle } from './http/lifecycle';
import { apiJobs } from './jobs/api-jobs';
import { JobScheduler } from './jobs/job-scheduler';
import { OutboxSender } from './mail/outbox-sender';
import { openMediaStore } from './media/open-media-store';
import { PublicationLoop } from './publishing/publication-loop';
import { DEMO_ADMIN, demoAdminStillOpen } from './seed/staff-seed';
import { ResponseCache } from './services/response-cache';

/** What a test's API process adds (kinds/testing/fixture-server.ts): kinds of its own, their tables made from them. */
interface ApiExtras {
  kinds?: readonly DefinedKind[];
}

/**
 * The API process: config, database (migrated and seeded), HTTP, and a clean stop on SIGTERM/SIGINT.
 * Failing to start prints why and exits 1.
 */
export function startApi(extras: ApiExtras = {}): void {
  start(extras).catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof SchemaBehindError) {
      console.error(error.message);
    } else {
      console.error('API failed to start:', error);
    }
    process.exit(1);
  });
}

async function start({ kinds }: ApiExtras): Promise<void> {
  const config = loadConfig();
  const refusals = productionRefusals(config);
  if (refusals.length > 0) {
    throw new ConfigError(
      `Refusing to start in production mode (DEPLOY_MODE=production):\n${refusals.join('\n')}`,
    );
  }
  const media = openMediaStore(config);
  // A bucket that does not exist or refuses the credentials stops the start, not the first upload.
  await media.check().catch((error: Error) => {
    throw new ConfigError(error.message);
  });
  const database = openDatabase(config.database);
  const lifecycle = new Lifecycle();
  const listCache = new ResponseCache(config.listCacheSeconds * 1000);
  const app = await buildApp({ config, database, lifecycle, media, listCache, kinds });

  const report = await prepareDatabase(database, config, kinds);
  if (config.deployMode === 'production' && (await demoAdminStillOpen(database))) {
    throw new ConfigError(
      `Refusing to start in production mode: the demo admin ${DEMO_ADMIN.email} still has the password the README prints.\n` +
        '  Sign in and change it, or deactivate the account, in a local run against this database.',
    );
  }
  app.log.info({ ...report, media: media.description }, 'database ready');
  const outbox = new OutboxSender({ database, config, logger: app.log.child({ component: 'outbox' }) });
  const publication = new PublicationLoop({
    database,
    listCache,
    kinds,
    media,
    logger: app.log.child({ component: 'publication' }),
  });
  // Hourly and daily work (decision 034), each run by one process at a time through a database lease.
  const scheduler = new JobScheduler({
    database,
    jobs: apiJobs({ config, database }),
    logger: app.log.child({ component: 'jobs' }),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'stopping');
    // Keep serving while health says 'draining': a load balancer takes the instance out, and
    // requests already sent (even those not read yet by a busy event loop) are answered.
    // Answers now say `connection: close`; idle keep-alive connections are left to the client's
    // own idle timeout (shorter than the drain), so no request races a connection closing under it.
    lifecycle.draining = true;
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs ?? 0));
    // close() stops accepting connections and waits for in-flight requests before resolving.
    await app.close();
    // After the routes: the last submissions' mail is queued; a send in progress is finished.
    await outbox.stop();
    await publication.stop();
    await scheduler.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  outbox.start();
  publication.start();
  scheduler.start();
}
