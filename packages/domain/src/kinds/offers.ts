import { z } from 'zod';
import {
  LAND_REGISTER,
  OFFER_FIELDS,
  offerRules,
  offerSaveSchema,
  POSTAL_CODE,
  VIDEO_ID,
} from '../offer-editor';
import { offerDocumentsValueSchema, offerPhotosValueSchema } from '../offer-media';
import { OFFER_NUMBER } from '../offer-number';
import { OFFER_SHEET_COLUMNS } from '../offer-sheet-columns';
import { isParcelId, MAX_PARCELS } from '../parcels';
import { STAFF_ROLES } from '../staff-roles';
import { defineKind } from './define-kind';

/**
 * The editor's schemas where they transform ('' to null, a text of parcels to a list): an answer's
 * schema must encode both ways, so here each takes what it answers and '' besides, which the API's
 * offer hooks store as null (a code left empty is numbered, parcels are split as the editor's are).
 */
const optional = (max: number) =>
  z.string('invalid_value').trim().max(max, 'too_long').nullable().default(null);
const pattern = (re: RegExp, code: 'land_register_invalid' | 'video_id_invalid' | 'postal_code_invalid') =>
  z
    .string('invalid_value')
    .trim()
    .refine((value) => value === '' || re.test(value), code)
    .nullable()
    .default(null);
const moment = z.iso.datetime({ offset: true, error: 'invalid_value' }).nullable().default(null);
const f = OFFER_FIELDS;

/**
 * An offer (decision 052 step S8a; issue 17, decisions 030, 032, 058): the offer editor's fields with
 * its limits and codes (`offer-editor.ts`) and its rules across fields, the columns of its XLSX
 * sheet, and what is the offers' own in the API's hooks (`kinds/offer-hooks.ts`): the row and its
 * long texts, the derived columns, the map's cells, the price history, the automatic "new" and
 * "new price", the agent's rule. The few fields that name a column are the list's filters and
 * search; the hooks read and write the whole row (and its texts) themselves. A published
 * offer's edits wait in its working copy until "publish changes". Unpublishing leads to
 * `unpublished`, as offers always did; offers are archived, never deleted (decision 058). Audit
 * names as the old editor's: `offer.*` on entity `offer`. An agent writes their own offers only.
 * (Its Polish noun, "oferta", is feminine: the panel's `PUBLICATION_TEXTS.offer`.)
 */
