// Favourites: a signed-in consumer keeps public deals (a heart on cards and deal pages) and is
// mailed their price drops by the daily saved-search job (api/src/saved-searches/job).
import { z } from 'zod';
import { isoDateTime, dataResponse, messageDataResponse, pagedResponse } from './responses/common';
import { listingSummarySchema } from './responses/listings';
import { text } from './text';

/** Most favourites one consumer keeps (docs/decisions.md). */
export const FAVOURITES_MAX = 200;
export const FAVOURITES_FULL_MESSAGE = `You can keep up to ${FAVOURITES_MAX} favourites. Remove one to add this deal.`;
export const FAVOURITE_NOT_FOUND_MESSAGE = 'Listing not found or no longer available';

/** /api/favourites/:listingId: any text up to 64; an id that is not a public listing's answers 404. */
export const favouriteParamsSchema = z.object({ listingId: text({ max: 64 }) });

/** GET /api/favourites: 12 a page (whole rows of 2, 3 or 4 cards), newest saved first. */
export const favouritesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(48).default(12),
});
export type FavouritesQuery = z.infer<typeof favouritesQuerySchema>;

/** PUT /api/favourites/alerts */
export const favouriteAlertsBodySchema = z.strictObject({ priceDrops: z.boolean() });
export type FavouriteAlertsBody = z.infer<typeof favouriteAlertsBodySchema>;

export const favouriteSchema = z.object({
  listingId: z.string(),
  savedAt: isoDateTime,
  /** The deal is public now (false: paused, removed from the search or its dealer's plan ended). */
  available: z.boolean(),
  listing: listingSummarySchema,
});
export type Favourite = z.infer<typeof favouriteSchema>;

export const favouritesPageResponseSchema = pagedResponse(z.object({ favourites: z.array(favouriteSchema) }));
export type FavouritesPageResponse = z.infer<typeof favouritesPageResponseSchema>;

/** Every favorite's listing id (hearts on cards), newest first. */
export const favouriteIdsResponseSchema = dataResponse(z.object({ listingIds: z.array(z.string()) }));
export type FavouriteIdsResponse = z.infer<typeof favouriteIdsResponseSchema>;

export const favouriteStateResponseSchema = messageDataResponse(
  z.object({ listingId: z.string(), favourite: z.boolean() }),
);
export type FavouriteStateResponse = z.infer<typeof favouriteStateResponseSchema>;

export const favouriteAlertsResponseSchema = dataResponse(z.object({ priceDrops: z.boolean() }));
export type FavouriteAlertsResponse = z.infer<typeof favouriteAlertsResponseSchema>;
