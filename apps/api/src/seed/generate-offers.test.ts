import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { MAP_CELLS_JOB } from '../jobs/map-cells-job';
import { allMapCells, expectCellsAsRebuilt } from '../testing/map-cell-checks';
import { createTestDatabase, type TestDatabase, testDialects } from '../testing/test-database';
import { DEMO_NOW, DEMO_SPREAD_FIRST } from './demo-seed';
import { generateOffers, nextOfferIndex } from './generate-offers';
import { generateOffer } from './offer-seed';

describe.each(testDialects())('benchmark offer generator on %s', (dialect) => {
  let test: TestDatabase;
  let database: DatabaseHandle;

  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    database = test.open();
    await migrateToLatest(database.db);
  });

  afterAll(async () => {
    await database?.close();
    await test?.drop();
  });

  it('inserts offers in several transactions, one photo each, and continues after the last tipi', async () => {
    expect(await nextOfferIndex(database.db)).toBe(1);
    const report = await generateOffers(database.db, {
      count: 450,
      startIndex: 1,
      seed: 5,
      transactionSize: 200,
    });
    expect(report.inserted).toBe(450);
    expect(report.offersPerSecond).toBeGreaterThan(0);
    expect(await nextOfferIndex(database.db)).toBe(451);

    await generateOffers(database.db, { count: 50, startIndex: 451, seed: 5, photos: false });
    expect(await nextOfferIndex(database.db)).toBe(501);

    const offers = await database.db.selectFrom('offers').select(['id', 'tipi']).execute();
    expect(offers).toHaveLength(500);
    expect(new Set(offers.map((o) => o.tipi)).size).toBe(500);
    const photos = await database.db.selectFrom('offer_photos').select('offer_id').execute();
    expect(photos).toHaveLength(450);
    // Their view figures stand for an hour: the refresh would otherwise zero them at the API's start.
    const job = await database.db
      .selectFrom('scheduled_jobs')
      .select('next_run_at')
      .where('name', '=', 'views-refresh')
      .executeTakeFirstOrThrow();
    expect(Date.parse(job.next_run_at) - Date.now()).toBeGreaterThan(55 * 60_000);
    // The map's cells, rebuilt once at the end rather than kept batch by batch, and their daily
    // rebuild a day away, so it does not run again at the API's start.
    expect(await allMapCells(database.db)).not.toHaveLength(0);
    await expectCellsAsRebuilt(database.db);
    const rebuild = await database.db
      .selectFrom('scheduled_jobs')
      .select('next_run_at')
      .where('name', '=', MAP_CELLS_JOB)
      .executeTakeFirstOrThrow();
    expect(Date.parse(rebuild.next_run_at) - Date.now()).toBeGreaterThan(23 * 60 * 60_000);
  });

  it('writes the same offer for the same seed and index as the generator', async () => {
    const row = await database.db
      .selectFrom('offers')
      .innerJoin('offer_texts', 'offer_texts.offer_id', 'offers.id')
      .selectAll(['offers', 'offer_texts'])
      .where('tipi', '=', 'T00042')
      .executeTakeFirstOrThrow();
    const draft = generateOffer(42, {
      seed: 5,
      now: DEMO_NOW,
      agentIds: new Map(),
      documents: [],
      photos: 'one',
      spreadFirst: DEMO_SPREAD_FIRST,
    });
    expect(row).toMatchObject({
      title_pl: draft.row.title_pl,
      description_en: draft.row.description_en,
      price: draft.row.price,
      lat: draft.row.lat,
      published_at: draft.row.published_at,
    });
  });

  it('orders tipi numerically past five digits', async () => {
    await generateOffers(database.db, { count: 2, startIndex: 99_999, seed: 5, photos: false });
    expect(await nextOfferIndex(database.db)).toBe(100_001);
  });
});
