import {
  areaBox,
  type DrawnArea,
  type EdgeTree,
  KM_PER_DEGREE,
  polygonEdges,
  polygonEdgeTree,
} from '@estate/domain/drawn-area';
import { soldPlacement } from '@estate/domain/offer-availability';
import {
  OFFER_FLAGS,
  type OfferFlag,
  RANGE_FIELDS,
  type RangeField,
  rangeKey,
} from '@estate/domain/offer-filter-fields';
import type { OfferFilter } from '@estate/domain/offer-filters';
import { NULL_MEANS_NONE } from '@estate/domain/offer-range-nulls';
import { slugify } from '@estate/domain/slug';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

type OffersBuilder = ExpressionBuilder<DatabaseSchema, 'offers'>;

/** Flag name of the spec (isNewPrice) -> column (is_new_price). */
export function flagColumn(flag: OfferFlag) {
  return flag.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as `is_${string}` &
    keyof DatabaseSchema['offers'];
}

/** Range field -> column. Price ranges apply to what a buyer pays now: the discount price when discounted. */
const RANGE_COLUMNS = {
  price: 'effective_price',
  areaBuilding: 'area_building',
  areaGround: 'area_ground',
  areaRental: 'area_rental',
  areaRentalOffice: 'area_rental_office',
  areaRentalWarehouse: 'area_rental_warehouse',
  areaRentalRetail: 'area_rental_retail',
} as const satisfies Record<RangeField, keyof DatabaseSchema['offers']>;

/**
 * A circle on the map as a bounding box (which the lat/lng index narrows) and the distance
 * in km by the equirectangular approximation: plain arithmetic, the same on SQLite and PostgreSQL,
 * within 0.5 % of the great-circle distance at Poland's scale.
 */
export function distanceKmSql(lat: number, lng: number) {
  const lngScale = KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
  return sql<number>`sqrt(((offers.lat - ${lat}) * ${KM_PER_DEGREE}) * ((offers.lat - ${lat}) * ${KM_PER_DEGREE}) + ((offers.lng - ${lng}) * ${lngScale}) * ((offers.lng - ${lng}) * ${lngScale}))`;
}

/**
 * The crossings of a ray from the offer to the east, as `treeCrossings` counts them: at an inner
 * node one latitude comparison picks the half of the edges the offer's latitude can cross, at a
 * leaf each edge's test, `polygonEdges`' bounds, anchor and slope as parameters.
 */
function crossingsSql(tree: EdgeTree): Expression<number> {
  if ('edges' in tree) {
    if (tree.edges.length === 0) return sql<number>`0`;
    const terms = tree.edges.map(
      (edge) =>
        sql<number>`case when offers.lat >= ${edge.latFrom} and offers.lat < ${edge.latTo} and offers.lng < ${edge.lng0} + (offers.lat - ${edge.lat0}) * ${edge.slope} then 1 else 0 end`,
    );
    return sql<number>`(${sql.join(terms, sql` + `)})`;
  }
  return sql<number>`case when offers.lat < ${tree.lat} then ${crossingsSql(tree.below)} else ${crossingsSql(tree.above)} end`;
}

/**
 * An area drawn on the map (issue 36): its box first, which the geographic index (lat, lng) narrows,
 * then the exact test the domain's `offerInArea` makes, on the same numbers: for a polygon, the
 * even-odd count of the edges a ray to the east crosses, each row testing only the edges of its
 * latitude band (`polygonEdgeTree`: two or so of twenty), plain arithmetic on both databases, no
 * PostGIS; for a circle, the distance. Odd is written `<> 0`, not `= 1`: PostgreSQL guesses 0.5 %
 * of the rows for `=` on an expression it has no statistics for, and with so few matches a page of
 * the newest twelve looked costly enough to start parallel workers; `<>` is 99.5 % of the box,
 * nearer what an outline holds (decision 059).
 */
function drawnAreaConditions(eb: OffersBuilder, area: DrawnArea): Expression<SqlBool>[] {
  const box = areaBox(area);
  const conditions: Expression<SqlBool>[] = [
    eb('offers.lat', '>=', box.south),
    eb('offers.lat', '<=', box.north),
    eb('offers.lng', '>=', box.west),
    eb('offers.lng', '<=', box.east),
  ];
  if (area.kind === 'circle') {
    conditions.push(sql<SqlBool>`${distanceKmSql(area.lat, area.lng)} <= ${area.radiusKm}`);
    return conditions;
  }
  // A valid polygon has at least two edges that are not along a parallel.
  conditions.push(sql<SqlBool>`${crossingsSql(polygonEdgeTree(polygonEdges(area.points)))} % 2 <> 0`);
  return conditions;
}

/**
 * The WHERE clause of every offer query, one condition per filter of SPEC §3. Flags set to 1
 * restrict to offers with the flag; 0 means "no restriction" (a form sends every checkbox).
 */
export function offerConditions(eb: OffersBuilder, filter: Partial<OfferFilter>): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [eb('offers.is_published', '=', 1)];

  if (filter.typeClassified !== undefined)
    conditions.push(eb('offers.type_classified', '=', filter.typeClassified));
  if (filter.typeProperty !== undefined)
    conditions.push(eb('offers.type_property', '=', filter.typeProperty));
  if (filter.localizationVoivodeship !== undefined) {
    conditions.push(eb('offers.voivodeship', '=', filter.localizationVoivodeship));
  }
  if (filter.localizationTown) conditions.push(eb('offers.town_slug', '=', slugify(filter.localizationTown)));
  if (filter.mpzp === 1) conditions.push(eb('offers.mpzp', '=', 1));
  for (const flag of OFFER_FLAGS) {
    if (filter[flag] === 1) conditions.push(eb(`offers.${flagColumn(flag)}`, '=', 1));
  }
  // A list that advertises (new, recommended, new price, discount, bid offer) holds no sold offer
  // (decision 045); the other lists put them last (`findOffers`).
  if (soldPlacement(filter) === 'excluded') conditions.push(eb('offers.is_sold', '=', 0));

  for (const field of RANGE_FIELDS) {
    const column = `offers.${RANGE_COLUMNS[field]}` as const;
    const min = filter[rangeKey(field, 'gte')];
    const max = filter[rangeKey(field, 'lte')];
    if (min !== undefined) conditions.push(eb(column, '>=', min));
    if (max === undefined) continue;
    // An absent rental sub-area is none: "at most 1 m² of office space" (§7, type 8) holds for an
    // offer without any. An absent price or main area is unknown, so it does not match a maximum.
    conditions.push(
      NULL_MEANS_NONE.has(field)
        ? eb.or([eb(column, 'is', null), eb(column, '<=', max)])
        : eb(column, '<=', max),
    );
  }

  if (filter.classifiedId !== undefined) conditions.push(eb('offers.id', '<>', filter.classifiedId));

  if (filter.geolocation) {
    // The nearby offers' circle is the drawn circle's test (the same box, the same distance).
    const { lat, lng, radius } = filter.geolocation;
    conditions.push(...drawnAreaConditions(eb, { kind: 'circle', lat, lng, radiusKm: radius }));
  }

  if (filter.drawnArea) conditions.push(...drawnAreaConditions(eb, filter.drawnArea));

  return eb.and(conditions);
}
