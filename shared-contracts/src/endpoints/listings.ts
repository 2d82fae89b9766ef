import { listingSearchQuerySchema } from '../listings';
import { listingIdParamsSchema } from '../params';
import { filterOptionsResponseSchema, listingResponseSchema, listingSearchResponseSchema } from '../responses/listings';
import { defineEndpoint } from './define';

const tag = 'listings';

export const listingsEndpoints = {
  search: defineEndpoint({
    method: 'GET', path: '/api/listings', query: listingSearchQuerySchema, status: 200, response: listingSearchResponseSchema,
    tag, summary: 'Search listings: public summaries, or full listings for an admin or the owning dealer',
    description: 'Anybody sees active listings of dealers that may receive leads (card-sized summaries, count capped: meta.pagination.totalCapped). '
      + 'A status other than active, or a dealerId from a dealer or admin, asks for the management scope: sign-in required, a dealer sees only its own listings, full Listing objects, exact count.',
    access: 'public',
  }),
  filterOptions: defineEndpoint({
    method: 'GET', path: '/api/listings/filter-options', status: 200, response: filterOptionsResponseSchema,
    tag, summary: 'Makes, models by make and body types of the public listings', access: 'public',
  }),
  byId: defineEndpoint({
    method: 'GET', path: '/api/listings/:id', params: listingIdParamsSchema, status: 200, response: listingResponseSchema,
    tag, summary: 'One listing with its dealer card (public when visible; the owning dealer and admins always)', access: 'public',
  }),
};
