import { polishSortKey } from '@estate/domain/polish-sort-key';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { insertOffer, type OfferOverrides } from './offer-factory';

export const PLN = 100;

/** A small market with one offer per case the filters must tell apart (tipi = letter). */
const FIXTURES: Record<string, OfferOverrides> = {
  A: {
    type_classified: 1,
    type_property: 3,
    price: 1_000_000 * PLN,
    area_building: 500,
    is_new: 1,
    views_period: 5,
  },
  B: {
    type_classified: 1,
    type_property: 2,
    voivodeship: 12,
    town: 'Kraków',
    lat: 50.06,
    lng: 19.94,
    price: 300_000 * PLN,
    is_discount: 1,
    discount_price: 250_000 * PLN,
    area_ground: 2000,
    mpzp: 1,
    views_period: 50,
  },
  C: {
    type_classified: 2,
    type_property: 1,
    lat: 52.25,
    lng: 21.05,
    price: 20_000 * PLN,
    area_rental: 300,
    area_rental_office: 300,
    is_recommended: 1,
    views_period: 7,
  },
  D: {
    type_classified: 2,
    type_property: 4,
    voivodeship: 10,
    town: 'Łódź',
    lat: 51.77,
    lng: 19.47,
    price: 40_000 * PLN,
    area_rental: 1000,
    area_rental_warehouse: 1000,
  },
  E: {
    type_classified: 2,
    type_property: 8,
    voivodeship: 22,
    town: 'Gdańsk',
    lat: 54.35,
    lng: 18.65,
    price: 5_000 * PLN,
    area_rental: 50,
  },
  F: {
    type_classified: 2,
    type_property: 7,
    voivodeship: 30,
    town: 'Poznań',
    lat: 52.41,
    lng: 16.93,
    price: 15_000 * PLN,
    area_rental: 120,
    area_rental_retail: 120,
  },
  G: { type_classified: 1, status: 'unpublished' },
  H: {
    type_classified: 1,
    type_property: 5,
    voivodeship: 2,
    town: 'Wrocław',
    lat: 51.11,
    lng: 17.03,
    price: null,
    price_sq_meter: 5_000 * PLN,
    is_in_preparation: 1,
  },
  I: {
    type_classified: 1,
    type_property: 2,
    voivodeship: 12,
    town: 'Kraków',
    lat: 50.07,
    lng: 19.95,
    price: 5_000_000 * PLN,
    area_ground: 800,
    is_make_offer: 1,
    is_sold: 1,
  },
};

/** Inserts the fixture market with one agent; answers tipi -> id. */
export async function insertOfferFixtures(db: Kysely<DatabaseSchema>): Promise<Record<string, number>> {
  const agent = await db
    .insertInto('agents')
    .values({
      name: 'Anna Kowalska',
      name_sort: polishSortKey('Anna Kowalska'),
      job_pl: 'Specjalistka ds. sprzedaży',
      job_en: 'Sales specialist',
      phone: '+48 600 100 200',
      email: 'anna@example.pl',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: Record<string, number> = {};
  for (const [tipi, overrides] of Object.entries(FIXTURES)) {
    ids[tipi] = await insertOffer(db, { tipi, agent_id: agent.id, photos: 2, ...overrides });
  }
  return ids;
}
