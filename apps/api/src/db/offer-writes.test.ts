import { describe, expect, it } from 'vitest';
import { insertOffer } from '../testing/offer-factory';
import { useTestDatabase } from '../testing/test-app';
import { testDialects } from '../testing/test-database';
import { migrateToLatest } from './migrate';

describe.each(testDialects())('the offer write path on %s', (dialect) => {
  const ctx = useTestDatabase(dialect);

  it('derives the town slug, effective price and main area from what the writer gives', async () => {
    await migrateToLatest(ctx.database.db);
    const towns = {
      Warszawa: 'warszawa',
      Łódź: 'lodz',
      'Bielsko-Biała': 'bielsko-biala',
      'Gorzów Wielkopolski': 'gorzow-wielkopolski',
    };
    for (const [town, slug] of Object.entries(towns)) {
      const id = await insertOffer(ctx.database.db, {
        town,
        price: 50_000_000,
        is_discount: 1,
        discount_price: 45_000_000,
        area_building: null,
        area_ground: 1_200,
        photos: 0,
      });
      const row = await ctx.database.db
        .selectFrom('offers')
        .select(['town', 'town_slug', 'effective_price', 'area_main'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ town, town_slug: slug, effective_price: 45_000_000, area_main: 1_200 });
    }
  });
});
