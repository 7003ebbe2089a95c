import {
  EDITABLE_OFFER_FLAGS,
  type EditableOfferFlag,
  type OfferEditorValues,
  type OfferStatus,
} from '@estate/domain/offer-editor';
import { joinParcelIds, splitParcelIds } from '@estate/domain/parcels';
import { effectivePrice } from '@estate/domain/price-band';
import { isTenderMode } from '@estate/domain/property-types';
import type { Selectable } from 'kysely';
import type { OfferInsert } from '../db/offer-writes';
import type { OfferTable, OfferTextTable } from '../db/tables/offer-tables';

type FlagColumn = Extract<keyof OfferTable, `is_${string}`>;

/** isNewPrice -> is_new_price: the flags' columns are their names in snake case. */
function flagColumn(flag: EditableOfferFlag): FlagColumn {
  return flag.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) as FlagColumn;
}

/** What a write decides besides the editor's values. */
export interface OfferWriteState {
  tipi: string;
  status: OfferStatus;
  publishAt: string | null;
  publishedAt: string;
  updatedAt: string;
}

/** A moment as the database keeps them: ISO 8601 in UTC (the editor sends Polish time with its offset). */
function utc(moment: string | null): string | null {
  return moment === null ? null : new Date(moment).toISOString();
}

/** The price a visitor sees for these values: the domain's effective price over what the row will hold. */
export function shownPrice(values: Pick<OfferEditorValues, 'price' | 'discountPrice'>): number | null {
  return effectivePrice({
    price: values.price,
    isDiscount: isDiscounted(values),
    discountPrice: values.discountPrice,
  });
}

/** A discount is on while there is a discount price (the editor has no flag of its own). */
function isDiscounted(values: Pick<OfferEditorValues, 'discountPrice'>): 0 | 1 {
  return values.discountPrice === null ? 0 : 1;
}

/**
 * The editor's values as the offer's columns and texts (the derived columns are the write's). A
 * tender's notice is kept only while the mode is a tender: switching to a sale drops it.
 */
export function editorValuesToRow(values: OfferEditorValues, state: OfferWriteState): OfferInsert {
  const tender = isTenderMode(values.saleMode);
  const flags = Object.fromEntries(
    EDITABLE_OFFER_FLAGS.map((flag) => [flagColumn(flag), values.flags[flag] ? 1 : 0]),
  ) as Record<FlagColumn, number>;
  return {
    tipi: state.tipi,
    title_pl: values.titlePl,
    title_en: values.titleEn,
    lead_pl: values.leadPl,
    lead_en: values.leadEn,
    description_pl: values.descriptionPl,
    description_en: values.descriptionEn,
    mpzp_pl: values.mpzpPl,
    mpzp_en: values.mpzpEn,
    seller_rights_pl: values.sellerRightsPl,
    seller_rights_en: values.sellerRightsEn,
    type_classified: values.typeClassified,
    type_property: values.typeProperty,
    voivodeship: values.voivodeship,
    town: values.town,
    street: values.street,
    postal_code: values.postalCode,
    lat: values.lat,
    lng: values.lng,
    price: values.price,
    discount_price: values.discountPrice,
    price_sq_meter: values.priceSqMeter,
    area_building: values.areaBuilding,
    area_ground: values.areaGround,
    area_rental: values.areaRental,
    area_rental_office: values.areaRentalOffice,
    area_rental_warehouse: values.areaRentalWarehouse,
    area_rental_retail: values.areaRentalRetail,
    mpzp: values.mpzp ? 1 : 0,
    sale_mode: values.saleMode,
    plot_numbers: values.plotNumbers,
    plot_ids: joinParcelIds(values.plotIds),
    land_register: values.landRegister,
    video_id: values.videoId,
    agent_id: values.agentId,
    tender_at: tender ? utc(values.tenderAt) : null,
    tender_place_pl: tender ? values.tenderPlacePl : null,
    tender_place_en: tender ? values.tenderPlaceEn : null,
    starting_price: tender ? values.startingPrice : null,
    deposit: tender ? values.deposit : null,
    deposit_deadline: tender ? utc(values.depositDeadline) : null,
    bid_increment: values.saleMode === 'oral_auction' ? values.bidIncrement : null,
    ...flags,
    // "Discount" is the discount price being there (SPEC §3: the old price struck through).
    is_discount: isDiscounted(values),
    status: state.status,
    publish_at: state.publishAt,
    published_at: state.publishedAt,
    updated_at: state.updatedAt,
  };
}

/** An offer's columns and texts as the editor shows them. */
export function rowToEditorValues(
  row: Selectable<OfferTable>,
  texts: Selectable<OfferTextTable> | undefined,
): OfferEditorValues {
  const flags = Object.fromEntries(
    EDITABLE_OFFER_FLAGS.map((flag) => [flag, row[flagColumn(flag)] === 1]),
  ) as Record<EditableOfferFlag, boolean>;
  return {
    tipi: row.tipi,
    titlePl: row.title_pl,
    titleEn: row.title_en,
    leadPl: row.lead_pl,
    leadEn: row.lead_en,
    descriptionPl: texts?.description_pl ?? '',
    descriptionEn: texts?.description_en ?? '',
    mpzpPl: texts?.mpzp_pl ?? null,
    mpzpEn: texts?.mpzp_en ?? null,
    sellerRightsPl: texts?.seller_rights_pl ?? null,
    sellerRightsEn: texts?.seller_rights_en ?? null,
    typeClassified: row.type_classified,
    typeProperty: row.type_property,
    voivodeship: row.voivodeship,
    town: row.town,
    street: row.street,
    postalCode: row.postal_code,
    lat: row.lat,
    lng: row.lng,
    price: row.price,
    // A discount price stored without the flag is not shown on the site: the editor shows none.
    discountPrice: row.is_discount === 1 ? row.discount_price : null,
    priceSqMeter: row.price_sq_meter,
    areaBuilding: row.area_building,
    areaGround: row.area_ground,
    areaRental: row.area_rental,
    areaRentalOffice: row.area_rental_office,
    areaRentalWarehouse: row.area_rental_warehouse,
    areaRentalRetail: row.area_rental_retail,
    mpzp: row.mpzp === 1,
    saleMode: row.sale_mode as OfferEditorValues['saleMode'],
    plotNumbers: row.plot_numbers,
    plotIds: splitParcelIds(row.plot_ids ?? ''),
    landRegister: row.land_register,
    videoId: row.video_id,
    agentId: row.agent_id,
    flags,
    tenderAt: row.tender_at,
    tenderPlacePl: row.tender_place_pl,
    tenderPlaceEn: row.tender_place_en,
    startingPrice: row.starting_price,
    deposit: row.deposit,
    depositDeadline: row.deposit_deadline,
    bidIncrement: row.bid_increment,
  };
}
