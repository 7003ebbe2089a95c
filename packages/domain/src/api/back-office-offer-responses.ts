import { z } from 'zod';
import { offers } from '../kinds/offers';
import { EDITABLE_OFFER_FLAGS, type EditableOfferFlag, OFFER_STATUSES } from '../offer-editor';
import { OFFER_GROUP_TYPES } from './content-responses';
import { listResponseSchema, pagedResponseSchema, singleResponseSchema } from './response-envelopes';

/** An offer as the back office's list shows it (issue 17). */
const backOfficeOfferSchema = z.object({
  id: z.number().int(),
  tipi: z.string(),
  titlePl: z.string(),
  titleEn: z.string(),
  typeClassified: z.number().int(),
  typeProperty: z.number().int(),
  voivodeship: z.number().int(),
  town: z.string(),
  /** Grosze, as everywhere in the API. */
  price: z.number().int().nullable(),
  /** What a visitor pays (the discount price when there is one): what the list sorts "price" by. */
  effectivePrice: z.number().int().nullable(),
  status: z.enum(OFFER_STATUSES),
  /** When a scheduled offer goes live. */
  publishAt: z.string().nullable(),
  sold: z.boolean(),
  /** When the offer was archived (decision 058); null while it is not. */
  archivedAt: z.string().nullable(),
  /** The cover (first) photo's stored stem (`<stem>-480.webp` is served), null without photos. */
  coverPath: z.string().nullable(),
  publishedAt: z.string(),
  updatedAt: z.string(),
  agent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

const nullableText = z.string().nullable();
const nullableNumber = z.number().nullable();

/** Every field the editor shows, as `offerEditorSchema` (offer-editor.ts) reads them back. */
const offerEditorValuesSchema = z.object({
  tipi: z.string().nullable(),
  titlePl: z.string(),
  titleEn: z.string(),
  leadPl: z.string(),
  leadEn: z.string(),
  descriptionPl: z.string(),
  descriptionEn: z.string(),
  mpzpPl: nullableText,
  mpzpEn: nullableText,
  sellerRightsPl: nullableText,
  sellerRightsEn: nullableText,
  typeClassified: z.number().int(),
  typeProperty: z.number().int(),
  voivodeship: z.number().int(),
  town: z.string(),
  street: nullableText,
  postalCode: nullableText,
  lat: z.number(),
  lng: z.number(),
  price: nullableNumber,
  discountPrice: nullableNumber,
  priceSqMeter: nullableNumber,
  areaBuilding: nullableNumber,
  areaGround: nullableNumber,
  areaRental: nullableNumber,
  areaRentalOffice: nullableNumber,
  areaRentalWarehouse: nullableNumber,
  areaRentalRetail: nullableNumber,
  mpzp: z.boolean(),
  saleMode: z.string(),
  plotNumbers: nullableText,
  plotIds: z.array(z.string()),
  landRegister: nullableText,
  videoId: nullableText,
  agentId: z.number().int().nullable(),
  tenderAt: nullableText,
  tenderPlacePl: nullableText,
  tenderPlaceEn: nullableText,
  startingPrice: nullableNumber,
  deposit: nullableNumber,
  depositDeadline: nullableText,
  bidIncrement: nullableNumber,
  flags: z.object(
    Object.fromEntries(EDITABLE_OFFER_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
      EditableOfferFlag,
      z.ZodBoolean
    >,
  ),
});

const priceChangeSchema = z.object({
  at: z.string(),
  oldPrice: z.number().int().nullable(),
  newPrice: z.number().int().nullable(),
});

/** A photo of an offer; the file of width W is `${path}-${W}.webp`. The first is the main one. */
const backOfficePhotoSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  altPl: z.string(),
  altEn: z.string(),
  position: z.number().int(),
  /** The focal point in percent from the top left (decision 061). */
  focusX: z.number().int(),
  focusY: z.number().int(),
});

/** A document of an offer (a PDF at `path`). */
const backOfficeDocumentSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  titlePl: z.string(),
  titleEn: z.string(),
  sizeBytes: z.number().int(),
  position: z.number().int(),
  /** The tender's regulations, which its notice links to. */
  regulations: z.boolean(),
});

