import { z } from 'zod';
import {
  HOME_NEW_OFFERS,
  MAX_DATABASE_ID,
  MAX_ITEMS_PER_PAGE,
  MOST_VIEWED,
  NEARBY_OFFERS,
  NEARBY_RADIUS_KM,
  PAGE_SIZE,
} from './constants';
import {
  isValidArea,
  MAX_AREA_RADIUS_KM,
  MAX_AREA_VERTICES,
  MIN_AREA_RADIUS_KM,
  MIN_AREA_VERTICES,
} from './drawn-area';
import { requiredOr } from './error-codes';
import {
  DEFAULT_OFFER_ORDER,
  OFFER_FLAGS,
  OFFER_ORDERS,
  type OfferFlag,
  type RangeBound,
  type RangeField,
  type RangeKey,
  rangeKey,
} from './offer-filter-fields';
import {
  CLASSIFIED_RENT,
  CLASSIFIED_SALE,
  PROPERTY_TYPE_OFFICE,
  PROPERTY_TYPE_OTHER,
  PROPERTY_TYPE_RETAIL,
  PROPERTY_TYPE_WAREHOUSE,
  PROPERTY_TYPES,
} from './property-types';
import { slugify } from './slug';
import { VOIVODESHIPS } from './voivodeships';

/**
 * SPEC §3 "Offer filters (classifieds)": the body of POST /api/classified (and /map, /nearby),
 * in the spec's flat wire keys ('price[gte]'). Prices are grosze, areas m², radius km.
 *
 * Flags are sent as 1 or 0; 1 restricts the list to offers with the flag, 0 is the same as not
 * sending it (a search form sends every checkbox, ticked or not).
 */

const INVALID = requiredOr('invalid_value');

const flag = z.literal([0, 1], INVALID).optional();
const grosze = z.int(INVALID).min(0, INVALID).optional();
const squareMetres = z.number(INVALID).min(0, INVALID).optional();

function rangePair<F extends RangeField, S extends z.ZodType>(
  field: F,
  schema: S,
): { [K in `${F}[${RangeBound}]`]: S } {
  return { [rangeKey(field, 'gte')]: schema, [rangeKey(field, 'lte')]: schema } as {
    [K in `${F}[${RangeBound}]`]: S;
  };
}

const flags = Object.fromEntries(OFFER_FLAGS.map((name) => [name, flag])) as {
  [K in OfferFlag]: typeof flag;
};

const geolocationSchema = z.strictObject(
  {
    lat: z.number(INVALID).min(-90, INVALID).max(90, INVALID),
    lng: z.number(INVALID).min(-180, INVALID).max(180, INVALID),
    // Poland is about 700 km across; a larger circle is a mistake, not a search.
    radius: z.number(INVALID).positive(INVALID).max(1000, INVALID),
  },
  INVALID,
);

const latitude = z.number(INVALID).min(-90, INVALID).max(90, INVALID);
const longitude = z.number(INVALID).min(-180, INVALID).max(180, INVALID);

/** An area drawn on the map (drawn-area.ts): a polygon, or a circle around a point. */
const drawnAreaSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.strictObject({
        kind: z.literal('polygon'),
        points: z
          .array(z.tuple([latitude, longitude], INVALID), INVALID)
          .min(MIN_AREA_VERTICES, INVALID)
          .max(MAX_AREA_VERTICES, INVALID),
      }),
      z.strictObject({
        kind: z.literal('circle'),
        lat: latitude,
        lng: longitude,
        radiusKm: z.number(INVALID).min(MIN_AREA_RADIUS_KM, INVALID).max(MAX_AREA_RADIUS_KM, INVALID),
      }),
    ],
    INVALID,
  )
  .refine((area) => isValidArea(area), INVALID);

export const offerFilterSchema = z.strictObject(
  {
    typeClassified: z.literal([CLASSIFIED_SALE, CLASSIFIED_RENT], INVALID).optional(),
    typeProperty: z
      .literal(
        PROPERTY_TYPES.map((type) => type.id),
        INVALID,
      )
      .optional(),
    localizationVoivodeship: z
      .literal(
        VOIVODESHIPS.map((v) => v.code),
        INVALID,
      )
      .optional(),
    localizationTown: z.string(INVALID).trim().min(1, INVALID).max(100, INVALID).optional(),
    ...rangePair('price', grosze),
    ...rangePair('areaBuilding', squareMetres),
    ...rangePair('areaGround', squareMetres),
    ...rangePair('areaRental', squareMetres),
    ...rangePair('areaRentalOffice', squareMetres),
    ...rangePair('areaRentalWarehouse', squareMetres),
    ...rangePair('areaRentalRetail', squareMetres),
    /** 1: covered by a local zoning plan (miejscowy plan zagospodarowania przestrzennego). */
    mpzp: flag,
    geolocation: geolocationSchema.optional(),
    /** Offers inside an area drawn on the map (issue 36); `offerInArea` decides. */
    drawnArea: drawnAreaSchema.optional(),
    order: z.enum(OFFER_ORDERS, INVALID).default(DEFAULT_OFFER_ORDER),
    currentPage: z.int(INVALID).min(1, INVALID).default(1),
    itemsPerPage: z.int(INVALID).min(1, INVALID).max(MAX_ITEMS_PER_PAGE, INVALID).default(PAGE_SIZE),
    /** Excludes this offer (nearby offers of an offer page). */
    classifiedId: z.int(INVALID).min(1, INVALID).max(MAX_DATABASE_ID, INVALID).optional(),
    ...flags,
  },
  INVALID,
);

