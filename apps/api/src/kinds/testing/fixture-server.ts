import { ALL_KINDS } from '@estate/domain/kinds/all-kinds';
import { startApi } from '../../start-api';
import { fixtureNotes } from './fixture-notes';

/**
 * An API process with the test's fixture kind beside the site's own (e2e/kind-fixture.spec.ts):
 * bundled by the spec into apps/api/test-results/, never by build.mjs, so no build of the API holds it.
 * Its table is migrated with the others, from the fixture's declaration, as a new kind's would be.
 */
startApi({ kinds: [...ALL_KINDS, fixtureNotes] });
