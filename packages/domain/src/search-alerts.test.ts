import { describe, expect, it } from 'vitest';
import { formatArea } from './drawn-area';
import { OFFER_FLAGS } from './offer-filter-fields';
import {
  type AlertCandidate,
  type AlertOffer,
  alertOffersFor,
  eventTriggersAlert,
  OFFER_EVENTS,
  offerMatchesFilter,
} from './search-alert-match';
import {
  alertDue,
  alertFilterOf,
  alertPagePath,
  alertPeriod,
  alertVoivodeshipCodes,
  alertVoivodeshipKeys,
  alertVoivodeshipsColumn,
  matchAlertPage,
  newAlertPath,
  searchAlertChangeSchema,
  searchAlertSignupSchema,
} from './search-alerts';

const MAZOWIECKIE = 14;
const LAND = 2;
const SALE_PATH = '/sprzedaz/mazowieckie/f/typeProperty=2;price-lte=2000000';

function offer(overrides: Partial<AlertOffer> = {}): AlertOffer {
  return {
    id: 1,
    isPublished: 1,
    typeClassified: 1,
    typeProperty: LAND,
    voivodeship: MAZOWIECKIE,
    townSlug: 'warszawa',
    lat: 52.23,
    lng: 21.01,
    mpzp: 0,
    flags: Object.fromEntries(OFFER_FLAGS.map((flag) => [flag, 0])) as AlertOffer['flags'],
    effectivePrice: 150_000_000,
    areas: {
      areaBuilding: null,
      areaGround: 5000,
      areaRental: null,
      areaRentalOffice: null,
      areaRentalWarehouse: null,
      areaRentalRetail: null,
    },
    ...overrides,
  };
}

describe("an alert's filter", () => {
  it('is the list path read as the list reads it, in either language, page and order dropped', () => {
    const alert = alertFilterOf(`/en${SALE_PATH};order=price_asc;page=3`);
    expect(alert?.list).toBe('sprzedaz');
    expect(alert?.path).toBe('/sprzedaz/mazowieckie/f/typeProperty=2;price-lte=2000000');
    expect(alert?.filter).toMatchObject({
      typeClassified: 1,
      typeProperty: LAND,
      localizationVoivodeship: MAZOWIECKIE,
      'price[lte]': 200_000_000,
      currentPage: 1,
      order: 'newest',
    });
  });

  it('keeps a drawn area and refuses a malformed one or a page that is not an offer list', () => {
    const area = formatArea({ kind: 'circle', lat: 50.06, lng: 19.94, radiusKm: 20 });
    expect(alertFilterOf(`/nowosci/f/drawnArea=${area}`)?.filter).toMatchObject({
      isNew: 1,
      drawnArea: { kind: 'circle', radiusKm: 20 },
    });
    expect(alertFilterOf('/sprzedaz/f/drawnArea=zz')).toBeUndefined();
    expect(alertFilterOf('/faq')).toBeUndefined();
    expect(alertFilterOf('/szczegoly_ogloszenia/12')).toBeUndefined();
  });

  it("round-trips a map's list through its sign-up path: the drawn area kept, in both languages", () => {
    const polygon = formatArea({
      kind: 'polygon',
      points: [
        [50.14, 19.78],
        [50.14, 20.12],
        [50.06, 19.99],
        [49.98, 20.12],
        [49.98, 19.78],
      ],
    });
    const circle = formatArea({ kind: 'circle', lat: 50.06143, lng: 19.93658, radiusKm: 20 });
    // The home page's map (the sale list, where its markers and drawn areas lead) and lists with an area.
    for (const listPath of [
      '/sprzedaz',
      `/sprzedaz/f/drawnArea=${polygon}`,
      `/wynajem/f/typeProperty=3;drawnArea=${circle}`,
    ]) {
      for (const lang of ['pl', 'en'] as const) {
        const signUp = newAlertPath(listPath, lang);
        const [, ...segments] = signUp.split('/').slice(lang === 'en' ? 2 : 1);
        const match = matchAlertPage(lang, segments);
        expect(match?.page, signUp).toBe('new');
        if (match?.page !== 'new') continue;
        expect(match.alert.path).toBe(listPath);
        expect(match.alert.state.area).toBe(listPath.split('drawnArea=')[1]);
        expect(match.alert.filter.drawnArea).toEqual(alertFilterOf(listPath)?.filter.drawnArea);
      }
    }
  });

  it('refuses a list that is a 404 or could never mail: an unknown voivodeship or town, sold offers only', () => {
    expect(alertFilterOf('/sprzedaz/malopolskie/krakow')?.filter).toMatchObject({
      localizationTown: 'krakow',
    });
    expect(alertFilterOf('/sprzedaz/mazowieckie/xyz')).toBeUndefined();
    expect(alertFilterOf('/sprzedaz/atlantyda')).toBeUndefined();
    expect(alertFilterOf('/sprzedaz/atlantyda/f/price-lte=2000000')).toBeUndefined();
    expect(alertFilterOf('/sprzedaz/f/isSold=1')).toBeUndefined();
  });

  it("is a special-offer group's membership on the group's list, in either language, its page dropped", () => {
    expect(alertFilterOf('/en/oferta_specjalna/promocje/12/f/page=3')).toEqual({
      list: 'oferta_specjalna',
      state: { filters: {}, page: 1, order: 'newest' },
      path: '/oferta_specjalna/promocje/12',
      filter: {},
      group: { type: 'promocje', id: 12 },
    });
    // A type's list of groups, a malformed id or pairs segment: nothing to watch.
    expect(alertFilterOf('/oferta_specjalna/promocje')).toBeUndefined();
    expect(alertFilterOf('/oferta_specjalna/promocje/012')).toBeUndefined();
    expect(alertFilterOf('/oferta_specjalna/promocje/abc')).toBeUndefined();
    expect(alertFilterOf('/oferta_specjalna/promocje/12/f/price-lte=5')).toBeUndefined();
    expect(alertFilterOf('/oferta_specjalna/inne/12')).toBeUndefined();
  });
});