export const offers = defineKind({
  name: 'offers',
  table: 'offers',
  names: {
    en: { one: 'offer', many: 'offers' },
    // `createOffer`, `saveOffer`, `getOffer`, `listOffers` are the old editor's and the public API's.
    operation: { one: 'EditableOffer', many: 'EditableOffers' },
  },
  fields: {
    tipi: {
      schema: z
        .string('invalid_value')
        .trim()
        .toUpperCase()
        .refine((value) => value === '' || OFFER_NUMBER.test(value), 'invalid_value')
        .nullable()
        .default(null),
      widget: { type: 'text' },
    },
    titlePl: { schema: f.titlePl, column: 'title_pl', widget: { type: 'text' } },
    titleEn: { schema: f.titleEn, widget: { type: 'text' } },
    leadPl: { schema: f.leadPl, widget: { type: 'text' } },
    leadEn: { schema: f.leadEn, widget: { type: 'text' } },
    descriptionPl: { schema: f.descriptionPl, widget: { type: 'richText', profile: 'basic' } },
    descriptionEn: { schema: f.descriptionEn, widget: { type: 'richText', profile: 'basic' } },
    mpzpPl: { schema: optional(5_000), widget: { type: 'text' } },
    mpzpEn: { schema: optional(5_000), widget: { type: 'text' } },
    sellerRightsPl: { schema: optional(5_000), widget: { type: 'text' } },
    sellerRightsEn: { schema: optional(5_000), widget: { type: 'text' } },
    typeClassified: {
      schema: f.typeClassified,
      column: 'type_classified',
      widget: { type: 'select', source: 'classified-types' },
    },
    typeProperty: { schema: f.typeProperty, widget: { type: 'select', source: 'property-types' } },
    voivodeship: {
      schema: f.voivodeship,
      column: 'voivodeship',
      widget: { type: 'select', source: 'voivodeships' },
    },
    town: { schema: f.town, column: 'town', widget: { type: 'text' } },
    street: { schema: optional(200), widget: { type: 'text' } },
    postalCode: { schema: pattern(POSTAL_CODE, 'postal_code_invalid'), widget: { type: 'text' } },
    lat: { schema: f.lat, widget: { type: 'custom', name: 'offer-location' } },
    lng: { schema: f.lng, widget: { type: 'custom', name: 'offer-location' } },
    price: { schema: f.price, widget: { type: 'number' } },
    discountPrice: { schema: f.discountPrice, widget: { type: 'number' } },
    priceSqMeter: { schema: f.priceSqMeter, widget: { type: 'number' } },
    areaBuilding: { schema: f.areaBuilding, widget: { type: 'number' } },
    areaGround: { schema: f.areaGround, widget: { type: 'number' } },
    areaRental: { schema: f.areaRental, widget: { type: 'number' } },
    areaRentalOffice: { schema: f.areaRentalOffice, widget: { type: 'number' } },
    areaRentalWarehouse: { schema: f.areaRentalWarehouse, widget: { type: 'number' } },
    areaRentalRetail: { schema: f.areaRentalRetail, widget: { type: 'number' } },
    mpzp: { schema: f.mpzp, widget: { type: 'flag' } },
    saleMode: { schema: f.saleMode, widget: { type: 'select', source: 'sale-modes' } },
    plotNumbers: { schema: optional(500), widget: { type: 'text' } },
    plotIds: {
      schema: z
        .array(z.string('invalid_value').trim(), 'invalid_value')
        .max(MAX_PARCELS, 'plot_id_invalid')
        .refine((ids) => ids.every((id) => id === '' || isParcelId(id)), 'plot_id_invalid')
        .default([]),
      widget: { type: 'custom', name: 'offer-parcels' },
    },
    landRegister: { schema: pattern(LAND_REGISTER, 'land_register_invalid'), widget: { type: 'text' } },
    videoId: { schema: pattern(VIDEO_ID, 'video_id_invalid'), widget: { type: 'text' } },
    agentId: { schema: f.agentId, column: 'agent_id', widget: { type: 'reference', source: 'agents' } },
    flags: { schema: f.flags, widget: { type: 'custom', name: 'offer-flags' } },
    tenderAt: { schema: moment, widget: { type: 'instant' } },
    tenderPlacePl: { schema: optional(300), widget: { type: 'text' } },
    tenderPlaceEn: { schema: optional(300), widget: { type: 'text' } },
    startingPrice: { schema: f.startingPrice, widget: { type: 'number' } },
    deposit: { schema: f.deposit, widget: { type: 'number' } },
    depositDeadline: { schema: moment, widget: { type: 'instant' } },
    bidIncrement: { schema: f.bidIncrement, widget: { type: 'number' } },
    /**
     * The photos and documents, first to last (the first photo is the main one), written by the
     * media manager beside the form through the offers' media routes (uploads stored first, their
     * rows pending until published); a write without them keeps the lists it started from.
     */
    photos: { schema: offerPhotosValueSchema.optional(), widget: { type: 'custom', name: 'offer-media' } },
    documents: {
      schema: offerDocumentsValueSchema.optional(),
      widget: { type: 'custom', name: 'offer-media' },
    },
    /**
     * The derived badges ("new price", "new") as the form showed them when the person began
     * (decision 030): a save changes one only when the person changed its box from that. Never
     * stored: the API reads it and leaves it out of the values it keeps and answers.
     */
    startedFrom: {
      schema: offerSaveSchema.shape.startedFrom,
      widget: { type: 'custom', name: 'offer-started-from' },
    },
  },
  rules: (values, issue) => offerRules(values, issue),
  rulesOnPartialValues: true,
  publication: { mode: 'states', dateColumn: 'published_at', scheduleColumn: 'publish_at' },
  access: { read: STAFF_ROLES, write: STAFF_ROLES, publish: STAFF_ROLES, owner: 'offer' },
  deletable: false,
  sheet: OFFER_SHEET_COLUMNS,
  audit: { entity: 'offer', prefix: 'offer' },
  signals: ['offers'],
  list: { pageSize: 25, filters: ['typeClassified', 'voivodeship', 'agentId'], search: 'titlePl' },
});
