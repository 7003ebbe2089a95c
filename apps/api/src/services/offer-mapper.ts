import type { Language } from '@estate/domain/language';
import type { OfferDetail, OfferPhoto, OfferSummary, TenderNotice } from '@estate/domain/offer-types';
import { splitParcelIds } from '@estate/domain/parcels';
import { isTenderMode } from '@estate/domain/property-types';
import { voivodeshipByCode } from '@estate/domain/voivodeships';
import type { OfferPage, OfferParts, OfferRow, PhotoRow } from '../repositories/offer-repository';

const bit = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

function toPhoto(photo: PhotoRow, lang: Language): OfferPhoto {
  return {
    path: photo.path,
    width: photo.width,
    height: photo.height,
    alt: lang === 'en' ? photo.alt_en : photo.alt_pl,
    focusX: photo.focus_x,
    focusY: photo.focus_y,
  };
}

/** Photos grouped by offer, in their order. */
export function photosByOffer(photos: readonly PhotoRow[]): Map<number, PhotoRow[]> {
  const byOffer = new Map<number, PhotoRow[]>();
  for (const photo of photos) {
    const list = byOffer.get(photo.offer_id) ?? [];
    list.push(photo);
    byOffer.set(photo.offer_id, list);
  }
  return byOffer;
}

/** A database row as the API answers it in lists: the spec's field names, texts in one language. */
export function toOfferSummary(row: OfferRow, photos: readonly PhotoRow[], lang: Language): OfferSummary {
  const en = lang === 'en';
  const main = photos[0];
  return {
    id: row.id,
    tipi: row.tipi,
    title: en ? row.title_en : row.title_pl,
    lead: en ? row.lead_en : row.lead_pl,
    typeClassified: row.type_classified,
    typeProperty: row.type_property,
    localizationVoivodeship: row.voivodeship,
    voivodeshipKey: voivodeshipByCode(row.voivodeship)?.key ?? '',
    localizationTown: row.town,
    townSlug: row.town_slug,
    street: row.street,
    lat: row.lat,
    lng: row.lng,
    price: row.price,
    discountPrice: row.discount_price,
    priceSqMeter: row.price_sq_meter,
    areaBuilding: row.area_building,
    areaGround: row.area_ground,
    areaRental: row.area_rental,
    areaRentalOffice: row.area_rental_office,
    areaRentalWarehouse: row.area_rental_warehouse,
    areaRentalRetail: row.area_rental_retail,
    mpzp: bit(row.mpzp),
    isNew: bit(row.is_new),
    isDiscount: bit(row.is_discount),
    isMakeOffer: bit(row.is_make_offer),
    isNegotiablePrice: bit(row.is_negotiable_price),
    isSold: bit(row.is_sold),
    isNewPrice: bit(row.is_new_price),
    isTeletechnicalInfrastructure: bit(row.is_teletechnical_infrastructure),
    isVideoDrone: bit(row.is_video_drone),
    isConcept: bit(row.is_concept),
    isRecommended: bit(row.is_recommended),
    isInPreparation: bit(row.is_in_preparation),
    isSpecialOffer: bit(row.is_special_offer),
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
    photo: main ? toPhoto(main, lang) : null,
  };
}

type TenderColumns = Pick<
  OfferRow,
  | 'sale_mode'
  | 'tender_at'
  | 'tender_place_pl'
  | 'tender_place_en'
  | 'starting_price'
  | 'deposit'
  | 'deposit_deadline'
  | 'bid_increment'
>;

type DocumentColumns = { title_pl: string; title_en: string; path: string; size_bytes: number };

function toDocument(row: DocumentColumns, lang: Language): OfferDetail['documents'][number] {
  return { title: lang === 'en' ? row.title_en : row.title_pl, path: row.path, sizeBytes: row.size_bytes };
}

/** A stored document as the public answers name it, in the visitor's language. */
export function toPublicDocument(
  row: DocumentColumns | undefined,
  lang: Language,
): TenderNotice['regulations'] {
  return row ? toDocument(row, lang) : null;
}

/**
 * An offer's tender notice, when its mode is a tender and the notice is whole (the editor requires
 * it; an offer imported half-done shows none rather than a notice with holes).
 */
export function toTenderNotice(
  row: TenderColumns,
  regulations: TenderNotice['regulations'],
  lang: Language,
): TenderNotice | null {
  const mode = row.sale_mode;
  if (!isTenderMode(mode)) return null;
  const place = lang === 'en' ? row.tender_place_en : row.tender_place_pl;
  const { tender_at: at, starting_price: startingPrice, deposit, deposit_deadline: depositDeadline } = row;
  if (at === null || !place || startingPrice === null || deposit === null || depositDeadline === null) {
    return null;
  }
  return {
    mode,
    at,
    place,
    startingPrice,
    deposit,
    depositDeadline,
    bidIncrement: mode === 'oral_auction' ? row.bid_increment : null,
    regulations,
  };
}

interface OfferExtras {
  documents: OfferDetail['documents'];
  regulations: TenderNotice['regulations'];
  agent: OfferParts['agent'];
  groups: OfferDetail['groups'];
  priceHistory: OfferDetail['priceHistory'];
}

/** An offer's parts in the visitor's language; the regulations are also the tender notice's. */
export function toOfferExtras(parts: OfferParts, lang: Language): OfferExtras {
  const regulations = parts.documents.find((d) => d.regulations === 1);
  return {
    documents: parts.documents.map((d) => toDocument(d, lang)),
    regulations: toPublicDocument(regulations, lang),
    agent: parts.agent,
    groups: parts.groups.map((g) => ({
      id: g.id,
      type: g.group_type,
      name: lang === 'en' ? g.name_en : g.name_pl,
    })),
    priceHistory: parts.priceHistory.map((change) => ({
      at: change.changed_at,
      oldPrice: change.old_price,
      newPrice: change.new_price,
    })),
  };
}

export function toOfferDetail(
  row: OfferRow,
  texts: OfferPage['texts'],
  photos: readonly PhotoRow[],
  extras: OfferExtras,
  lang: Language,
): OfferDetail {
  const en = lang === 'en';
  return {
    ...toOfferSummary(row, photos, lang),
    description: (en ? texts?.description_en : texts?.description_pl) ?? '',
    postalCode: row.postal_code,
    mpzpText: (en ? texts?.mpzp_en : texts?.mpzp_pl) ?? null,
    saleMode: row.sale_mode,
    plotNumbers: row.plot_numbers,
    plotIds: splitParcelIds(row.plot_ids ?? ''),
    tender: toTenderNotice(row, extras.regulations, lang),
    landRegister: row.land_register,
    sellerRights: (en ? texts?.seller_rights_en : texts?.seller_rights_pl) ?? null,
    videoId: row.video_id,
    agent: extras.agent
      ? {
          name: extras.agent.name,
          job: en ? extras.agent.job_en : extras.agent.job_pl,
          photo: extras.agent.photo,
          email: extras.agent.email,
          hasPhone: Number(extras.agent.has_phone) === 1,
        }
      : null,
    photos: photos.map((photo) => toPhoto(photo, lang)),
    documents: extras.documents,
    groups: extras.groups,
    priceHistory: extras.priceHistory,
  };
}
