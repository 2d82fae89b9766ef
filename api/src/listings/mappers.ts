// Listing rows -> contract shapes (shared-contracts): dates as ISO strings, the one main image
// as imageUrls, never a row spread into an answer. Answers sent as prebuilt JSON (the search
// cache) are encoded through their response schema here, as the route serializer would.
import {
  filterOptionsResponseSchema,
  cleanFeature,
  listingPicture,
  listingResponseSchema,
  listingSearchResponseSchema,
  listingSummarySchema,
  type FilterOptions,
  type Listing,
  type ListingSearchQuery,
  type ListingSearchResponse,
  type ListingSummary,
} from 'shared-contracts';
import { z } from 'zod';
import type { listings } from '../db/schema';
import { storedDealScore } from './deal-score';
import { offsetOf, pageOf } from '../lib/pagination';
import { PrebuiltJson } from '../lib/prebuilt-json';

/** A stored feature list as shown: stray brackets and quotes stripped, blank entries dropped (older rows may hold them). */
const features = (list: string[]) => list.map(cleanFeature).filter(Boolean);

export type ListingRow = typeof listings.$inferSelect;
export type NewListingRow = typeof listings.$inferInsert;

/**
 * A listing as the public reads it; `managed` (its dealer and admins) adds the admin's rejection
 * reason and the dealer's stock number, which the public never sees.
 */
export function toListing(row: ListingRow, managed = false): Listing {
  return {
    ...(managed
      ? { rejectionReason: row.status === 'rejected' ? row.rejectionReason : null, stockNumber: row.stockNumber }
      : {}),
    id: row.id,
    dealerId: row.dealerId,
    make: row.make,
    model: row.model,
    bodyType: row.bodyType,
    year: row.year,
    msrp: row.msrp,
    monthlyPayment: row.monthlyPayment,
    downPayment: row.downPayment,
    leaseTerms: row.leaseTerms,
    mileageLimits: row.mileageLimits,
    carType: row.carType,
    extraMileageCost: row.extraMileageCost,
    fuelType: row.fuelType,
    transmission: row.transmission,
    interiorColor: row.interiorColor,
    exteriorColor: row.exteriorColor,
    numberOfSeats: row.numberOfSeats,
    safetyFeatures: features(row.safetyFeatures),
    comfortFeatures: features(row.comfortFeatures),
    entertainmentFeatures: features(row.entertainmentFeatures),
    specialFeatures: features(row.specialFeatures),
    imageUrls: row.imageUrl ? [row.imageUrl] : [],
    galleryImages: row.galleryImages,
    pictures: [...(row.imageUrl ? [row.imageUrl] : []), ...row.galleryImages].map(listingPicture),
    isLimitedOffer: row.isLimitedOffer,
    available: row.available,
    zipCode: row.zipCode,
    status: row.status,
    views: row.views,
    dateAdded: row.dateAdded.toISOString(),
    dealScore: storedDealScore(row),
  };
}

/** The columns a search card reads (query builder and raw statement alike). */
export type SummaryRow = Pick<
  ListingRow,
  | 'id'
  | 'make'
  | 'model'
  | 'year'
  | 'bodyType'
  | 'fuelType'
  | 'transmission'
  | 'monthlyPayment'
  | 'imageUrl'
  | 'isLimitedOffer'
  | 'dateAdded'
  | 'msrp'
  | 'downPayment'
  | 'leaseTerms'
  | 'mileageLimits'
  | 'extraMileageCost'
  | 'effectiveMonthly'
  | 'dealScore'
  | 'dealScorePeers'
  | 'dealPeerMedian'
  | 'dealPeerBand'
> & { distanceMiles?: number | null };

export function toListingSummary(r: SummaryRow): ListingSummary {
  return {
    id: r.id,
    make: r.make,
    model: r.model,
    year: r.year,
    bodyType: r.bodyType,
    fuelType: r.fuelType,
    transmission: r.transmission,
    monthlyPayment: r.monthlyPayment,
    imageUrls: r.imageUrl ? [r.imageUrl] : [],
    pictures: r.imageUrl ? [listingPicture(r.imageUrl)] : [],
    isLimitedOffer: r.isLimitedOffer,
    dateAdded: r.dateAdded.toISOString(),
    msrp: r.msrp,
    downPayment: r.downPayment,
    leaseTerms: r.leaseTerms,
    mileageLimits: r.mileageLimits,
    extraMileageCost: r.extraMileageCost,
    dealScore: storedDealScore(r),
    ...(r.distanceMiles !== undefined && r.distanceMiles !== null ? { distanceMiles: Number(r.distanceMiles) } : {}),
  };
}

