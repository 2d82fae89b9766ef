import { listingMultipartBodySchema, listingStatusBodySchema } from '../listing-form';
import {
  LISTING_IMPORT_COLUMNS,
  LISTING_IMPORT_LIMITS,
  LISTING_IMPORT_LIST_SEPARATOR,
  listingImportBodySchema,
  listingImportPreviewResponseSchema,
  listingImportResultResponseSchema,
} from '../listing-import';
import {
  LISTING_IMPORT_HISTORY_LIMIT,
  listingFeedBodySchema,
  listingFeedSavedResponseSchema,
  listingImportHistoryResponseSchema,
  listingImportRunResponseSchema,
} from '../listing-feed';
import { listingSearchQuerySchema } from '../listings';
import { z } from 'zod';
import { importRunIdParamsSchema, listingIdParamsSchema } from '../params';
import { messageResponseSchema } from '../responses/common';
import {
  filterOptionsResponseSchema,
  listingResponseSchema,
  listingsVersionResponseSchema,
  listingSavedResponseSchema,
  listingSearchResponseSchema,
} from '../responses/listings';
import { defineEndpoint } from './define';

const tag = 'listings';
/** Listing management: dealers holding manageListings, admins holding verifyLeads (spec 1 section 6 menus). */
const manageListings = { dealer: 'manageListings', admin: 'verifyLeads' } as const;

