import { z } from 'zod';
import { MAX_DATABASE_ID } from './constants';
import { type ErrorCode, requiredOr } from './error-codes';
import { OFFER_FLAGS, type OfferFlag } from './offer-filter-fields';
import { OFFER_NUMBER } from './offer-number';
import { isParcelId, MAX_PARCELS, splitParcelIds } from './parcels';
import { CLASSIFIED_TYPES, isTenderMode, PROPERTY_TYPES, SALE_MODES } from './property-types';
import { TOWNS } from './towns';
import { VOIVODESHIPS, voivodeshipByCode } from './voivodeships';

/**
 * The offer editor of the back office (issue 17, decision 030): every field staff write, checked
 * the same way for the editor's form and for the API (which is what enforces it). Money is in
 * grosze as everywhere in the API (the form types PLN), areas in m².
 */

/** Where an offer stands: only 'published' is public; 'scheduled' becomes it at `publishAt`. */
export const OFFER_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Whether an offer in this state has been published: a draft or a scheduled one gets its date when it is. */
export function hasBeenPublished(status: OfferStatus): boolean {
  return status === 'published' || status === 'unpublished';
}

/**
 * The §3 flags staff set. `isDiscount` is not among them: it follows the discount price. A lower
 * price turns `isNewPrice` on by itself; staff may turn it off later.
 */
export const EDITABLE_OFFER_FLAGS = OFFER_FLAGS.filter(
  (flag): flag is Exclude<OfferFlag, 'isDiscount'> => flag !== 'isDiscount',
);
export type EditableOfferFlag = (typeof EDITABLE_OFFER_FLAGS)[number];

/** Poland's bounding box with a little margin: a pin outside it is a typing slip. */
export const POLAND_BOUNDS = { south: 48.9, north: 54.95, west: 14.05, east: 24.2 } as const;

const MAX_GROSZE = 1_000_000_000_000; // ten billion złoty
const MAX_AREA = 100_000_000; // m², 100 km²

/** Księga wieczysta: court code, eight digits, check digit (e.g. WA1M/00012345/6). */
export const LAND_REGISTER = /^[A-Z0-9]{4}\/\d{8}\/\d$/;
/** A YouTube video id. */
export const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
export const POSTAL_CODE = /^\d{2}-\d{3}$/;

/** A text that may be left empty: '' and whitespace are stored as null. */
function optionalText(max: number) {
  return z
    .string('invalid_value')
    .trim()
    .max(max, 'too_long')
    .nullish()
    .transform((value) => (value ? value : null));
}

function optionalPattern(
  pattern: RegExp,
  code: 'land_register_invalid' | 'video_id_invalid' | 'postal_code_invalid',
) {
  return z
    .string('invalid_value')
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || pattern.test(value), code);
}

const requiredText = (max: number) =>
  z.string(requiredOr('invalid_value')).trim().min(1, 'required').max(max, 'too_long');

const grosze = z
  .number('invalid_value')
  .int('invalid_value')
  .min(0, 'invalid_value')
  .max(MAX_GROSZE, 'invalid_value')
  .nullable();
const area = z.number('invalid_value').min(0, 'invalid_value').max(MAX_AREA, 'invalid_value').nullable();
/** A moment as ISO 8601 with its offset (the form turns Polish local time into one), or none. */
const moment = z.iso
  .datetime({ offset: true, error: 'invalid_value' })
  .nullish()
  .transform((value) => value ?? null);

/** Parcel identifiers as typed (one text) or as a list; stored and answered as a list. */
const parcelIds = z
  .union(
    [z.string('invalid_value').max(5_000, 'too_long'), z.array(z.string('invalid_value')).max(MAX_PARCELS)],
    'invalid_value',
  )
  .default('')
  .transform((value) => splitParcelIds(value))
  .refine((ids) => ids.length <= MAX_PARCELS && ids.every(isParcelId), 'plot_id_invalid');

/** What a tender notice needs (decision 032); the oral auction also its minimum increment. */
const TENDER_REQUIRED = [
  'tenderAt',
  'tenderPlacePl',
  'tenderPlaceEn',
  'startingPrice',
  'deposit',
  'depositDeadline',
] as const;

const oneOf = (ids: readonly number[]) =>
  z.number(requiredOr('invalid_value')).refine((value) => ids.includes(value), 'invalid_value');

const flagsSchema = z
  .object(
    Object.fromEntries(
      EDITABLE_OFFER_FLAGS.map((flag) => [flag, z.boolean('invalid_value').default(false)]),
    ) as {
      [K in EditableOfferFlag]: z.ZodDefault<z.ZodBoolean>;
    },
  )
  .strict();

/** Whether a town of the towns table lies in a voivodeship (by its code), names as the table writes them. */
export function isTownOf(town: string, voivodeshipCode: number): boolean {
  const key = voivodeshipByCode(voivodeshipCode)?.key;
  return key !== undefined && TOWNS.some((row) => row[1] === key && row[0] === town);
}

/**
 * A rule's `when`: run it once the fields it reads have their types ('number?': a number or null),
 * whatever the other fields hold.
 */