/** A validated filter, defaults applied. */
export type OfferFilter = z.output<typeof offerFilterSchema>;

/** Keys whose values are text even when they look like numbers. */
const TEXT_KEYS: ReadonlySet<string> = new Set(['localizationTown', 'order']);
const NUMERIC = /^-?\d+(\.\d+)?$/;

function normalizeValue(key: string, value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') {
    const text = value.trim();
    if (TEXT_KEYS.has(key)) return text;
    if (text === 'true') return 1;
    if (text === 'false') return 0;
    return NUMERIC.test(text) ? Number(text) : text;
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return normalizeFilterValues(value as Record<string, unknown>);
  }
  return value;
}

/**
 * SPEC §5 "Filter values: numeric filter values are converted to numbers, and the strings
 * true/false become 1/0." Booleans become 1/0 too; empty strings, null and undefined are dropped
 * (an untouched form field means no filter); nested objects (geolocation) are normalised alike.
 */
export function normalizeFilterValues(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    out[key] = normalizeValue(key, value);
  }
  return out;
}

/** What the site sends for a list: a partial filter the API completes with defaults. */
export type OfferFilterBody = Partial<OfferFilter>;

/** SPEC §4 Special offers: "an offer tagged with a voivodeship filter gets isSpecialOffer set to 0". */
export function applySpecialOfferRule<T extends { localizationVoivodeship?: number; isSpecialOffer?: 0 | 1 }>(
  filter: T,
): T {
  return filter.localizationVoivodeship === undefined ? filter : { ...filter, isSpecialOffer: 0 };
}

const LIST_VARIANTS = [
  'sale',
  'rent',
  'recommended',
  'newHome',
  'newList',
  'inPreparation',
  'mostViewed',
] as const;
export type ListVariant = (typeof LIST_VARIANTS)[number];

/**
 * SPEC §7 rent rule: property types 1, 4 and 7 ask for at least 1 m² of office, warehouse or retail
 * rental area; type 8 (other) for at most 1 m² of each. A stricter bound the visitor chose stays.
 */
function rentAreaRule(filter: OfferFilterBody): OfferFilterBody {
  const atLeastOne = (key: RangeKey) => ({ [key]: Math.max(filter[key] ?? 1, 1) });
  const atMostOne = (key: RangeKey) => ({ [key]: Math.min(filter[key] ?? 1, 1) });
  switch (filter.typeProperty) {
    case PROPERTY_TYPE_OFFICE:
      return atLeastOne('areaRentalOffice[gte]');
    case PROPERTY_TYPE_WAREHOUSE:
      return atLeastOne('areaRentalWarehouse[gte]');
    case PROPERTY_TYPE_RETAIL:
      return atLeastOne('areaRentalRetail[gte]');
    case PROPERTY_TYPE_OTHER:
      return {
        ...atMostOne('areaRentalOffice[lte]'),
        ...atMostOne('areaRentalWarehouse[lte]'),
        ...atMostOne('areaRentalRetail[lte]'),
      };
    default:
      return {};
  }
}

/**
 * SPEC §7 "List variants sent to POST /api/classified". `options` are the visitor's choices
 * (currentPage, order, typeProperty, localizationVoivodeship, …); what defines the variant wins over
 * them, and the special-offer rule is applied last.
 */
export function listVariantFilter(variant: ListVariant, options: OfferFilterBody = {}): OfferFilterBody {
  const page = options.currentPage ?? 1;
  const order = options.order ?? DEFAULT_OFFER_ORDER;
  let body: OfferFilterBody;
  switch (variant) {
    case 'sale':
      body = { ...options, typeClassified: CLASSIFIED_SALE, itemsPerPage: PAGE_SIZE, currentPage: page };
      break;
    case 'rent':
      body = { ...options, typeClassified: CLASSIFIED_RENT, itemsPerPage: PAGE_SIZE, currentPage: page };
      body = { ...body, ...rentAreaRule(body) };
      break;
    case 'recommended':
      body = { ...options, isRecommended: 1 };
      break;
    case 'newHome':
      body = { ...options, typeClassified: CLASSIFIED_SALE, isNew: 1, itemsPerPage: HOME_NEW_OFFERS };
      break;
    case 'newList':
      body = {
        ...options,
        typeClassified: CLASSIFIED_SALE,
        isNew: 1,
        itemsPerPage: PAGE_SIZE,
        currentPage: page,
        order,
      };
      break;
    case 'inPreparation':
      body = { ...options, isInPreparation: 1, itemsPerPage: PAGE_SIZE, currentPage: page, order };
      break;
    case 'mostViewed':
      body = { ...options, order: 'viewed_period', itemsPerPage: MOST_VIEWED };
      break;
  }
  return applySpecialOfferRule(body);
}

export interface NearbyOptions {
  lat: number;
  lng: number;
  town?: string | null;
  classifiedId: number;
}

/** SPEC §7 POST /api/classified/nearby: 150 km around the offer, 4 offers, the offer itself excluded. */
export function nearbyFilter({ lat, lng, town, classifiedId }: NearbyOptions): OfferFilterBody {
  return {
    geolocation: { lat, lng, radius: NEARBY_RADIUS_KM },
    // The API filters by the town's slug (the same on every offer of that town): send what it filters by.
    ...(town ? { localizationTown: slugify(town) } : {}),
    itemsPerPage: NEARBY_OFFERS,
    currentPage: 1,
    classifiedId,
  };
}