export const listingsEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/listings',
    query: listingSearchQuerySchema,
    status: 200,
    response: listingSearchResponseSchema,
    tag,
    summary: 'Search listings: public summaries, or full listings for an admin or the owning dealer',
    description:
      'Anybody sees active listings of dealers that may receive leads (card-sized summaries, count capped: meta.pagination.totalCapped). ' +
      'A status other than active, or a dealerId from a dealer or admin, asks for the management scope: sign-in required, a dealer sees only its own listings, full Listing objects, exact count.',
    access: 'public',
  }),
  filterOptions: defineEndpoint({
    method: 'GET',
    path: '/api/listings/filter-options',
    status: 200,
    response: filterOptionsResponseSchema,
    tag,
    summary: 'Makes, models by make and body types of the public listings',
    access: 'public',
  }),
  version: defineEndpoint({
    method: 'GET',
    path: '/api/listings/version',
    status: 200,
    response: listingsVersionResponseSchema,
    tag,
    summary: 'The version of the public listings: it moves whenever they change',
    description:
      'The number the API keys its own search cache by. The shell server drops its cached pages when it moves; read at most once a second per instance.',
    access: 'public',
  }),
  byId: defineEndpoint({
    method: 'GET',
    path: '/api/listings/:id',
    params: listingIdParamsSchema,
    status: 200,
    response: listingResponseSchema,
    tag,
    summary: 'One listing with its dealer card (public when visible; the owning dealer and admins always)',
    access: 'public',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/listings',
    body: listingMultipartBodySchema,
    multipart: 'only',
    status: 201,
    response: listingSavedResponseSchema,
    tag,
    summary:
      'Add a listing (multipart: the fields, a main image and up to 5 gallery images); it waits for approval (status pending)',
    description:
      'multipart/form-data only (a JSON body is 415). Images must be JPEG or PNG by their bytes (at most 10 MB each); they are resized to a card (640 px) and a full size (1600 px), stored as listings/<uuid>.full.jpg and .card.jpg (listingImageKey). A dealer adds to its own dealership (a dealerId it sends is ignored); an admin names the dealer with dealerId.',
    access: ['dealer', 'admin'],
    permissions: manageListings,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/listings/:id',
    params: listingIdParamsSchema,
    body: listingMultipartBodySchema,
    multipart: 'only',
    status: 200,
    response: listingSavedResponseSchema,
    tag,
    summary:
      'Edit a listing (multipart; absent fields keep their stored values; stored images are sent back by their key)',
    description:
      "multipart/form-data only (a JSON body is 415). A dealer edits only its own listings (another dealer's answers 404); a dealer's edit waits for approval again (pending), an admin's keeps the status. A stored key sent back must be one of this listing's images (400 otherwise).",
    access: ['dealer', 'admin'],
    permissions: manageListings,
  }),
  updateStatus: defineEndpoint({
    method: 'PUT',
    path: '/api/listings/:id/status',
    params: listingIdParamsSchema,
    body: listingStatusBodySchema,
    status: 200,
    response: listingSavedResponseSchema,
    tag,
    summary: "Change a listing's status (a dealer pauses an active listing or resumes a paused one)",
    access: ['dealer', 'admin'],
    permissions: manageListings,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/listings/:id',
    params: listingIdParamsSchema,
    status: 200,
    response: messageResponseSchema,
    tag,
    summary: 'Delete a listing and its images (a dealer only its own)',
    access: ['dealer', 'admin'],
    permissions: manageListings,
  }),
  // The spreadsheet import (listing-import.ts): template, preview, apply. Dealers only.
  importTemplate: defineEndpoint({
    method: 'GET',
    path: '/api/listings/import/template',
    status: 200,
    produces: 'text/csv',
    response: z
      .string()
      .describe(
        `CSV (UTF-8, comma-separated): the header ${LISTING_IMPORT_COLUMNS.join(',')} and one example row; lists in one cell separated by ${LISTING_IMPORT_LIST_SEPARATOR}`,
      ),
    tag,
    summary: 'The CSV template of the listing import: its columns and one example row',
    access: ['dealer'],
    permissions: { dealer: 'manageListings' },
  }),
  importPreview: defineEndpoint({
    method: 'POST',
    path: '/api/listings/import/preview',
    body: listingImportBodySchema,
    multipart: 'only',
    status: 200,
    response: listingImportPreviewResponseSchema,
    tag,
    summary: 'Read a CSV of listings and say, per row, what applying it would do (new, changed, unchanged, refused)',
    description: `multipart/form-data with the file part. Nothing is saved. Rows are matched to the dealer's listings by stockNumber and checked with the wizard's rules (a refused row names its column and the wizard's message). A file that cannot be read as one (empty, header only, not UTF-8, not comma-separated, broken quotes, unknown or missing columns, more than ${LISTING_IMPORT_LIMITS.maxRows} rows) is a 400; over ${LISTING_IMPORT_LIMITS.maxBytes / 1024 / 1024} MB a 413.`,
    access: ['dealer'],
    permissions: { dealer: 'manageListings' },
  }),
  importApply: defineEndpoint({
    method: 'POST',
    path: '/api/listings/import/apply',
    body: listingImportBodySchema,
    multipart: 'only',
    status: 200,
    response: listingImportResultResponseSchema,
    tag,
    summary:
      'Apply a CSV of listings in one transaction: new rows are added (pending), changed rows edit their listing',
    description:
      'The same file as the preview, read and checked again (the preview is not stored). Any refused row refuses the whole file (400, every problem in errors) and nothing is written. New rows wait for approval as added listings do; a changed row is an edit (it waits for approval again); unchanged rows change nothing, so applying a file twice adds nothing. mode=full also pauses the listings with a stock number that the file lacks (those a dealer may pause: active ones). The optional pictures column (addresses separated by |, main first) is fetched after the answer by a background job, from public addresses only, and re-encoded as uploads are, only when it differs from what the listing was last given; runId and GET /api/listings/import/runs/:id follow it, and a picture that cannot be fetched or read is a message of its row in the result of the run (its listing gets the others). Counts as one listing add against the hourly limit.',
    access: ['dealer'],
    permissions: { dealer: 'manageListings' },
  }),
  importHistory: defineEndpoint({
    method: 'GET',
    path: '/api/listings/import/history',
    status: 200,
    response: listingImportHistoryResponseSchema,
    tag,
    summary: "The dealer's feed (address, enabled, last run) and its latest imports and feed runs",
    description: `The latest ${LISTING_IMPORT_HISTORY_LIMIT} runs first: applied uploads and feed runs, each with its counts and, when it applied nothing, why.`,
    access: ['dealer'],
    permissions: { dealer: 'manageListings' },
  }),
  importRun: defineEndpoint({
    method: 'GET',
    path: '/api/listings/import/runs/:id',
    params: importRunIdParamsSchema,
    status: 200,
    response: listingImportRunResponseSchema,
    tag,
    summary: "One of the dealer's imports or feed runs, with the progress of its pictures",
    description:
      "The dealer's own runs only (another dealer's or an unknown id: 404). finishedAt is null while the pictures are fetched; pictures.done counts those fetched or failed; a picture that failed is a row's message in pictures.errors, not a failure of the import.",
    access: ['dealer'],
    permissions: { dealer: 'manageListings' },
  }),
  saveFeed: defineEndpoint({
    method: 'PUT',
    path: '/api/listings/import/feed',
    body: listingFeedBodySchema,
    status: 200,
    response: listingFeedSavedResponseSchema,
    tag,
    summary: "Save (or remove, blank) the dealer's inventory feed address",
    description:
      'A CSV in the template format or a JSON array of objects with the same fields. It is fetched on schedule once an admin enables it, and applied as a full import.',
    access: ['dealer'],
    permissions: { dealer: 'manageListings' },
  }),
};