/** A special-offer group the offer belongs to, and its order there (highest first). */
const membershipSchema = z.object({ groupId: z.number().int(), order: z.number().int() });

/** One offer as the editor opens it. */
const backOfficeOfferDetailSchema = backOfficeOfferSchema.extend({
  groups: z.array(membershipSchema),
  values: offerEditorValuesSchema,
  /** Newest first. */
  priceHistory: z.array(priceChangeSchema),
  photos: z.array(backOfficePhotoSchema),
  documents: z.array(backOfficeDocumentSchema),
});

export const backOfficeOfferPageSchema = pagedResponseSchema(backOfficeOfferSchema);
export const backOfficeOfferResponseSchema = singleResponseSchema(backOfficeOfferDetailSchema);
export const createdOfferResponseSchema = singleResponseSchema(z.object({ id: z.number().int() }));
/** The admins' number of days a first publication makes an offer new, with its bounds (decision 058). */
export const offerNewDaysResponseSchema = singleResponseSchema(
  z.object({
    days: z.number().int(),
    min: z.number().int(),
    max: z.number().int(),
    default: z.number().int(),
  }),
);
/** Where archiving or restoring left an offer (decision 058). */
export const offerArchiveResponseSchema = singleResponseSchema(
  z.object({ status: z.enum(OFFER_STATUSES), archivedAt: z.string().nullable() }),
);
/**
 * `updatedAt` is the saved version, the next save's If-Match; `values` the offer as stored (the
 * flags the server derived included), which the editor shows from then on.
 */
export const savedOfferResponseSchema = singleResponseSchema(
  z.object({ id: z.number().int(), updatedAt: z.string(), values: offerEditorValuesSchema }),
);
export const offerPublicationResponseSchema = singleResponseSchema(
  z.object({ status: z.enum(OFFER_STATUSES), publishAt: z.string().nullable() }),
);
/**
 * The offer after a media write (decision 052 "Media working copy as built"): its version, the next
 * write's If-Match (the form's and the publication panel's too), and its working copy, where a
 * published offer's media wait until "publish changes".
 */
const mediaWrittenSchema = z.object({
  offer: z.object({ version: z.number().int(), draft: offers.schemas.item.shape.draft }),
});
export const backOfficePhotoResponseSchema = singleResponseSchema(backOfficePhotoSchema).extend(
  mediaWrittenSchema.shape,
);
export const backOfficePhotoListResponseSchema = listResponseSchema(backOfficePhotoSchema).extend(
  mediaWrittenSchema.shape,
);
export const backOfficeDocumentResponseSchema = singleResponseSchema(backOfficeDocumentSchema).extend(
  mediaWrittenSchema.shape,
);
export const backOfficeDocumentListResponseSchema = listResponseSchema(backOfficeDocumentSchema).extend(
  mediaWrittenSchema.shape,
);
export const offerGroupsResponseSchema = listResponseSchema(membershipSchema);
/** How many of the named offers a bulk action changed. */
export const bulkResultResponseSchema = singleResponseSchema(z.object({ changed: z.number().int() }));

/** The agent cards an offer may name (every card for editors and admins, an agent's own), for the editor's and lists' selects. */
export const agentCardsResponseSchema = listResponseSchema(
  z.object({ id: z.number().int(), name: z.string(), own: z.boolean() }),
);

/** The special-offer groups an offer may be added to, for the editor's and the list's choices. */
export const groupChoicesResponseSchema = listResponseSchema(
  z.object({ id: z.number().int(), type: z.enum(OFFER_GROUP_TYPES), namePl: z.string(), nameEn: z.string() }),
);
