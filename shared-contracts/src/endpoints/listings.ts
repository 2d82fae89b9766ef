import { listingMultipartBodySchema, listingStatusBodySchema } from '../listing-form';
import { listingSearchQuerySchema } from '../listings';
import { listingIdParamsSchema } from '../params';
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
};
