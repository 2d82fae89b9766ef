// A dealer's inventory feed and the history of its imports (issue 31): the dealer saves the
// feed's address (CSV in the template's format, or a JSON array of objects with the template's
// columns as keys); an admin enables it; the scheduled job fetches it and applies it as a full
// import. Each applied upload and each feed run is one history entry with its counts.
import { z } from 'zod';
import { LISTING_IMPORT_MODES } from './listing-import';
import { dataResponse, isoDateTime, messageDataResponse } from './responses/common';
import { text } from './text';

export const LISTING_FEED_URL_MAX_LENGTH = 2000;
/** The history shows this many of the latest runs. */
export const LISTING_IMPORT_HISTORY_LIMIT = 20;

export const LISTING_FEED_MESSAGES = {
  url: 'Please enter the feed address, starting with https:// or http://',
  urlTooLong: `The feed address must be at most ${LISTING_FEED_URL_MAX_LENGTH} characters`,
  saved: 'Feed address saved',
  removed: 'Feed address removed',
  enabled: 'Feed enabled: it runs on its schedule, and once now',
  disabled: 'Feed disabled',
  /** GET /api/listings/import/runs/:id of an unknown run or another dealer's. */
  runNotFound: 'Import not found',
  /** A run that failed for a reason of ours (logged). */
  failed: 'The feed could not be applied because of a problem on our side; it is tried again on its next run',
  /** A feed's body that is neither the CSV template nor a JSON array. */
  notArray: 'The feed is JSON but not an array of listings',
  notJson: 'The feed is not valid JSON',
  notObject: (row: number) => `Item ${row} of the feed is not an object`,
} as const;

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** PUT /api/listings/import/feed: the feed's address; blank removes it. */
export const listingFeedBodySchema = z.strictObject({
  url: text({ max: LISTING_FEED_URL_MAX_LENGTH, tooLong: LISTING_FEED_MESSAGES.urlTooLong })
    .refine((v) => v === '' || isHttpUrl(v), LISTING_FEED_MESSAGES.url)
    .describe('The feed address (http or https); blank removes it'),
});
export type ListingFeedBody = z.infer<typeof listingFeedBodySchema>;

/** PUT /api/admin/dealers/:id/feed: the admin's switch. */
export const dealerFeedSwitchBodySchema = z.strictObject({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});

export const listingFeedSchema = z.object({
  url: z.string().nullable(),
  /** An admin enabled the feed (the spec's isScrapingEnabled). */
  isScrapingEnabled: z.boolean(),
  lastScrapedAt: isoDateTime.nullable(),
  /** The listings the last good run held. */
  totalScrapedListings: z.number().int(),
});
export type ListingFeed = z.infer<typeof listingFeedSchema>;

export const LISTING_IMPORT_KINDS = ['import', 'feed'] as const;

/** A picture of an import that could not be fetched or read (its listing keeps the others). */
export const listingImportPictureErrorSchema = z.object({
  /** The line of the file (header = 1). */
  row: z.number().int(),
  stockNumber: z.string(),
  /** e.g. "Picture 2: The server answered 404". */
  message: z.string(),
});

export const listingImportRunSchema = z.object({
  id: z.string(),
  kind: z.enum(LISTING_IMPORT_KINDS),
  mode: z.enum(LISTING_IMPORT_MODES),
  startedAt: isoDateTime,
  /** Null while the run's pictures are being fetched. */
  finishedAt: isoDateTime.nullable(),
  /** The pictures by address the run fetches in the background: how many, how many are done, which failed. */
  pictures: z.object({
    total: z.number().int(),
    done: z.number().int(),
    errors: z.array(listingImportPictureErrorSchema),
  }),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  paused: z.number().int(),
  /** Rows refused (a run with refused rows applies nothing). */
  refused: z.number().int(),
  /** Why the run applied nothing; null when it applied. */
  error: z.string().nullable(),
});
export type ListingImportRun = z.infer<typeof listingImportRunSchema>;

export const listingImportHistorySchema = z.object({
  feed: listingFeedSchema,
  /** The latest runs first, at most LISTING_IMPORT_HISTORY_LIMIT. */
  runs: z.array(listingImportRunSchema),
});
export type ListingImportHistory = z.infer<typeof listingImportHistorySchema>;

export const listingImportHistoryResponseSchema = dataResponse(listingImportHistorySchema);
export const listingImportRunResponseSchema = dataResponse(listingImportRunSchema);
export const listingFeedSavedResponseSchema = messageDataResponse(listingFeedSchema);