describe('offerMatchesFilter (the list conditions over one offer)', () => {
  const filter = alertFilterOf(SALE_PATH)?.filter ?? {};

  it('matches a land plot for sale in mazowieckie up to 2 M zł, and nothing else', () => {
    expect(offerMatchesFilter(offer(), filter)).toBe(true);
    expect(offerMatchesFilter(offer({ voivodeship: 22 }), filter)).toBe(false);
    expect(offerMatchesFilter(offer({ typeProperty: 1 }), filter)).toBe(false);
    expect(offerMatchesFilter(offer({ typeClassified: 2 }), filter)).toBe(false);
    expect(offerMatchesFilter(offer({ effectivePrice: 200_000_001 }), filter)).toBe(false);
    expect(offerMatchesFilter(offer({ effectivePrice: 200_000_000 }), filter)).toBe(true);
    // An unknown price meets no bound, as in SQL.
    expect(offerMatchesFilter(offer({ effectivePrice: null }), filter)).toBe(false);
    expect(offerMatchesFilter(offer({ isPublished: 0 }), filter)).toBe(false);
  });

  it('reads an absent rental sub-area as none and a flag of 1 as a restriction', () => {
    const areas = { ...offer().areas };
    expect(offerMatchesFilter(offer({ areas }), { 'areaRentalOffice[lte]': 1 })).toBe(true);
    expect(offerMatchesFilter(offer({ areas }), { 'areaGround[lte]': 1 })).toBe(false);
    expect(offerMatchesFilter(offer(), { isDiscount: 1 })).toBe(false);
    expect(offerMatchesFilter(offer(), { isDiscount: 0 })).toBe(true);
    expect(offerMatchesFilter(offer({ mpzp: 1 }), { mpzp: 1 })).toBe(true);
  });

  it('tests a drawn area with offerInArea and a town by its slug', () => {
    const krakow = { kind: 'circle', lat: 50.06, lng: 19.94, radiusKm: 20 } as const;
    expect(offerMatchesFilter(offer({ lat: 50.07, lng: 19.95 }), { drawnArea: krakow })).toBe(true);
    expect(offerMatchesFilter(offer(), { drawnArea: krakow })).toBe(false);
    expect(offerMatchesFilter(offer(), { localizationTown: 'Warszawa' })).toBe(true);
    expect(offerMatchesFilter(offer(), { localizationTown: 'lodz' })).toBe(false);
  });
});

