import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import {
  endpoints,
  type Listing,
  type ListingSearchResponse,
  type ListingStatus,
  type ListingSummary,
  type Pagination,
} from 'shared-contracts';

const ADMIN_LISTINGS_PAGE_SIZE = 10;
export const LISTINGS_LOAD_ERROR = 'Failed to load listings';

/** The status filter: every status, or one. */
export type ListingStatusFilter = 'all' | ListingStatus;

export interface AdminListingsQuery {
  page: number;
  status: ListingStatusFilter;
  search?: string;
  /** One dealer's listings (its detail page). */
  dealerId?: string;
  limit?: number;
}

/**
 * One row of the admin's list: a full listing, or (status=active without a dealer, which the API
 * answers with the public search) a card-sized summary of a public listing, shown as active.
 */
export type AdminListingRow = ListingSummary & Partial<Listing> & { status: ListingStatus };

export interface AdminListingsPage {
  listings: AdminListingRow[];
  pagination: Pagination;
}

type Row = ListingSearchResponse['data']['listings'][number];
/** The management scope answers full listings (a summary would be the public search's). */
const toRow = (row: Row): AdminListingRow => ('status' in row ? row : { ...row, status: 'active' });

/**
 * GET /api/listings?page&limit&status&search[&dealerId] (spec 1 section 7, admin): every dealer's
 * listings, newest first, always in the management scope (`scope=manage`: full listings, exact
 * count, whatever the status).
 */
async function getAdminListings(q: AdminListingsQuery, signal?: AbortSignal): Promise<AdminListingsPage> {
  const answer = await callApi(
    endpoints.listings.search,
    {
      query: {
        scope: 'manage',
        status: q.status,
        page: q.page,
        limit: q.limit ?? ADMIN_LISTINGS_PAGE_SIZE,
        ...(q.search ? { search: q.search } : {}),
        ...(q.dealerId ? { dealerId: q.dealerId } : {}),
      },
      signal,
    },
    { errors: { toast: false, fallback: LISTINGS_LOAD_ERROR } },
  );
  return { listings: answer.data.listings.map(toRow), pagination: answer.meta.pagination };
}

const adminListingsQueryOptions = (q: AdminListingsQuery) =>
  queryOptions({
    queryKey: ['admin', 'listings', q],
    queryFn: ({ signal }) => getAdminListings(q, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useAdminListings(q: AdminListingsQuery) {
  return useQuery(adminListingsQueryOptions(q));
}