/** Distinct (make, model, body type) of the public listings -> the filter options, sorted ignoring case. */
export function toFilterOptions(rows: Array<{ make: string; model: string; bodyType: string }>): FilterOptions {
  const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
  const models = new Map<string, Set<string>>();
  const bodyTypes = new Set<string>();
  for (const r of rows) {
    if (!models.has(r.make)) models.set(r.make, new Set());
    models.get(r.make)!.add(r.model);
    bodyTypes.add(r.bodyType);
  }
  const makes = [...models.keys()].sort(byText);
  return {
    makes,
    models: Object.fromEntries(makes.map((m) => [m, [...models.get(m)!].sort(byText)])),
    bodyTypes: [...bodyTypes].sort(byText),
  };
}

/** A count that stops after a cap: `capped` true means "more than `total`". */
export interface CappedCount {
  total: number;
  capped: boolean;
}

/**
 * The search answer. A capped count (more matches than SEARCH_COUNT_CAP) reports `total` as a
 * lower bound with `totalCapped: true`: the cap, or more when this page itself shows rows
 * beyond it, so `totalPages` never ends before a page that has rows. Exact counts keep the
 * documented shape.
 */
export function toSearchPage(
  rows: Array<Listing | ListingSummary>,
  q: ListingSearchQuery,
  count: CappedCount,
): ListingSearchResponse {
  return { success: true, data: { listings: rows }, meta: { pagination: paginationOf(rows.length, q, count) } };
}

function paginationOf(
  rowsShown: number,
  q: ListingSearchQuery,
  count: CappedCount,
): ListingSearchResponse['meta']['pagination'] {
  const shown = rowsShown > 0 ? offsetOf(q.page, q.limit) + rowsShown : 0;
  const total = count.capped ? Math.max(count.total, shown) : count.total;
  return { ...pageOf(q.page, q.limit, total), ...(count.capped ? { totalCapped: true } : {}) };
}

/** JSON of a value encoded through its response schema (what the route serializer does with an object). */
function encodeJson<S extends z.ZodType>(schema: S, value: z.output<S>): string {
  return JSON.stringify(z.encode(schema, value));
}

/**
 * The search response schema for a page of summaries only (the public search's): the contract's
 * schema lists a full listing or a summary per row, and encoding a summary through that union
 * first tries the full listing (about 0.3 ms of the API's CPU per page of ten); this gives the
 * same JSON (api/test/public-search.test.ts) without the failed attempt.
 */
const publicSearchResponseSchema = listingSearchResponseSchema.extend({
  data: z.object({ listings: z.array(listingSummarySchema) }),
});

/** The public search answer as prebuilt JSON: summaries only, encoded through the search response schema. */
export const searchPageJson = (page: ListingSearchResponse): PrebuiltJson =>
  new PrebuiltJson(encodeJson(publicSearchResponseSchema, page as z.output<typeof publicSearchResponseSchema>));

export const filterOptionsJson = (options: FilterOptions): PrebuiltJson =>
  new PrebuiltJson(encodeJson(filterOptionsResponseSchema, { success: true, data: options }));

/**
 * A public deal detail answer encoded through its response schema once (for a cached read), its
 * view count apart: `answer(views)` is the answer with that count (the one made last is kept,
 * with its compressed copies, as the count moves only when a new visitor comes).
 */
export function publicDetailJson(listing: Listing): (views: number) => PrebuiltJson {
  const encoded = z.encode(listingResponseSchema, { success: true, data: listing });
  let last: { views: number; answer: PrebuiltJson } | undefined;
  return (views) => {
    if (last?.views !== views)
      last = { views, answer: new PrebuiltJson(JSON.stringify({ ...encoded, data: { ...encoded.data, views } })) };
    return last.answer;
  };
}
