import type { ApiConfig } from '../config/env';
import type { DatabaseHandle } from '../db/database';

/** What every route module receives from buildApp(): explicit, so tests can build with their own. */
export interface RouteDeps {
  config: ApiConfig;
  database: DatabaseHandle;
}
