import { formatArea } from '@estate/domain/drawn-area';
import { alertOffersFor, offerMatchesFilter } from '@estate/domain/search-alert-match';
import { alertFilterOf } from '@estate/domain/search-alerts';
import { describe, expect, it } from 'vitest';
import { insertOffer } from '../testing/offer-factory';
import { useTestApp } from '../testing/test-app';
import { testDialects } from '../testing/test-database';
import { findGroupOffers } from './group-repository';
import { offerConditions } from './offer-conditions';
import { findAlertCandidates, findAlertOffersOf } from './search-alert-repository';

const KRAKOW_AREA = formatArea({
  kind: 'polygon',
  points: [
    [49.95, 19.75],
    [49.95, 20.15],
    [50.15, 20.15],
    [50.15, 19.75],
  ],
});

/** Filter paths of every kind of condition the list has. */
const PATHS = [
  '/sprzedaz/mazowieckie/f/typeProperty=2;price-lte=2000000',
  '/sprzedaz/malopolskie/krakow',
  `/sprzedaz/f/drawnArea=${KRAKOW_AREA}`,
  '/sprzedaz/f/price-gte=1000000;areaGround-gte=1000;mpzp=1',
  '/sprzedaz/f/isNewPrice=1',
  '/wynajem/f/typeProperty=1',
  '/wynajem/f/typeProperty=8',
  '/nowosci',
  '/do_sprzedania_wkrotce',
  '/sprzedaz',
];

/**
 * The alert's rule is the list's: for each filter path, the offers the domain's offerMatchesFilter
 * accepts among the alert job's candidates are exactly those the list's SQL (offerConditions)
 * selects, on both databases.
 */
