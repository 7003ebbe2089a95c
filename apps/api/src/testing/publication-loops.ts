import type { DefinedKind } from '@estate/domain/kinds/define-kind';
import type { DatabaseHandle } from '../db/database';
import type { MediaStore } from '../media/media-store';
import { PublicationLoop } from '../publishing/publication-loop';
import { ResponseCache } from '../services/response-cache';

/**
 * A publication loop as an API process runs it, for tests that call `tick()` themselves: silent,
 * with no cache of its own unless one is given, and at the test's clock when one is given.
 */
export function testPublicationLoop(
  database: DatabaseHandle,
  {
    listCache = new ResponseCache(0),
    now,
    kinds,
    media,
  }: { listCache?: ResponseCache; now?: () => Date; kinds?: readonly DefinedKind[]; media?: MediaStore } = {},
): PublicationLoop {
  return new PublicationLoop({ database, listCache, logger: { warn: () => undefined }, now, kinds, media });
}
