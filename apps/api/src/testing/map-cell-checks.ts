import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { DatabaseSchema } from '../db/database-schema';
import { rebuildMapCells } from '../repositories/map-cell-repository';

/** Every kept map cell, in key order. */
export function allMapCells(db: Kysely<DatabaseSchema>) {
  return db
    .selectFrom('map_cells')
    .selectAll()
    .orderBy('zoom')
    .orderBy('cell_row')
    .orderBy('cell_col')
    .orderBy('type_classified')
    .orderBy('type_property')
    .orderBy('voivodeship')
    .execute();
}

/** The kept cells are exactly what a rebuild from the offers derives (the rebuild is then kept). */
export async function expectCellsAsRebuilt(db: Kysely<DatabaseSchema>): Promise<void> {
  const kept = await allMapCells(db);
  await rebuildMapCells(db);
  expect(kept).toEqual(await allMapCells(db));
}
