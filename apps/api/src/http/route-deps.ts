import type { DefinedKind } from '@estate/domain/kinds/define-kind';
import type { ApiConfig } from '../config/env';
import type { DatabaseHandle } from '../db/database';
import type { MediaStore } from '../media/media-store';
import type { ResponseCache } from '../services/response-cache';
import type { Lifecycle } from './lifecycle';

/** What every route module receives from buildApp(): explicit, so tests can build with their own. */
export interface RouteDeps {
  config: ApiConfig;
  database: DatabaseHandle;
  /**
   * Hot reads of offer lists and map counts (LIST_CACHE_SECONDS), and offer pages in a section of
   * their own size; clear() drops them all after any public offer change.
   */
  listCache: ResponseCache;
  lifecycle: Lifecycle;
  /** Photos, images and documents (a directory or a shared bucket). */
  media: MediaStore;
  /** The editable kinds whose routes are made from their declarations (decision 052): `ALL_KINDS`, or a test's. */
  kinds: readonly DefinedKind[];
}
