import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { insertOffers, type OfferInsert } from '../db/offer-writes';

/** `mapCells: 'skip'` on a schema older than the map's cells (migration tests). */
export type OfferOverrides = Partial<OfferInsert> & {
  photos?: number;
  mapCells?: 'keep' | 'skip';
  sortKeys?: 'write' | 'skip';
};

let sequence = 0;

/**
 * Inserts one offer with sensible defaults (a sale of a former telephone exchange in Warsaw) and
 * the given overrides, through the same write path as the seed. Returns its id.
 */
export async function insertOffer(
  db: Kysely<DatabaseSchema>,
  overrides: OfferOverrides = {},
): Promise<number> {
  sequence += 1;
  const { photos = 1, mapCells, sortKeys, ...columns } = overrides;
  const offer: OfferInsert = {
    tipi: `X${String(sequence).padStart(5, '0')}`,
    title_pl: `Oferta testowa ${sequence}`,
    title_en: `Test offer ${sequence}`,
    lead_pl: 'Krótki opis',
    lead_en: 'Short lead',
    description_pl: '<p>Opis</p>',
    description_en: '<p>Description</p>',
    type_classified: 1,
    type_property: 3,
    voivodeship: 14,
    town: 'Warszawa',
    street: 'ul. Testowa 1',
    lat: 52.23,
    lng: 21.01,
    price: 100_000_000,
    published_at: `2026-01-${String((sequence % 28) + 1).padStart(2, '0')}T10:00:00.000Z`,
    updated_at: '2026-02-01T10:00:00.000Z',
    ...columns,
  };
  const id = (await insertOffers(db, [offer], { mapCells, sortKeys })).get(offer.tipi);
  if (id === undefined) throw new Error('offer not inserted');
  for (let position = 0; position < photos; position += 1) {
    await db
      .insertInto('offer_photos')
      .values({
        offer_id: id,
        position,
        path: `/media/offers/photo-${String(position + 1).padStart(2, '0')}`,
        width: 1600,
        height: 1200,
        alt_pl: `Zdjęcie ${position + 1}`,
        alt_en: `Photo ${position + 1}`,
      })
      .execute();
  }
  return id;
}