function typed(fields: Record<string, 'string' | 'string?' | 'number' | 'number?'>) {
  return {
    when: (payload: { value: unknown }) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return Object.entries(fields).every(([field, type]) => {
        const actual = value?.[field];
        if (type === 'number?') return actual === null || typeof actual === 'number';
        if (type === 'string?') return actual === null || actual === undefined || typeof actual === 'string';
        return typeof actual === type;
      });
    },
  };
}

const offerFields = z
  .object({
    /** Left empty on a new offer, the API numbers it (T and five digits). */
    tipi: z
      .string('invalid_value')
      .trim()
      .toUpperCase()
      .nullish()
      .transform((value) => (value ? value : null))
      .refine((value) => value === null || OFFER_NUMBER.test(value), 'invalid_value'),
    titlePl: requiredText(200),
    titleEn: requiredText(200),
    leadPl: z.string('invalid_value').trim().max(600, 'too_long').default(''),
    leadEn: z.string('invalid_value').trim().max(600, 'too_long').default(''),
    /** Rich text (HTML); the API sanitises it before storing, the site again before showing it. */
    descriptionPl: z.string('invalid_value').max(100_000, 'too_long').default(''),
    descriptionEn: z.string('invalid_value').max(100_000, 'too_long').default(''),
    mpzpPl: optionalText(5_000),
    mpzpEn: optionalText(5_000),
    sellerRightsPl: optionalText(5_000),
    sellerRightsEn: optionalText(5_000),
    typeClassified: oneOf(CLASSIFIED_TYPES.map((type) => type.id)),
    typeProperty: oneOf(PROPERTY_TYPES.map((type) => type.id)),
    voivodeship: oneOf(VOIVODESHIPS.map((voivodeship) => voivodeship.code)),
    town: requiredText(100),
    street: optionalText(200),
    postalCode: optionalPattern(POSTAL_CODE, 'postal_code_invalid'),
    lat: z
      .number(requiredOr('invalid_value'))
      .min(POLAND_BOUNDS.south, 'location_outside_poland')
      .max(POLAND_BOUNDS.north, 'location_outside_poland'),
    lng: z
      .number(requiredOr('invalid_value'))
      .min(POLAND_BOUNDS.west, 'location_outside_poland')
      .max(POLAND_BOUNDS.east, 'location_outside_poland'),
    price: grosze,
    discountPrice: grosze,
    priceSqMeter: grosze,
    areaBuilding: area,
    areaGround: area,
    areaRental: area,
    areaRentalOffice: area,
    areaRentalWarehouse: area,
    areaRentalRetail: area,
    mpzp: z.boolean('invalid_value').default(false),
    saleMode: z.enum(SALE_MODES, 'invalid_value').default('sale'),
    plotNumbers: optionalText(500),
    plotIds: parcelIds,
    landRegister: optionalPattern(LAND_REGISTER, 'land_register_invalid'),
    videoId: optionalPattern(VIDEO_ID, 'video_id_invalid'),
    agentId: z
      .number('invalid_value')
      .int('invalid_value')
      .min(1, 'invalid_value')
      .max(MAX_DATABASE_ID)
      .nullable(),
    flags: flagsSchema,
    // The tender notice of a written tender or an oral auction; the API drops it for other modes.
    tenderAt: moment,
    tenderPlacePl: optionalText(300),
    tenderPlaceEn: optionalText(300),
    startingPrice: grosze.default(null),
    deposit: grosze.default(null),
    depositDeadline: moment,
    bidIncrement: grosze.default(null),
  })
  .strict();

type OfferFields = z.output<typeof offerFields>;
type Issue = (field: keyof OfferFields & string, code: ErrorCode) => void;

/**
 * The offer's rules across fields, each with the fields it reads: the editor's schema runs each once
 * those have their types, whatever the other fields hold (so the editor shows every message at
 * once), and the offers' kind declaration (kinds/offers.ts) runs them all after the fields.
 */
