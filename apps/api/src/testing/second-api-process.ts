import { buildApp } from '../app';
import type { ApiConfig } from '../config/env';
import type { DatabaseHandle } from '../db/database';
import { ResponseCache } from '../services/response-cache';
import { testPublicationLoop } from './publication-loops';

/**
 * Another API process on the test's database, as a second instance behind the proxy would run: its
 * own cache of public lists, kept an hour so that only the change signal drops it, and the loop whose
 * `tick()` is its next pass over that signal. The test closes `app`.
 */
export async function secondApiProcess(ctx: { config: ApiConfig; database: DatabaseHandle }) {
  const listCache = new ResponseCache(3_600_000);
  const app = await buildApp({ config: ctx.config, database: ctx.database, logger: false, listCache });
  return { app, loop: testPublicationLoop(ctx.database, { listCache }) };
}
