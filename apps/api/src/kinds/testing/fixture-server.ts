import { ALL_KINDS } from '@estate/domain/kinds/all-kinds';
import { startApi } from '../../start-api';
import { createFixtureTable, fixtureNotes } from './fixture-notes';

/**
 * An API process with the test's fixture kind beside the site's own (e2e/kind-fixture.spec.ts):
 * bundled by the spec into apps/api/test-results/, never by build.mjs, so no build of the API holds it.
 */
startApi({
  kinds: [...ALL_KINDS, fixtureNotes],
  prepare: async (database) => {
    // The process starts on a fresh database, or on its own again after a restart.
    if (!(await database.db.introspection.getTables()).some((table) => table.name === 'fixture_notes'))
      await createFixtureTable(database.db);
  },
});