describe('which events mail an alert', () => {
  it('published, a lower price and leaving preparation do; sold and withdrawn never', () => {
    expect(OFFER_EVENTS.filter(eventTriggersAlert)).toEqual([
      'published',
      'priceLowered',
      'leftPreparation',
      'joinedGroup',
    ]);
  });

  const since = '2026-11-27T06:00:00.000Z';
  const until = '2026-11-28T06:00:00.000Z';
  const candidate = (overrides: Partial<AlertCandidate>): AlertCandidate => ({
    ...offer(),
    publishedAt: '2026-11-01T10:00:00.000Z',
    priceLoweredAt: null,
    leftPreparationAt: null,
    groups: [],
    ...overrides,
  });
  const filter = alertFilterOf(SALE_PATH)?.filter ?? {};

  it('lists the matching offers with an event in the window, newest first, a sold one never', () => {
    const candidates = [
      candidate({ id: 1, publishedAt: '2026-11-27T10:00:00.000Z' }),
      candidate({ id: 2, priceLoweredAt: '2026-11-27T12:00:00.000Z' }),
      candidate({ id: 3, leftPreparationAt: '2026-11-27T11:00:00.000Z' }),
      candidate({ id: 4, publishedAt: '2026-11-27T13:00:00.000Z', voivodeship: 22 }),
      candidate({
        id: 5,
        priceLoweredAt: '2026-11-27T14:00:00.000Z',
        flags: { ...offer().flags, isSold: 1 },
      }),
      candidate({ id: 6, priceLoweredAt: '2026-11-26T14:00:00.000Z' }),
    ];
    const { offers, total } = alertOffersFor(candidates, { filter, since, until });
    expect(total).toBe(3);
    expect(offers.map((o) => [o.id, o.reason])).toEqual([
      [2, 'priceLowered'],
      [3, 'leftPreparation'],
      [1, 'published'],
    ]);
  });

  it("on a group's list: its members now, joining it an event, leaving it none, other lists blind to joins", () => {
    const joined = '2026-11-27T10:00:00.000Z';
    const candidates = [
      // Joined the group in the window.
      candidate({ id: 1, groups: [{ id: 7, joinedAt: joined }] }),
      // A member long since, its price lowered.
      candidate({ id: 2, groups: [{ id: 7, joinedAt: null }], priceLoweredAt: '2026-11-27T12:00:00.000Z' }),
      // Joined another group; left group 7 (so not among its groups), its price lowered.
      candidate({ id: 3, groups: [{ id: 8, joinedAt: joined }], priceLoweredAt: '2026-11-27T12:00:00.000Z' }),
      // Joined group 7 but sold.
      candidate({ id: 4, groups: [{ id: 7, joinedAt: joined }], flags: { ...offer().flags, isSold: 1 } }),
      // Joined group 7 before the window.
      candidate({ id: 5, groups: [{ id: 7, joinedAt: '2026-11-20T10:00:00.000Z' }] }),
    ];
    const group = alertOffersFor(candidates, { filter: {}, groupId: 7, since, until });
    expect(group.offers.map((o) => [o.id, o.reason])).toEqual([
      [2, 'priceLowered'],
      [1, 'joinedGroup'],
    ]);
    expect(group.events).toEqual([
      { offerId: 2, reason: 'priceLowered', at: '2026-11-27T12:00:00.000Z' },
      { offerId: 1, reason: 'joinedGroup', at: joined },
    ]);
    // The sale list sees the lowered prices of 2 and 3, and no join.
    const sale = alertOffersFor(candidates, { filter, since, until });
    expect(sale.offers.map((o) => [o.id, o.reason])).toEqual([
      [3, 'priceLowered'],
      [2, 'priceLowered'],
    ]);
  });

  it('reads a set of voivodeships as "one of": mazowieckie or małopolskie, never śląskie', () => {
    const at = '2026-11-27T10:00:00.000Z';
    const candidates = [
      candidate({ id: 1, publishedAt: at, voivodeship: MAZOWIECKIE }),
      candidate({ id: 2, publishedAt: at, voivodeship: 12, townSlug: 'krakow' }),
      candidate({ id: 3, publishedAt: at, voivodeship: 24, townSlug: 'katowice' }),
    ];
    const sale = alertFilterOf('/sprzedaz')?.filter ?? {};
    const voivodeships = [MAZOWIECKIE, 12];
    const { offers } = alertOffersFor(candidates, { filter: sale, voivodeships, since, until });
    expect(offers.map((o) => o.id)).toEqual([2, 1]);
    // No set: the path's own voivodeship, or any.
    expect(alertOffersFor(candidates, { filter: sale, since, until }).total).toBe(3);
    expect(alertOffersFor(candidates, { filter: sale, voivodeships: [], since, until }).total).toBe(3);
  });
});