const OFFER_RULES: readonly {
  reads: Record<string, 'string' | 'string?' | 'number' | 'number?'>;
  check(offer: OfferFields, issue: Issue): void;
}[] = [
  {
    reads: { town: 'string', voivodeship: 'number' },
    check(offer, issue) {
      if (!isTownOf(offer.town, offer.voivodeship)) issue('town', 'town_unknown');
    },
  },
  {
    reads: { price: 'number?', discountPrice: 'number?' },
    check(offer, issue) {
      if (offer.discountPrice !== null && (offer.price === null || offer.discountPrice >= offer.price)) {
        issue('discountPrice', 'discount_not_lower');
      }
    },
  },
  {
    reads: {
      areaRental: 'number?',
      areaRentalOffice: 'number?',
      areaRentalWarehouse: 'number?',
      areaRentalRetail: 'number?',
    },
    check(offer, issue) {
      const parts = [offer.areaRentalOffice, offer.areaRentalWarehouse, offer.areaRentalRetail];
      const partsTotal = parts.reduce<number>((sum, part) => sum + (part ?? 0), 0);
      if (partsTotal > 0 && offer.areaRental !== null && partsTotal > offer.areaRental + 0.005) {
        issue('areaRental', 'area_parts_exceed');
      }
    },
  },
  {
    reads: { saleMode: 'string' },
    check(offer, issue) {
      if (!isTenderMode(offer.saleMode)) return;
      const required =
        offer.saleMode === 'oral_auction' ? [...TENDER_REQUIRED, 'bidIncrement' as const] : TENDER_REQUIRED;
      for (const field of required) if (offer[field] == null || offer[field] === '') issue(field, 'required');
    },
  },
  {
    reads: { saleMode: 'string', tenderAt: 'string?', depositDeadline: 'string?' },
    check(offer, issue) {
      if (!isTenderMode(offer.saleMode) || offer.tenderAt === null || offer.depositDeadline === null) return;
      if (Date.parse(offer.depositDeadline) > Date.parse(offer.tenderAt)) {
        issue('depositDeadline', 'deposit_after_tender');
      }
    },
  },
  {
    reads: { saleMode: 'string', deposit: 'number?', startingPrice: 'number?' },
    check(offer, issue) {
      if (!isTenderMode(offer.saleMode) || offer.deposit === null || offer.startingPrice === null) return;
      if (offer.deposit > offer.startingPrice) issue('deposit', 'deposit_exceeds_price');
    },
  },
];

/**
 * Every rule across fields whose fields have their types, whatever the others hold (the kind
 * declaration's `rules`, run on partial values too, so a write is told every message at once).
 */
export function offerRules(offer: OfferFields, issue: Issue): void {
  for (const rule of OFFER_RULES) if (typed(rule.reads).when({ value: offer })) rule.check(offer, issue);
}

/** The fields of the editor, each with its own schema (the kind declaration's fields). */
export const OFFER_FIELDS = offerFields.shape;

export const offerEditorSchema = OFFER_RULES.reduce(
  (schema, rule) =>
    schema.superRefine(
      (offer, ctx) =>
        rule.check(offer, (field, code) => ctx.addIssue({ code: 'custom', path: [field], message: code })),
      typed(rule.reads),
    ),
  offerFields,
);
export type OfferEditorInput = z.input<typeof offerEditorSchema>;
export type OfferEditorValues = z.output<typeof offerEditorSchema>;

/**
 * The flags the server sets by itself: a lower price turns `isNewPrice` on (decision 030), a first
 * publication `isNew` (decision 058).
 */
const DERIVED_OFFER_FLAGS = ['isNewPrice', 'isNew'] as const satisfies readonly EditableOfferFlag[];
type DerivedOfferFlag = (typeof DERIVED_OFFER_FLAGS)[number];

/**
 * The body of a save (PUT): the editor's values and, in `startedFrom`, the derived flags as the
 * form showed them when the person began. A derived flag is written only when the person changed
 * it from that; otherwise the stored value stays, so a form that never saw what the server derived
 * cannot undo it. Without `startedFrom` the stored values are the start (the If-Match version).
 */
export const offerSaveSchema = offerEditorSchema.safeExtend({
  startedFrom: z
    .object(
      // Each optional: a client that names only some compares the others with the stored values.
      Object.fromEntries(
        DERIVED_OFFER_FLAGS.map((flag) => [flag, z.boolean('invalid_value').optional()]),
      ) as {
        [K in DerivedOfferFlag]: z.ZodOptional<z.ZodBoolean>;
      },
      'invalid_value',
    )
    .strict()
    .optional(),
});
export type DerivedFlagsStart = z.output<typeof offerSaveSchema>['startedFrom'];

/** Publish now, at a time (ISO 8601 with its offset; the API refuses a past one), or take down. */
export const offerPublicationSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('publish') }).strict(),
    z
      .object({ action: z.literal('schedule'), at: z.iso.datetime({ offset: true, error: 'invalid_value' }) })
      .strict(),
    z.object({ action: z.literal('unpublish') }).strict(),
  ],
  'invalid_value',
);
export type OfferPublication = z.infer<typeof offerPublicationSchema>;

/** Whether a price change is a drop the offer page announces ("new price"). */
export function isPriceDrop(before: number | null, after: number | null): boolean {
  return before !== null && after !== null && after < before;
}

/**
 * The derived flags a save stores: what is stored unless the person changed the box from what the
 * form showed (`startedFrom`, or the stored value when the client names none); a lower price turns
 * `isNewPrice` on whatever the box says.
 */
export function savedDerivedFlags(
  stored: Record<DerivedOfferFlag, boolean>,
  requested: Record<DerivedOfferFlag, boolean>,
  startedFrom: DerivedFlagsStart,
  prices: { before: number | null; after: number | null },
): Record<DerivedOfferFlag, boolean> {
  const kept = (flag: DerivedOfferFlag) =>
    requested[flag] !== (startedFrom?.[flag] ?? stored[flag]) ? requested[flag] : stored[flag];
  return { isNewPrice: kept('isNewPrice') || isPriceDrop(prices.before, prices.after), isNew: kept('isNew') };
}
