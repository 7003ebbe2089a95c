import { LANGUAGES } from '@estate/domain/language';
import { chunkKind, chunkOrder, KNOWN_CHUNKS } from '@estate/domain/site-content';
import type { Selectable } from 'kysely';
import type { ChunkTable } from '../db/tables/content-tables';
import { findAllChunks, findChunkRows, writeChunkAt } from '../repositories/chunk-repository';
import { sanitizeRichText } from '../services/rich-text';
import type { KindHooks, LiveStored } from './kind-hooks';

type ChunkRow = Selectable<ChunkTable>;

/**
 * The named texts' hooks (decision 052 step S3): a text is one row per language, named by its name,
 * saved together. The names the site reads are items before anyone wrote them (a database without
 * the demo seed), at version 1; their first save adds the rows. The item's version is its rows'
 * newest, and a save gives every row the next one, each row conditioned on the version it had, so of
 * two racing saves one is refused. Another name the table does not hold is no item (404), as before.
 */

const isKnown = (name: string) => KNOWN_CHUNKS.some((chunk) => chunk.name === name);

function itemOf(name: string, rows: readonly ChunkRow[]): LiveStored {
  const mine = rows.filter((row) => row.name === name && LANGUAGES.some((lang) => lang === row.lang));
  const text = (lang: string) => mine.find((row) => row.lang === lang)?.content ?? '';
  return {
    key: name,
    version: Math.max(1, ...mine.map((row) => row.version)),
    values: Object.fromEntries(LANGUAGES.map((lang) => [lang, text(lang)])),
  };
}

export const chunkHooks: KindHooks = {
  storage: {
    async find(db, name) {
      const rows = await findChunkRows(db, name);
      return rows.length > 0 || isKnown(name) ? itemOf(name, rows) : undefined;
    },
    // Every name on one page, the footer's first, as the old editor listed them.
    async list(db) {
      const rows = await findAllChunks(db);
      const names = chunkOrder([...KNOWN_CHUNKS.map((chunk) => chunk.name), ...rows.map((row) => row.name)]);
      return { items: names.map((name) => itemOf(name, rows)), total: names.length };
    },
    async update(db, name, expected, values) {
      const rows = await findChunkRows(db, name);
      if (itemOf(name, rows).version !== expected) return false;
      for (const lang of LANGUAGES) {
        const was = rows.find((row) => row.lang === lang)?.version ?? null;
        const content = String(values[lang] ?? '');
        if (!(await writeChunkAt(db, { name, lang, content }, was, expected + 1))) return false;
      }
      return true;
    },
  },
  // The footer's address is shown inside a line, so it keeps what a line can hold; the others are plain.
  async prepare(_db, values, stored) {
    if (!stored || chunkKind(stored.key) !== 'rich') return values;
    return Object.fromEntries(
      Object.entries(values).map(([lang, text]) => [lang, sanitizeRichText(String(text), 'inline')]),
    );
  },
};