describe('periods and due times', () => {
  it('daily and weekly are the digest periods; immediately is keyed by where the mail starts', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(alertPeriod(now, 'daily', 'x')).toBe('day:2026-11-24');
    expect(alertPeriod(now, 'weekly', 'x')).toBe('week:2026-W48');
    expect(alertPeriod(now, 'immediately', '2026-11-24T09:50:00.000Z')).toBe(
      'after:2026-11-24T09:50:00.000Z',
    );
  });

  it('daily from 07:00 Polish time, weekly from Monday 07:00, immediately always', () => {
    // 2026-11-23 is a Monday; 05:30 UTC is 06:30 in Warsaw.
    expect(alertDue(new Date('2026-11-23T05:30:00Z'), 'daily')).toBe(false);
    expect(alertDue(new Date('2026-11-23T06:00:00Z'), 'daily')).toBe(true);
    expect(alertDue(new Date('2026-11-23T05:30:00Z'), 'weekly')).toBe(false);
    expect(alertDue(new Date('2026-11-24T05:30:00Z'), 'weekly')).toBe(true);
    expect(alertDue(new Date('2026-11-23T05:30:00Z'), 'immediately')).toBe(true);
  });
});

describe('the contracts', () => {
  it('take the newsletter fields with a path and a frequency', () => {
    const parsed = searchAlertSignupSchema.parse({
      email: ' Jan@Example.com ',
      agreement1: true,
      eventID: '17000000000001234567',
      path: SALE_PATH,
    });
    expect(parsed).toMatchObject({ email: 'Jan@Example.com', frequency: 'daily', lang: 'pl', token: '' });
    expect(searchAlertSignupSchema.safeParse({ ...parsed, agreement1: false }).success).toBe(false);
    expect(searchAlertSignupSchema.safeParse({ ...parsed, frequency: 'hourly' }).success).toBe(false);
    // A set of voivodeships the list's offers must be in one of (the footer newsletter's case).
    expect(
      searchAlertSignupSchema.parse({
        ...parsed,
        path: '/sprzedaz',
        voivodeships: ['mazowieckie', 'malopolskie'],
      }),
    ).toMatchObject({ voivodeships: ['mazowieckie', 'malopolskie'] });
    expect(searchAlertSignupSchema.safeParse({ ...parsed, voivodeships: ['mazovia'] }).success).toBe(false);
    expect(
      alertVoivodeshipCodes(alertVoivodeshipsColumn(['mazowieckie', 'malopolskie', 'mazowieckie'])),
    ).toEqual([12, 14]);
    expect(alertVoivodeshipsColumn([])).toBe('');
    expect(alertVoivodeshipKeys('12,14')).toEqual(['malopolskie', 'mazowieckie']);
    expect(searchAlertChangeSchema.safeParse({}).success).toBe(false);
    expect(searchAlertChangeSchema.parse({ paused: true })).toEqual({ paused: true });
  });

  it('link to the site pages of either language', () => {
    expect(alertPagePath('confirm', 'pl', 'abc')).toBe('/alerty/potwierdz/abc');
    expect(alertPagePath('manage', 'en', 'abc')).toBe('/en/alerts/manage/abc');
    expect(newAlertPath(SALE_PATH, 'en')).toBe(`/en/alerts/new${SALE_PATH}`);
  });

  it('are matched back in their own language only', () => {
    const token = 'a'.repeat(43);
    expect(matchAlertPage('pl', ['potwierdz', token])).toEqual({ page: 'confirm', token });
    expect(matchAlertPage('en', ['potwierdz', token])).toBeNull();
    expect(matchAlertPage('pl', ['wypisz', 'short'])).toBeNull();
    expect(matchAlertPage('pl', ['nowy', ...SALE_PATH.slice(1).split('/')])).toMatchObject({
      page: 'new',
      alert: { path: SALE_PATH },
    });
    expect(matchAlertPage('en', ['new', 'oferta_specjalna', 'terytorialne', '5'])).toMatchObject({
      page: 'new',
      alert: { path: '/oferta_specjalna/terytorialne/5', group: { id: 5 } },
    });
    expect(matchAlertPage('en', ['new', 'kontakt'])).toBeNull();
    expect(matchAlertPage('en', ['new'])).toBeNull();
  });
});
