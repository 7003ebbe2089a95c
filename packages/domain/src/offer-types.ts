import { z } from 'zod';
import { OFFER_FLAGS } from './offer-filter-fields';

/**
 * What the API answers for offers (POST /api/classified, GET /api/classified/{id}): the spec's
 * field names, money in grosze, areas in m², dates ISO-8601, texts in the requested language.
 */
const flagSchemas = Object.fromEntries(OFFER_FLAGS.map((flag) => [flag, z.literal([0, 1])])) as {
  [K in (typeof OFFER_FLAGS)[number]]: z.ZodLiteral<0 | 1>;
};

const photoSchema = z.object({
  /** Path without the width suffix: the image at width W is `${path}-${W}.webp`. */
  path: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
  /** The focal point in percent from the top left, which crops keep in view (decision 061). */
  focusX: z.number(),
  focusY: z.number(),
});

export const offerSummarySchema = z.object({
  id: z.number(),
  tipi: z.string(),
  title: z.string(),
  lead: z.string(),
  typeClassified: z.number(),
  typeProperty: z.number(),
  localizationVoivodeship: z.number(),
  voivodeshipKey: z.string(),
  localizationTown: z.string(),
  townSlug: z.string(),
  street: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  price: z.number().nullable(),
  discountPrice: z.number().nullable(),
  priceSqMeter: z.number().nullable(),
  areaBuilding: z.number().nullable(),
  areaGround: z.number().nullable(),
  areaRental: z.number().nullable(),
  areaRentalOffice: z.number().nullable(),
  areaRentalWarehouse: z.number().nullable(),
  areaRentalRetail: z.number().nullable(),
  mpzp: z.literal([0, 1]),
  ...flagSchemas,
  publishedAt: z.string(),
  updatedAt: z.string(),
  photo: photoSchema.nullable(),
});

const offerDocumentSchema = z.object({ title: z.string(), path: z.string(), sizeBytes: z.number() });

/** A tender's notice on the offer page, its PDF and the list of upcoming tenders (decision 032). */
const tenderNoticeSchema = z.object({
  mode: z.enum(['written_tender', 'oral_auction']),
  /** When it starts (ISO 8601, UTC); the site shows it in Polish time. */
  at: z.string(),
  place: z.string(),
  startingPrice: z.number(),
  deposit: z.number(),
  depositDeadline: z.string(),
  /** An oral auction's minimum bid increment (grosze). */
  bidIncrement: z.number().nullable(),
  regulations: offerDocumentSchema.nullable(),
});

/** One entry of the public list of upcoming tenders (GET /api/tenders). */
export const upcomingTenderSchema = z.object({
  id: z.number(),
  tipi: z.string(),
  title: z.string(),
  typeClassified: z.number(),
  typeProperty: z.number(),
  voivodeshipKey: z.string(),
  town: z.string(),
  tender: tenderNoticeSchema,
});

const offerAgentSchema = z.object({
  name: z.string(),
  job: z.string(),
  photo: z.string().nullable(),
  email: z.string(),
  /** Whether the card has a phone to reveal (the number itself is not here). */
  hasPhone: z.boolean(),
});

export const offerDetailSchema = offerSummarySchema.extend({
  description: z.string(),
  postalCode: z.string().nullable(),
  mpzpText: z.string().nullable(),
  saleMode: z.string(),
  plotNumbers: z.string().nullable(),
  /** National parcel identifiers; the page links each to the geoportal. */
  plotIds: z.array(z.string()),
  tender: tenderNoticeSchema.nullable(),
  landRegister: z.string().nullable(),
  sellerRights: z.string().nullable(),
  videoId: z.string().nullable(),
  /** The phone is not here: it is revealed by POST /api/stats/classified, which counts the click. */
  agent: offerAgentSchema.nullable(),
  photos: z.array(photoSchema),
  documents: z.array(offerDocumentSchema),
  groups: z.array(z.object({ id: z.number(), type: z.string(), name: z.string() })),
  /** The price's changes, newest first (grosze). */
  priceHistory: z.array(
    z.object({ at: z.string(), oldPrice: z.number().nullable(), newPrice: z.number().nullable() }),
  ),
});

/**
 * An offer's page as staff preview it (decision 032): the page's fields, but no publication date
 * while the offer has never been published (a draft or a scheduled offer; publishing dates it).
 */
export const offerPreviewSchema = offerDetailSchema.extend({ publishedAt: z.string().nullable() });

export type OfferSummary = z.infer<typeof offerSummarySchema>;
export type OfferDetail = z.infer<typeof offerDetailSchema>;
export type OfferPreview = z.infer<typeof offerPreviewSchema>;
export type TenderNotice = z.infer<typeof tenderNoticeSchema>;
export type UpcomingTender = z.infer<typeof upcomingTenderSchema>;
export type OfferPhoto = z.infer<typeof photoSchema>;
