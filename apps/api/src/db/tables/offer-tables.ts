import type { OfferStatus } from '@estate/domain/offer-editor';
import type { Generated } from 'kysely';
import type { KindVersion } from './kind-tables';

/** Row types of the offer tables, as the initial migration creates them. */
export interface AgentTable {
  id: Generated<number>;
  name: string;
  job_pl: string;
  job_en: string;
  photo: string | null;
  phone: string;
  email: string;
  /** The staff account whose public card this is (decision 029); null for a card without one. */
  user_id: string | null;
  /** Derived: `polishSortKey(name)`, what the back office's agent sort orders by (decision 062). */
  name_sort: string;
}

export interface OfferTable extends KindVersion {
  id: Generated<number>;
  tipi: string;
  title_pl: string;
  title_en: string;
  lead_pl: string;
  lead_en: string;
  type_classified: number;
  type_property: number;
  voivodeship: number;
  town: string;
  /** Derived: the town as list URLs spell it, `slugify(town)` (offer-derived-columns.ts). */
  town_slug: string;
  /** Derived: `polishSortKey(title_pl)` and `polishSortKey(town)`, the list's text sorts (decision 062). */
  title_sort: string;
  town_sort: string;
  street: string | null;
  postal_code: string | null;
  lat: number;
  lng: number;
  price: number | null;
  discount_price: number | null;
  price_sq_meter: number | null;
  /** Derived: discount_price when discounted, else price (offer-derived-columns.ts). */
  effective_price: number | null;
  /** Derived: building area, else rental area, else ground area. */
  area_main: number | null;
  /** Derived: the static home-map marker that counts this offer. */
  map_cluster: number | null;
  area_building: number | null;
  area_ground: number | null;
  area_rental: number | null;
  area_rental_office: number | null;
  area_rental_warehouse: number | null;
  area_rental_retail: number | null;
  mpzp: Generated<number>;
  sale_mode: Generated<string>;
  plot_numbers: string | null;
  /** National parcel identifiers, ", "-separated (the domain's parcels.ts). */
  plot_ids: string | null;
  land_register: string | null;
  agent_id: number | null;
  video_id: string | null;
  is_new: Generated<number>;
  is_discount: Generated<number>;
  is_make_offer: Generated<number>;
  is_negotiable_price: Generated<number>;
  is_sold: Generated<number>;
  is_new_price: Generated<number>;
  is_teletechnical_infrastructure: Generated<number>;
  is_video_drone: Generated<number>;
  is_concept: Generated<number>;
  is_recommended: Generated<number>;
  is_in_preparation: Generated<number>;
  is_special_offer: Generated<number>;
  /** Derived: 1 when `status` is 'published' (offer-derived-columns.ts); what public reads filter on. */
  is_published: Generated<number>;
  /** draft, scheduled, published or unpublished (OFFER_STATUSES in the domain's offer-editor.ts). */
  status: Generated<OfferStatus>;
  /** When a scheduled offer goes live (ISO 8601, UTC); null otherwise. */
  publish_at: string | null;
  /** When the offer first went live (a draft's is its creation time until then). */
  published_at: string;
  /** When the offer was archived (decision 058): then it is never public and lists leave it out. */
  archived_at: string | null;
  /** When the automatic "new" of the first publication ends (decision 058); null otherwise. */
  new_until: string | null;
  updated_at: string;
  /** A tender's notice (decision 032), all null unless sale_mode is a tender; moments ISO UTC. */
  tender_at: string | null;
  tender_place_pl: string | null;
  tender_place_en: string | null;
  starting_price: number | null;
  deposit: number | null;
  deposit_deadline: string | null;
  bid_increment: number | null;
  views_total: Generated<number>;
  views_period: Generated<number>;
}

/** The long texts of an offer, one row per offer (kept out of `offers` so scans stay narrow). */
export interface OfferTextTable {
  offer_id: number;
  description_pl: string;
  description_en: string;
  mpzp_pl: string | null;
  mpzp_en: string | null;
  seller_rights_pl: string | null;
  seller_rights_en: string | null;
}

export interface OfferPhotoTable {
  id: Generated<number>;
  offer_id: number;
  position: number;
  path: string;
  width: number;
  height: number;
  alt_pl: string;
  alt_en: string;
  /** The focal point, in percent of the width and height from the top left (decision 061); 50 until set. */
  focus_x: Generated<number>;
  focus_y: Generated<number>;
  /** 1 while uploaded to a published offer's working copy only: no public read shows it (decision 052). */
  pending: Generated<number>;
}

export interface OfferDocumentTable {
  id: Generated<number>;
  offer_id: number;
  position: number;
  title_pl: string;
  title_en: string;
  path: string;
  size_bytes: number;
  /** 1 for the tender's regulations (at most one per offer), which its notice links to. */
  regulations: Generated<number>;
  /** 1 while uploaded to a published offer's working copy only, as a photo's `pending`. */
  pending: Generated<number>;
}

export interface OfferGroupTable {
  id: Generated<number>;
  group_type: 'promotion' | 'territorial' | 'offer_type';
  name_pl: string;
  name_en: string;
  description_pl: string;
  description_en: string;
  image: string | null;
  sort_order: Generated<number>;
  voivodeship: number | null;
  created_at: string;
  /** 'draft', 'scheduled' or 'published' (decision 040): only 'published' is public. */
  status: Generated<string>;
  /** When it was or will be public; null: published before dates were kept, or never published. */
  published_at: string | null;
  /** What a write is conditioned on (decision 052 §3.7; the editable kinds' path, since S5). */
  version: Generated<number>;
}

export interface OfferGroupMemberTable {
  group_id: number;
  offer_id: number;
  special_offer: Generated<number>;
}

/** When an offer joined a group (written with the membership): the event that mails the group's alerts. */
export interface OfferGroupJoinTable {
  id: Generated<number>;
  group_id: number;
  offer_id: number;
  joined_at: string;
}

/** A change of an offer's price (grosze): the offer page shows the list, newest first. */
export interface OfferPriceHistoryTable {
  id: Generated<number>;
  offer_id: number;
  changed_at: string;
  old_price: number | null;
  new_price: number | null;
}

/**
 * A version per kind of public data, bumped in the transaction of each write; every API process
 * and site process watches it to drop its cached answers (change-watcher.ts, decision 030).
 */
export interface ChangeSignalTable {
  name: string;
  /** PostgreSQL's bigint arrives as a string. */
  version: number | string;
  changed_at: string;
}
