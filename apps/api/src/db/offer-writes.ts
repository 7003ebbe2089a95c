import type { Insertable, Kysely, Selectable } from 'kysely';
import { addToMapCells, keepingMapCells } from '../repositories/map-cell-repository';
import type { DatabaseSchema } from './database-schema';
import { type DerivedOfferColumn, offerDerivedColumns } from './offer-derived-columns';
import type { OfferTable, OfferTextTable } from './tables/offer-tables';

/**
 * An offer as a writer sees it: the offer's columns and its long texts together. The derived
 * columns (town slug, effective price, main area, map marker) are not among them: the write computes them.
 */
export type OfferInsert = Omit<Insertable<OfferTable>, DerivedOfferColumn> &
  Omit<Insertable<OfferTextTable>, 'offer_id'>;

const TEXT_COLUMNS = [
  'description_pl',
  'description_en',
  'mpzp_pl',
  'mpzp_en',
  'seller_rights_pl',
  'seller_rights_en',
] as const;

/** An offer as a writer gives it, as the row (with its derived columns) and its texts. */
export function splitOffer(offer: OfferInsert): {
  row: Insertable<OfferTable>;
  texts: Omit<Selectable<OfferTextTable>, 'offer_id'>;
} {
  const row: Record<string, unknown> = { ...offer };
  for (const column of TEXT_COLUMNS) delete row[column];
  const typed = row as Omit<Insertable<OfferTable>, DerivedOfferColumn>;
  return {
    row: { ...typed, ...offerDerivedColumns(typed) },
    texts: {
      description_pl: offer.description_pl,
      description_en: offer.description_en,
      mpzp_pl: offer.mpzp_pl ?? null,
      mpzp_en: offer.mpzp_en ?? null,
      seller_rights_pl: offer.seller_rights_pl ?? null,
      seller_rights_en: offer.seller_rights_en ?? null,
    },
  };
}

/** A row for a schema older than the list's sort keys (migration `2026-12-11-offer-sort-keys`). */
function withoutSortKeys(row: Insertable<OfferTable>): Insertable<OfferTable> {
  const { title_sort: _title, town_sort: _town, ...older } = row;
  return older as Insertable<OfferTable>;
}

/**
 * The one way offers are written: the row with its derived columns, and its texts beside it, and
 * the public ones counted in the map's kept cells (decision 039). Callers batch (a few hundred at a
 * time) and wrap it in their transaction. Answers ids by tipi. `mapCells: 'skip'` leaves the cells
 * alone: for a bulk load that rebuilds them all at its end (the benchmark generator), or a test on a
 * schema older than they are; `sortKeys: 'skip'` leaves out the list's sort keys, for a test on a
 * schema older than they are.
 */
export async function insertOffers(
  db: Kysely<DatabaseSchema>,
  offers: readonly OfferInsert[],
  { mapCells = 'keep', sortKeys = 'write' }: { mapCells?: 'keep' | 'skip'; sortKeys?: 'write' | 'skip' } = {},
): Promise<Map<string, number>> {
  if (offers.length === 0) return new Map();
  const parts = offers.map(splitOffer);
  const inserted = await db
    .insertInto('offers')
    .values(parts.map((p) => (sortKeys === 'write' ? p.row : withoutSortKeys(p.row))))
    .returning(['id', 'tipi'])
    .execute();
  const ids = new Map(inserted.map((r) => [r.tipi, r.id]));
  await db
    .insertInto('offer_texts')
    .values(
      parts.map((p) => {
        const id = ids.get(p.row.tipi);
        if (id === undefined) throw new Error(`Offer ${p.row.tipi} was not inserted`);
        return { offer_id: id, ...p.texts };
      }),
    )
    .execute();
  if (mapCells === 'keep') await addToMapCells(db, [...ids.values()]);
  return ids;
}

/**
 * Rewrites one offer the same way: its columns with the derived ones computed again, its texts,
 * and its map cells (it may have moved, changed type or state). The caller's transaction holds the
 * audit entry and the change signal beside it. Only an offer still at `version` (its `updated_at`
 * when the writer read it) is written, by one conditional UPDATE, so of two writers that read the
 * same version one writes; answers false, having written nothing, for the other (its caller rolls
 * the transaction back).
 */
export async function updateOffer(
  db: Kysely<DatabaseSchema>,
  id: number,
  offer: OfferInsert,
  version: string,
): Promise<boolean> {
  const { row, texts } = splitOffer(offer);
  return keepingMapCells(db, [id], async (trx) => {
    const updated = await trx
      .updateTable('offers')
      .set(row)
      // The editable kinds' version moves too, so a save there opened before this one is refused (052).
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('updated_at', '=', version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await trx.updateTable('offer_texts').set(texts).where('offer_id', '=', id).execute();
    return true;
  });
}
