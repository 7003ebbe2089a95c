import { chunkTextsSchema } from '../site-content';
import { SITE_EDITORS } from './access';
import { defineKind } from './define-kind';

/**
 * A named text of the site (SPEC §3 chunks: the footer's address, phone numbers, e-mail, hours) in
 * both languages, saved together (decision 052 step S3). Live: every save is public at once, as
 * decision 040 reasons for texts a page cannot do without. Named by its name (`footer-address`),
 * one row per language in `chunks`; the API's hooks store the two rows, know the names the site
 * reads before anyone wrote them, and keep the footer's address to the `inline` rich-text profile
 * (`chunkKind`), the others plain. Audit names as the old path's: `chunk.save` on entity `chunk`.
 */
export const chunks = defineKind({
  name: 'chunks',
  table: 'chunks',
  identity: 'name',
  names: {
    en: { one: 'named text', many: 'named texts' },
    // Not `Chunk`: the public `listChunks` (GET /api/chunks) has that name.
    operation: { one: 'NamedText', many: 'NamedTexts' },
  },
  fields: {
    pl: { schema: chunkTextsSchema.shape.pl, widget: { type: 'text' } },
    en: { schema: chunkTextsSchema.shape.en, widget: { type: 'text' } },
  },
  publication: { mode: 'live' },
  access: SITE_EDITORS,
  audit: { entity: 'chunk', prefix: 'chunk' },
  signals: ['content'],
  // Every name on one page: the site reads a handful.
  list: { pageSize: 100, filters: [] },
});