describe.each(testDialects())('offerMatchesFilter and the list SQL on %s', (dialect) => {
  const ctx = useTestApp(dialect, { seedDemoData: false });

  it('agree offer for offer on every kind of filter', async () => {
    const { db } = ctx.database;
    const land = { type_property: 2, area_building: null, area_ground: 5000 };
    const krakow = { voivodeship: 12, town: 'Kraków', lat: 50.06, lng: 19.94 };
    const ids = [
      await insertOffer(db, { ...land, price: 150_000_000 }),
      await insertOffer(db, { ...land, price: 300_000_000 }),
      await insertOffer(db, { ...krakow, area_building: 800 }),
      await insertOffer(db, {
        ...krakow,
        ...land,
        lat: 50.1,
        lng: 20.05,
        mpzp: 1,
        price: 120_000_000,
        area_ground: 2000,
      }),
      await insertOffer(db, { ...krakow, lat: 50.3, lng: 19.94 }),
      await insertOffer(db, { type_classified: 2, type_property: 1, area_rental_office: 200 }),
      await insertOffer(db, { type_classified: 2, type_property: 8 }),
      await insertOffer(db, { type_classified: 2, type_property: 8, area_rental_retail: 40 }),
      await insertOffer(db, { is_new: 1 }),
      await insertOffer(db, { is_in_preparation: 1 }),
      await insertOffer(db, { is_new_price: 1, is_sold: 1 }),
      await insertOffer(db, { is_new_price: 1 }),
      await insertOffer(db, { ...land, price: null }),
    ];
    const candidates = await findAlertCandidates(db, '2025-12-31T00:00:00.000Z', '2026-02-01T00:00:00.000Z');
    expect(candidates.map((offer) => offer.id).sort((a, b) => a - b)).toEqual(ids);
    for (const path of PATHS) {
      const filter = alertFilterOf(path)?.filter;
      if (!filter) throw new Error(`not a list: ${path}`);
      const listed = await db
        .selectFrom('offers')
        .select('id')
        .where((eb) => offerConditions(eb, filter))
        .orderBy('id')
        .execute();
      const matched = candidates
        .filter((offer) => offerMatchesFilter(offer, filter))
        .map((offer) => offer.id);
      expect(
        matched.sort((a, b) => a - b),
        path,
      ).toEqual(listed.map((row) => row.id));
      expect(listed.length, `${path} selects something and leaves something out`).toBeGreaterThan(0);
      expect(listed.length).toBeLessThan(ids.length + (path === '/sprzedaz' ? 1 : 0));
      // The benchmark's baseline, one query per alert, selects the same available offers.
      const perAlert = await findAlertOffersOf(
        db,
        filter,
        '2025-12-31T00:00:00.000Z',
        '2026-02-01T00:00:00.000Z',
      );
      expect(
        perAlert.map((offer) => offer.id).sort((a, b) => a - b),
        `${path}, one query`,
      ).toEqual(
        candidates
          .filter((offer) => offer.flags.isSold === 0 && matched.includes(offer.id))
          .map((offer) => offer.id),
      );
    }
    // A set of voivodeships (the footer newsletter's case) is "one of", in memory and in the one query.
    const sale = alertFilterOf('/sprzedaz')?.filter ?? {};
    const voivodeships = [12, 24];
    const [since, until] = ['2025-12-31T00:00:00.000Z', '2026-02-01T00:00:00.000Z'];
    const inMemory = alertOffersFor(candidates, { filter: sale, voivodeships, since, until }).offers;
    const oneQuery = await findAlertOffersOf(db, sale, since, until, undefined, voivodeships);
    const sorted = (offers: readonly { id: number }[]) =>
      offers.map((offer) => offer.id).sort((a, b) => a - b);
    expect(sorted(oneQuery)).toEqual(sorted(inMemory));
    expect(inMemory.length).toBeGreaterThan(0);
    expect(inMemory.every((offer) => offer.voivodeship === 12)).toBe(true);
    expect(candidates.some((offer) => offer.voivodeship === 14 && offerMatchesFilter(offer, sale))).toBe(
      true,
    );
  });

  it("agree on a special-offer group's list: its members now, their joins, a public group only", async () => {
    const { db } = ctx.database;
    const from = '2025-12-31T00:00:00.000Z';
    const until = '2026-02-01T00:00:00.000Z';
    const [joined, longAgo, unrecorded, sold, inDraft, left] = [
      await insertOffer(db, { tipi: 'J00001' }),
      await insertOffer(db, { tipi: 'J00002' }),
      await insertOffer(db, { tipi: 'J00003' }),
      await insertOffer(db, { tipi: 'J00004', is_sold: 1 }),
      await insertOffer(db, { tipi: 'J00005' }),
      await insertOffer(db, { tipi: 'J00006' }),
    ];
    const group = async (status: string) =>
      (
        await db
          .insertInto('offer_groups')
          .values({
            group_type: 'promotion',
            name_pl: 'Grupa',
            name_en: 'Group',
            description_pl: '',
            description_en: '',
            image: null,
            voivodeship: null,
            created_at: from,
            status,
            published_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const open = await group('published');
    const draft = await group('draft');
    const member = (groupId: number, offerId: number) => ({ group_id: groupId, offer_id: offerId });
    await db
      .insertInto('offer_group_members')
      .values([
        member(open, joined),
        member(open, longAgo),
        member(open, unrecorded),
        member(open, sold),
        member(draft, inDraft),
      ])
      .execute();
    const join = (groupId: number, offerId: number, at: string) => ({
      group_id: groupId,
      offer_id: offerId,
      joined_at: at,
    });
    await db
      .insertInto('offer_group_joins')
      .values([
        join(open, joined, '2026-01-20T10:00:00.000Z'),
        join(open, longAgo, '2025-11-01T10:00:00.000Z'),
        join(open, sold, '2026-01-20T11:00:00.000Z'),
        join(draft, inDraft, '2026-01-20T12:00:00.000Z'),
        // Joined, then left: no membership now.
        join(open, left, '2026-01-20T13:00:00.000Z'),
      ])
      .execute();
    const candidates = await findAlertCandidates(db, from, until);
    const sorted = (events: readonly { offerId: number; reason: string; at: string }[]) =>
      events.map((event) => `${event.offerId}|${event.reason}|${event.at}`).sort();
    for (const [groupId, path] of [
      [open, `/oferta_specjalna/promocje/${open}`],
      [draft, `/oferta_specjalna/promocje/${draft}`],
    ] as const) {
      const alert = alertFilterOf(path);
      expect(alert?.group?.id, path).toBe(groupId);
      const watched = { filter: alert?.filter ?? {}, groupId, since: from, until };
      const job = alertOffersFor(candidates, watched);
      const baseline = alertOffersFor(
        await findAlertOffersOf(db, watched.filter, from, until, groupId),
        watched,
      );
      expect(sorted(baseline.events), path).toEqual(sorted(job.events));
      if (groupId === draft) {
        expect(job.total, 'a draft group mails nothing').toBe(0);
        continue;
      }
      expect(job.events.map((event) => `${event.offerId}|${event.reason}`).sort()).toEqual(
        [
          `${joined}|published`,
          `${joined}|joinedGroup`,
          `${longAgo}|published`,
          `${unrecorded}|published`,
        ].sort(),
      );
      expect(job.events).toContainEqual({
        offerId: joined,
        reason: 'joinedGroup',
        at: '2026-01-20T10:00:00.000Z',
      });
      // Every offer mailed is on the group's public list.
      const listed = (await findGroupOffers(db, groupId, 'id', 'asc', 0, 100)).rows.map((row) => row.id);
      for (const offer of job.offers) expect(listed).toContain(offer.id);
    }
  });
});
