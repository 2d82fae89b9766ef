// Listing shapes: the full listing (detail, management search), the card-sized summary (public
// search), the search page and the filter options.
import { z } from 'zod';
import type { ListingPicture } from '../listing-images';
import { dataResponse, isoDateTime, messageDataResponse, paginationSchema } from './common';

/** A listing picture (ListingPicture in listing-images.ts, the type the pages use). */
export const listingPictureSchema = z.object({
  key: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  webp: z.array(z.object({ key: z.string(), width: z.number().int() })),
}) satisfies z.ZodType<ListingPicture>;

export const LISTING_STATUSES = ['pending', 'active', 'rejected', 'paused'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** What moved a listing's deal score (one entry per factor, its points out of its share). */
export const DEAL_SCORE_FACTORS = ['value', 'mileageRate'] as const;
export type DealScoreFactor = (typeof DEAL_SCORE_FACTORS)[number];
export const dealScoreReasonSchema = z.object({
  factor: z.enum(DEAL_SCORE_FACTORS),
  points: z.number(),
  maxPoints: z.number(),
  /** One sentence a shopper reads, e.g. "$412/month effective: 14% below similar SUVs ($40,000-$60,000 MSRP)". */
  text: z.string(),
});
export type DealScoreReason = z.infer<typeof dealScoreReasonSchema>;
/** The deal score (0-100, higher is a better deal) with its reasons; null until computed (listings not public). */
export const dealScoreSchema = z.object({
  score: z.number().int().min(0).max(100),
  reasons: z.array(dealScoreReasonSchema),
  /** How many similar public listings it was compared with. */
  peers: z.number().int(),
});
export type DealScore = z.infer<typeof dealScoreSchema>;

/** The dealer card embedded in a listing detail. */
export const listingDealerSchema = z.object({
  id: z.string(),
  dealershipName: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});

export const listingSchema = z.object({
  id: z.string(),
  dealerId: z.string(),
  make: z.string(),
  model: z.string(),
  bodyType: z.string(),
  year: z.number().int(),
  msrp: z.number(),
  monthlyPayment: z.number(),
  downPayment: z.number(),
  leaseTerms: z.array(z.number().int()),
  mileageLimits: z.array(z.number().int()),
  carType: z.string(),
  extraMileageCost: z.number(),
  fuelType: z.string(),
  transmission: z.string(),
  interiorColor: z.string(),
  exteriorColor: z.string(),
  numberOfSeats: z.string(),
  safetyFeatures: z.array(z.string()),
  comfortFeatures: z.array(z.string()),
  entertainmentFeatures: z.array(z.string()),
  specialFeatures: z.array(z.string()),
  /** main image storage keys (one entry) */
  imageUrls: z.array(z.string()).describe('main image storage keys (one entry)'),
  galleryImages: z.array(z.string()),
  /**
   * Each picture (the main image, then the gallery) with its pixels and WebP copies, for
   * `<img srcset sizes width height>`; shared-contracts `listingPicture(key)` reads the same from a key.
   */
  pictures: z
    .array(listingPictureSchema)
    .optional()
    .describe('each picture (main image first, then the gallery) with its width, height and WebP copies for srcset'),
  isLimitedOffer: z.boolean(),
  available: z.boolean(),
  zipCode: z.string().nullable(),
  status: z.enum(LISTING_STATUSES),
  views: z.number().int(),
  dateAdded: isoDateTime,
  dealScore: dealScoreSchema.nullable(),
  /**
   * The admin's reason while the listing is rejected (null otherwise). Only in answers to the
   * owning dealer and admins (their listings, the detail, the listing commands).
   */
  rejectionReason: z
    .string()
    .nullable()
    .optional()
    .describe("the admin's reason while rejected (null otherwise); owning dealer and admins only"),
  /** The dealer's own reference (the wizard's or an import's); owning dealer and admins only, like rejectionReason. */
  stockNumber: z
    .string()
    .nullable()
    .optional()
    .describe("the dealer's stock number (null: none); owning dealer and admins only"),
  /** Present on the detail answer only. */
  dealer: listingDealerSchema.optional(),
});
export type Listing = z.infer<typeof listingSchema>;

/** Card-sized listing returned by the public search. */
export const listingSummarySchema = listingSchema
  .pick({
    id: true,
    make: true,
    model: true,
    year: true,
    bodyType: true,
    fuelType: true,
    transmission: true,
    monthlyPayment: true,
    imageUrls: true,
    pictures: true,
    isLimitedOffer: true,
    dateAdded: true,
    // What a card needs to show the lease cost (lease-cost.ts) and the score.
    msrp: true,
    downPayment: true,
    leaseTerms: true,
    mileageLimits: true,
    extraMileageCost: true,
    dealScore: true,
  })
  .extend({
    /** Miles from the searched ZIP code's centroid (distance searches only). */
    distanceMiles: z.number().optional(),
  });
export type ListingSummary = z.infer<typeof listingSummarySchema>;

export const filterOptionsSchema = z.object({
  makes: z.array(z.string()),
  models: z.record(z.string(), z.array(z.string())),
  bodyTypes: z.array(z.string()),
});
export type FilterOptions = z.infer<typeof filterOptionsSchema>;

/**
 * GET /api/listings: the public search answers summaries; the management scope (admin, or a
 * dealer's own listings) answers full listings. Listing first: a full listing keeps its fields.
 */
export const listingSearchResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ listings: z.array(z.union([listingSchema, listingSummarySchema])) }),
  meta: z.object({ pagination: paginationSchema }),
});
export type ListingSearchResponse = z.infer<typeof listingSearchResponseSchema>;

export const listingResponseSchema = dataResponse(listingSchema);
/** A listing command's answer (create, update, status): its sentence and the listing as stored. */
export const listingSavedResponseSchema = messageDataResponse(listingSchema);
export const filterOptionsResponseSchema = dataResponse(filterOptionsSchema);
/** GET /api/listings/version: a number that moves whenever the public listings change (caches in front key by it). */
export const listingsVersionResponseSchema = dataResponse(z.object({ version: z.number().int() }));
