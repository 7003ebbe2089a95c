import {
  CLASSIFIED_RENT,
  CLASSIFIED_SALE,
  PROPERTY_TYPE_OFFICE,
  PROPERTY_TYPE_OTHER,
  PROPERTY_TYPE_RETAIL,
  PROPERTY_TYPE_WAREHOUSE,
  type SaleMode,
} from '@estate/domain/property-types';
import { VOIVODESHIPS, type VoivodeshipKey } from '@estate/domain/voivodeships';
import type { Insertable, Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { insertOffers as insertOfferRows, type OfferInsert } from '../db/offer-writes';
import type { OfferDocumentTable, OfferPhotoTable } from '../db/tables/offer-tables';
import { OFFER_PHOTO_LARGEST, offerPhotoStem } from '../media/media-paths';
import { type SalesRegion, salesRegionOf } from './agent-seed';
import { chunk, insertInBatches } from './batch-insert';
import type { DocumentKind, SeededDocument } from './document-seed';
import { OFFER_PHOTOS, PHOTO_KINDS_BY_TYPE, type PoolPhoto, type SceneKind } from './offer-photo-pool';
import { drawLandRegister, drawPlace, drawPlotNumbers, drawPostalCode, drawStreet } from './offer-places';
import {
  drawSellerRights,
  drawZone,
  type OfferFacts,
  offerDescription,
  offerLead,
  offerTitle,
  RENT_VARIANTS,
  SALE_VARIANTS,
  type Utility,
  type Variant,
} from './offer-texts';
import { Random } from './random';
import { drawTender } from './tender-seed';

type OfferPhotoDraft = Omit<Insertable<OfferPhotoTable>, 'offer_id'>;
type OfferDocumentDraft = Omit<Insertable<OfferDocumentTable>, 'offer_id'>;

/** One generated offer with its photos and documents, before the database gives it an id. */
export interface OfferDraft {
  index: number;
  voivodeshipKey: VoivodeshipKey;
  row: OfferInsert & {
    tipi: string;
    type_classified: number;
    type_property: number;
    voivodeship: number;
    status: 'published' | 'unpublished';
    is_special_offer: number;
  };
  photos: OfferPhotoDraft[];
  documents: OfferDocumentDraft[];
}

interface OfferGeneratorOptions {
  seed: number;
  now: Date;
  /** Agent ids per sales region; an empty map leaves offers without an agent. */
  agentIds: ReadonlyMap<SalesRegion, readonly number[]>;
  documents: readonly SeededDocument[];
  /** 'several' (3–6, the demo), or 'one' / 'none' for the benchmark generator's lean rows. */
  photos: 'several' | 'one' | 'none';
  /** The first `spreadFirst` offers cycle through the 16 voivodeships so each gets some. */
  spreadFirst: number;
}

/** 'T00001': the offer's public reference number (tipi), five digits, growing past 99 999 if need be. */
function tipiOf(index: number): string {
  return `T${String(index).padStart(5, '0')}`;
}

const TYPES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
/** The portfolio of a telecom operator: mostly former exchanges and plots for sale, offices and storage for rent. */
const SALE_TYPE_WEIGHTS = [8, 28, 30, 6, 10, 10, 4, 4];
const RENT_TYPE_WEIGHTS = [25, 6, 12, 18, 8, 5, 16, 10];

/** SPEC §9 analytics bands in PLN with how often a sale price falls in each. */
const PRICE_BANDS: readonly (readonly [number, number, number])[] = [
  [150_000, 500_000, 20],
  [500_000, 1_000_000, 18],
  [1_000_000, 1_500_000, 12],
  [1_500_000, 2_000_000, 9],
  [2_000_000, 2_500_000, 7],
  [2_500_000, 3_000_000, 6],
  [3_000_000, 3_500_000, 5],
  [3_500_000, 4_000_000, 5],
  [4_000_000, 4_500_000, 5],
  [4_500_000, 12_000_000, 15],
];

/** Sale price range per type in PLN: a flat never costs 9 million, an office building never 200 000. */
const SALE_PRICE_RANGE: Readonly<Record<number, readonly [number, number]>> = {
  1: [500_000, 12_000_000],
  2: [150_000, 12_000_000],
  3: [300_000, 9_000_000],
  4: [500_000, 12_000_000],
  5: [600_000, 12_000_000],
  6: [150_000, 1_500_000],
  7: [150_000, 3_000_000],
  8: [150_000, 1_500_000],
};

/** Typical sale price per m² in PLN in a mid-sized town (building area, or plot area for land). */
const SALE_UNIT_PRICE: Readonly<Record<string, number>> = {
  land: 160,
  1: 5200,
  3: 3200,
  4: 2100,
  5: 4200,
  6: 7500,
  7: 6500,
  garages: 1800,
  'relay-station': 1500,
};

/** Building or unit area bounds in m² per variant. */
const BUILDING_AREA: Readonly<Record<string, readonly [number, number]>> = {
  'office-building': [400, 6000],
  'office-floor': [120, 1200],
  exchange: [200, 4000],
  'exchange-mast': [200, 2500],
  technical: [250, 4000],
  warehouse: [300, 9000],
  storage: [150, 2500],
  'service-building': [250, 6000],
  'retail-service': [300, 6000],
  'post-office': [250, 2500],
  flat: [28, 140],
  'service-flat': [35, 110],
  'retail-unit': [40, 800],
  'service-unit': [40, 500],
  'customer-shop': [40, 300],
  garages: [60, 800],
  'relay-station': [60, 500],
};

const YEAR_BUILT: Readonly<Record<number, readonly [number, number]>> = {
  1: [1970, 2012],
  3: [1962, 1998],
  4: [1975, 2015],
  5: [1965, 2010],
  6: [1955, 2015],
  7: [1960, 2015],
  8: [1970, 2005],
};

/** Photos that fit a variant better than its type's default (a rooftop shows an exchange roof). */
const VARIANT_PHOTO_KINDS: Readonly<Record<string, readonly SceneKind[]>> = {
  'roof-space': ['exchange', 'office'],
  'garage-rent': ['warehouse'],
  garages: ['warehouse'],
  'relay-station': ['exchange'],
  'mast-site': ['land', 'exchange'],
  'exchange-part': ['exchange'],
};

const VIDEO_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const DAY_MS = 86_400_000;

function townFactor(population: number | null): number {
  const p = population ?? 0;
  if (p >= 500_000) return 1.8;
  if (p >= 100_000) return 1.3;
  if (p >= 20_000) return 1;
  return 0.7;
}

function clamp(value: number, [low, high]: readonly [number, number]): number {
  return Math.min(high, Math.max(low, value));
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A sale price in PLN: band first (so every analytics band is populated), then a price within it. */
function drawSalePrice(random: Random, type: number): number {
  const [min, max] = SALE_PRICE_RANGE[type] ?? [150_000, 12_000_000];
  const bands = PRICE_BANDS.filter(([low, high]) => high > min && low < max);
  const [low, high] = random.weighted(
    bands,
    bands.map((b) => b[2]),
  );
  const from = Math.max(low, min);
  const to = Math.min(high, max);
  const raw = to - from > 3_000_000 ? random.logFloat(from, to) : random.float(from, to);
  const step = raw < 1_000_000 ? 1_000 : 10_000;
  // Rounded inside the band: the upper bound is inclusive ('do 500000'), the lower one is not.
  return clamp(Math.round(raw / step) * step, [from + step, to]);
}

interface Areas {
  building: number | null;
  ground: number | null;
  office: number | null;
  warehouse: number | null;
  retail: number | null;
}

/** Rented parts per SPEC §7's rules: type 1/4/7 have office/warehouse/retail ≥ 1; type 8 none ≥ 1. */
function drawRentAreas(random: Random, type: number, variant: Variant): Areas {
  const none = { building: null, ground: null, office: null, warehouse: null, retail: null };
  const part = (min: number, max: number) => round1(random.logFloat(min, max));
  switch (type) {
    case PROPERTY_TYPE_OFFICE:
      return { ...none, office: part(40, 1500), warehouse: random.chance(0.2) ? part(10, 80) : null };
    case PROPERTY_TYPE_WAREHOUSE:
      return { ...none, warehouse: part(150, 5000), office: random.chance(0.3) ? part(15, 120) : null };
    case PROPERTY_TYPE_RETAIL:
      return { ...none, retail: part(30, 600), warehouse: random.chance(0.25) ? part(10, 60) : null };
    case 3:
      return { ...none, office: part(60, 900), warehouse: random.chance(0.3) ? part(20, 300) : null };
    case 5: {
      const retail = random.chance(0.7) ? part(40, 500) : null;
      return { ...none, retail, office: retail === null || random.chance(0.5) ? part(50, 600) : null };
    }
    case 2:
      return { ...none, ground: Math.round(random.logFloat(300, 20_000)) };
    case 6:
      return { ...none, building: part(28, 110) };
    default:
      // Type 8: no office, storage or retail part. Rooftop space records them as 0 and the rest
      // leave them empty, so both readings of the rent rule's "at most 1" meet real rows.
      if (variant.key === 'roof-space')
        return { ...none, building: part(10, 80), office: 0, warehouse: 0, retail: 0 };
      if (variant.key === 'parking-rent') return { ...none, ground: Math.round(random.logFloat(100, 2000)) };
      return { ...none, building: part(15, 60) };
  }
}

/** Monthly rent per m² in PLN for each rented part. */
function monthlyRent(random: Random, type: number, variant: Variant, areas: Areas, factor: number): number {
  const f = Math.sqrt(factor);
  let total = 0;
  if (areas.office) total += areas.office * random.float(35, 80) * f * (type === 3 ? 0.7 : 1);
  if (areas.warehouse) total += areas.warehouse * random.float(14, 30) * f;
  if (areas.retail) total += areas.retail * random.float(40, 130) * f;
  if (type === 6 && areas.building) total += areas.building * random.float(35, 65) * f;
  if (type === 2 && areas.ground) total += areas.ground * random.float(1, 6) * f;
  if (type === PROPERTY_TYPE_OTHER) {
    if (variant.key === 'roof-space' && areas.building) total += areas.building * random.float(60, 150);
    else if (variant.key === 'parking-rent' && areas.ground)
      total += Math.max(1, Math.round(areas.ground / 25)) * 180 * f;
    else if (areas.building) total += areas.building * random.float(15, 30) * f;
  }
  return Math.max(300, Math.round(total / 10) * 10);
}

/** 5–22% off, rounded like the price it discounts, and always strictly below it. */
function drawDiscountPrice(random: Random, price: number): number {
  const step = price >= 100_000_000 ? 1_000_000 : price >= 1_000_000 ? 100_000 : 1_000;
  const discounted = Math.round((price * random.float(0.78, 0.95)) / step) * step;
  return Math.max(step, Math.min(discounted, price - step));
}

function startOfDayUtc(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

/** Parking spaces that come with the property: none on a bare plot, many on a car park. */
function drawParking(random: Random, type: number, variant: Variant): number {
  if (variant.key === 'car-park' || variant.key === 'parking-rent') return random.int(20, 150);
  if (!variant.hasBuilding) return 0;
  if (type === 6) return random.int(0, 1);
  if (type === 7) return random.int(0, 4);
  return random.int(0, 40);
}

function drawUtilities(random: Random, variant: Variant, network: boolean): Utility[] {
  const all: Utility[] = ['power', 'water', 'sewage', 'gas', 'heating', 'fibre'];
  // Bare land has networks in the road at most, and never district heating.
  if (!variant.hasBuilding)
    return all.filter((u) => u !== 'heating' && random.chance(u === 'power' ? 0.9 : 0.5));
  return all.filter((u) => {
    if (u === 'power' || u === 'water') return true;
    if (u === 'fibre') return network || random.chance(0.6);
    return random.chance(u === 'sewage' ? 0.9 : 0.5);
  });
}

function drawPhotos(
  random: Random,
  type: number,
  variant: Variant,
  town: string,
  mode: OfferGeneratorOptions['photos'],
): OfferPhotoDraft[] {
  if (mode === 'none') return [];
  const kinds = VARIANT_PHOTO_KINDS[variant.key] ?? PHOTO_KINDS_BY_TYPE[type] ?? ['land'];
  const candidates: PoolPhoto[] = kinds.flatMap((kind) =>
    random.shuffle(OFFER_PHOTOS.filter((p) => p.kind === kind)),
  );
  const count = mode === 'one' ? 1 : Math.min(candidates.length, random.int(3, 6));
  return candidates.slice(0, count).map((photo, i) => ({
    position: i + 1,
    path: offerPhotoStem(photo.n),
    width: OFFER_PHOTO_LARGEST.width,
    height: OFFER_PHOTO_LARGEST.height,
    alt_pl: `${photo.altPl} – ${town}`,
    alt_en: `${photo.altEn} – ${town}`,
  }));
}

/** A tender's regulations, last among its documents and marked as the notice's. */
function regulationsDocument(pool: readonly SeededDocument[]): OfferDocumentDraft[] {
  const doc = pool.find((d) => d.kind === 'tender-regulations');
  if (!doc) return [];
  return [
    {
      position: 9,
      title_pl: doc.titlePl,
      title_en: doc.titleEn,
      path: doc.path,
      size_bytes: doc.sizeBytes,
      regulations: 1,
    },
  ];
}

function drawDocuments(
  random: Random,
  variant: Variant,
  floors: number | null,
  mpzp: boolean,
  pool: readonly SeededDocument[],
): OfferDocumentDraft[] {
  if (pool.length === 0) return [];
  const kinds: DocumentKind[] = [];
  if (variant.hasBuilding) {
    kinds.push('ground-floor-plan', 'energy-certificate');
    if ((floors ?? 1) >= 2 && variant.hasPlot) kinds.push('upper-floor-plan');
  }
  if (variant.hasPlot) kinds.push('cadastral-map');
  if (mpzp) kinds.push('zoning-extract');
  const count = random.weighted([0, 1, 2], [3, 4, 3]);
  return random.sample(kinds, count).flatMap((kind, i) => {
    const options = pool.filter((d) => d.kind === kind);
    if (options.length === 0) return [];
    const doc = random.pick(options);
    return [
      {
        position: i + 1,
        title_pl: doc.titlePl,
        title_en: doc.titleEn,
        path: doc.path,
        size_bytes: doc.sizeBytes,
        regulations: 0,
      },
    ];
  });
}

/**
 * Offer number `index` (1-based) of the stream `seed`. Each offer draws from its own random stream,
 * so offer 42 is the same whether 300 or 100 000 are generated and batches can be made in any order.
 */
export function generateOffer(index: number, options: OfferGeneratorOptions): OfferDraft {
  const random = Random.for(options.seed, 'offer', index);
  const nowMs = options.now.getTime();

  const spread = index <= options.spreadFirst ? VOIVODESHIPS[(index - 1) % VOIVODESHIPS.length] : undefined;
  const place = drawPlace(random, spread?.key);
  const rent = random.chance(0.35);
  const type = random.weighted(TYPES, rent ? RENT_TYPE_WEIGHTS : SALE_TYPE_WEIGHTS);
  const variant = random.pick((rent ? RENT_VARIANTS : SALE_VARIANTS)[type] ?? []);
  const factor = townFactor(place.population);
  const centreKm = Math.max(0.2, place.distanceKm);
  const outskirts =
    centreKm > 1.5 || type === 2 || type === PROPERTY_TYPE_WAREHOUSE || type === PROPERTY_TYPE_OTHER;
  const network =
    type === 3 ||
    variant.key === 'mast-site' ||
    variant.key === 'relay-station' ||
    variant.key === 'roof-space';

  // Status first: prices, dates and texts depend on it.
  const sold = !rent && random.chance(0.085);
  const inPreparation = !rent && !sold && random.chance(0.13);
  const makeOffer = !rent && !sold && random.chance(0.13);
  const negotiable = !makeOffer && random.chance(0.35);
  const plainSaleMode: SaleMode = makeOffer ? 'bids' : negotiable ? 'negotiation' : 'sale';
  const isNew = !sold && random.chance(0.15);

  // Areas and price.
  let areas: Areas;
  let price: number | null;
  let priceSqMeter: number | null;
  let floors: number | null = null;
  if (rent) {
    areas = drawRentAreas(random, type, variant);
    const monthly = monthlyRent(random, type, variant, areas, factor);
    const basis =
      (areas.office ?? 0) + (areas.warehouse ?? 0) + (areas.retail ?? 0) ||
      areas.building ||
      areas.ground ||
      null;
    price = monthly * 100;
    priceSqMeter = basis ? Math.round(price / basis) : null;
    if (type !== 2 && type !== 6 && type !== PROPERTY_TYPE_OTHER) floors = random.int(1, 4);
  } else {
    const pln = drawSalePrice(random, type);
    const unit =
      (variant.hasBuilding
        ? (SALE_UNIT_PRICE[variant.key] ?? SALE_UNIT_PRICE[type])
        : SALE_UNIT_PRICE.land) ?? 1000;
    const area = pln / (unit * factor * random.float(0.7, 1.4));
    areas = { building: null, ground: null, office: null, warehouse: null, retail: null };
    if (variant.hasBuilding) {
      areas.building = round1(clamp(area, BUILDING_AREA[variant.key] ?? [50, 5000]));
      floors =
        type === 6
          ? random.int(1, 10)
          : type === 7
            ? 1
            : clamp(Math.round(areas.building / random.float(250, 900)) || 1, [
                1,
                variant.key === 'office-building' ? 8 : 4,
              ]);
      if (variant.hasPlot)
        areas.ground = Math.round(Math.max(200, (areas.building / floors) * random.float(1.5, 4)));
    } else {
      areas.ground = Math.round(clamp(area, [600, 120_000]));
    }
    price = pln * 100;
    const basis = variant.hasBuilding ? areas.building : areas.ground;
    priceSqMeter = basis ? Math.round(price / basis) : null;
  }

  // Offers priced only per m² (rent quoted per m², some plots), and bid offers with no price at all.
  if (makeOffer && random.chance(0.3)) {
    price = null;
    priceSqMeter = null;
  } else if (rent ? random.chance(0.2) : type === 2 && random.chance(0.12)) {
    price = null;
  }

  const discount = price !== null && !sold && random.chance(0.11);
  const discountPrice = discount && price !== null ? drawDiscountPrice(random, price) : null;
  const newPrice = price !== null && !sold && random.chance(0.085);

  // New offers within the last 45 days, the rest over the two years before; whole days back, then
  // a time within office hours (06:00–16:00 UTC), as editors publish.
  const ageDays = isNew ? random.int(1, 45) : random.int(46, 730);
  const publishedMs = startOfDayUtc(nowMs - ageDays * DAY_MS) + random.int(6 * 3600, 16 * 3600) * 1000;
  const sinceMs = nowMs - publishedMs;
  const updatedMs = newPrice
    ? nowMs - random.float(0, Math.min(30 * DAY_MS, sinceMs))
    : publishedMs + random.float(0, Math.min(180 * DAY_MS, sinceMs));
  const published = random.chance(0.975);
  // Tenders draw from their own stream, so adding them left every other offer as it was.
  const tenderRandom = Random.for(options.seed, 'tender', index);
  const tender =
    plainSaleMode === 'sale' &&
    !rent &&
    !sold &&
    !inPreparation &&
    !discount &&
    price !== null &&
    tenderRandom.chance(0.25)
      ? drawTender(tenderRandom, nowMs, price, salesRegionOf(place.voivodeshipKey))
      : null;
  const saleMode: SaleMode = tender?.mode ?? plainSaleMode;
  const recommended = published && !sold && random.chance(0.13);
  const daily = random.logFloat(2, 40) * (recommended ? 2 : 1) * (isNew ? 1.5 : 1);
  const viewsTotal = published ? Math.round(daily * ageDays + random.int(0, 40)) : 0;
  const viewsPeriod = published
    ? Math.min(viewsTotal, Math.round(daily * Math.min(ageDays, 30) * random.float(0.5, 1.5)))
    : 0;

  const mpzp = random.chance(type === 2 ? 0.65 : 0.35);
  const zone = mpzp ? drawZone(random, type, variant.key) : null;
  const hasPlot = variant.hasPlot && areas.ground !== null;
  const plotNumbers = hasPlot
    ? drawPlotNumbers(random, type === 2 ? random.int(1, 3) : random.int(1, 2))
    : null;
  const landRegister = random.chance(0.92) ? drawLandRegister(random, place.voivodeshipKey) : null;
  const infrastructure = random.chance(type === 3 ? 0.75 : network ? 0.9 : 0.08);
  const sellerRights =
    !rent && random.chance(0.28) ? drawSellerRights(random, network || infrastructure) : null;
  const videoDrone = random.chance(0.12);
  const concept = random.chance(type === 2 || type === 3 || type === 5 ? 0.12 : 0.04);
  const yearRange = YEAR_BUILT[type];
  const yearBuilt = variant.hasBuilding && yearRange ? random.int(yearRange[0], yearRange[1]) : null;
  const street = drawStreet(random, outskirts, !(type === 2 && random.chance(0.5)));
  const unitStreet = type === 6 || type === 7 ? `${street}/${random.int(1, 60)}` : street;

  const facts: OfferFacts = {
    type,
    variant,
    rent,
    town: place.town,
    street: unitStreet,
    areaBuilding: areas.building,
    areaGround: areas.ground,
    rentalOffice: areas.office,
    rentalWarehouse: areas.warehouse,
    rentalRetail: areas.retail,
    floors,
    yearBuilt,
    plotNumbers,
    landRegister,
    zone,
    perpetualUsufructUntil: random.chance(0.3) ? random.int(2080, 2099) : null,
    infrastructure,
    saleMode,
    inPreparation,
    concept,
    outskirts,
    centreKm,
    utilities: drawUtilities(random, variant, network || infrastructure),
    parking: drawParking(random, type, variant),
  };
  const [titlePl, titleEn] = offerTitle(facts);
  const [leadPl, leadEn] = offerLead(facts, random);
  const [descriptionPl, descriptionEn] = offerDescription(facts, random);
  const rentalParts = [areas.office, areas.warehouse, areas.retail].filter((a): a is number => a !== null);
  const rentalSum = rentalParts.reduce((sum, a) => sum + a, 0);

  const agents = options.agentIds.get(salesRegionOf(place.voivodeshipKey)) ?? [];
  const flag = (value: boolean) => (value ? 1 : 0);

  return {
    index,
    voivodeshipKey: place.voivodeshipKey,
    row: {
      tipi: tipiOf(index),
      title_pl: titlePl,
      title_en: titleEn,
      lead_pl: leadPl,
      lead_en: leadEn,
      description_pl: descriptionPl,
      description_en: descriptionEn,
      type_classified: rent ? CLASSIFIED_RENT : CLASSIFIED_SALE,
      type_property: type,
      voivodeship: place.voivodeshipCode,
      town: place.town,
      street: unitStreet,
      postal_code: drawPostalCode(random, place),
      lat: place.lat,
      lng: place.lng,
      price,
      discount_price: discountPrice,
      price_sq_meter: priceSqMeter,
      area_building: areas.building,
      area_ground: areas.ground,
      // The sum of the rented parts; none when no part is positive (nothing to show as rented area).
      area_rental: rentalSum > 0 ? round1(rentalSum) : null,
      area_rental_office: areas.office,
      area_rental_warehouse: areas.warehouse,
      area_rental_retail: areas.retail,
      mpzp: flag(mpzp),
      mpzp_pl: zone?.pl ?? null,
      mpzp_en: zone?.en ?? null,
      sale_mode: saleMode,
      tender_at: null,
      tender_place_pl: null,
      tender_place_en: null,
      starting_price: null,
      deposit: null,
      deposit_deadline: null,
      bid_increment: null,
      ...tender?.row,
      plot_numbers: plotNumbers,
      land_register: landRegister,
      seller_rights_pl: sellerRights?.[0] ?? null,
      seller_rights_en: sellerRights?.[1] ?? null,
      agent_id: agents.length > 0 ? random.pick(agents) : null,
      video_id: videoDrone ? random.string(11, VIDEO_ID_ALPHABET) : null,
      is_new: flag(isNew),
      is_discount: flag(discount),
      is_make_offer: flag(makeOffer),
      is_negotiable_price: flag(negotiable),
      is_sold: flag(sold),
      is_new_price: flag(newPrice),
      is_teletechnical_infrastructure: flag(infrastructure),
      is_video_drone: flag(videoDrone),
      is_concept: flag(concept),
      is_recommended: flag(recommended),
      is_in_preparation: flag(inPreparation),
      is_special_offer: 0,
      status: published ? 'published' : 'unpublished',
      published_at: new Date(publishedMs).toISOString(),
      updated_at: new Date(Math.round(Math.max(updatedMs, publishedMs) / 1000) * 1000).toISOString(),
      views_total: viewsTotal,
      views_period: viewsPeriod,
    },
    photos: drawPhotos(random, type, variant, place.town, options.photos),
    documents: [
      ...drawDocuments(random, variant, floors, mpzp, options.documents),
      ...(tender ? regulationsDocument(options.documents) : []),
    ],
  };
}

/**
 * Inserts offers with their photos and documents, `BATCH_SIZE` offers per statement, on the
 * caller's transaction. Ids come back by tipi, which is unique, rather than by position: neither
 * dialect promises RETURNING rows in VALUES order. `options` as for `db/offer-writes.ts`.
 */
export async function insertOffers(
  db: Kysely<DatabaseSchema>,
  drafts: readonly OfferDraft[],
  options?: Parameters<typeof insertOfferRows>[2],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of chunk(drafts)) {
    for (const [tipi, id] of await insertOfferRows(
      db,
      part.map((d) => d.row),
      options,
    ))
      ids.set(tipi, id);
    const idOf = (d: OfferDraft) => {
      const id = ids.get(d.row.tipi);
      if (id === undefined) throw new Error(`Offer ${d.row.tipi} was not inserted`);
      return id;
    };
    await insertInBatches(
      db,
      'offer_photos',
      part.flatMap((d) => d.photos.map((p) => ({ ...p, offer_id: idOf(d) }))),
      500,
    );
    await insertInBatches(
      db,
      'offer_documents',
      part.flatMap((d) => d.documents.map((doc) => ({ ...doc, offer_id: idOf(d) }))),
    );
  }
  return ids;
}
