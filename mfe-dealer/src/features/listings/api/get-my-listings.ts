import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import {
  endpoints,
  type Listing,
  type ListingSearchResponse,
  type ListingStatus,
  type Pagination,
} from 'shared-contracts';

/** 12 cards fill whole rows of 2, 3 or 4 in the gallery view. */
const LISTINGS_PAGE_SIZE = 12;
export const LISTINGS_LOAD_ERROR = 'Failed to load listings';

/** The status filter: every status, or one. */
export type ListingStatusFilter = 'all' | ListingStatus;

export interface MyListingsQuery {
  /** The dealer's id (GET /api/dealers/profile): with it the API answers the management scope. */
  dealerId: string;
  page: number;
  status: ListingStatusFilter;
  search?: string;
}

export interface MyListingsPage {
  listings: Listing[];
  pagination: Pagination;
}

type Row = ListingSearchResponse['data']['listings'][number];
/** The management scope answers full listings (the public search answers summaries without a status). */
const isFullListing = (row: Row): row is Listing => 'status' in row;

/**
 * GET /api/listings with dealerId, status, search, page and limit (spec 2 section 7): one page
 * of the signed-in dealer's own listings, any status, newest first. The dealerId is what makes
 * the API answer the management scope for status=active too (without it, active means the
 * public search); the API scopes a dealer to its own listings whatever id is sent.
 */
async function getMyListings(q: MyListingsQuery, signal?: AbortSignal): Promise<MyListingsPage> {
  const answer = await callApi(
    endpoints.listings.search,
    {
      query: {
        dealerId: q.dealerId,
        status: q.status,
        page: q.page,
        limit: LISTINGS_PAGE_SIZE,
        ...(q.search ? { search: q.search } : {}),
      },
      signal,
    },
    { errors: { toast: false, fallback: LISTINGS_LOAD_ERROR } },
  );
  return { listings: answer.data.listings.filter(isFullListing), pagination: answer.meta.pagination };
}

const myListingsQueryOptions = (q: MyListingsQuery) =>
  queryOptions({
    queryKey: ['dealer', 'listings', q],
    queryFn: ({ signal }) => getMyListings(q, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

/** The dealer's listings; waits for the dealer id. */
export function useMyListings(q: Omit<MyListingsQuery, 'dealerId'> & { dealerId: string | undefined }) {
  const { dealerId } = q;
  return useQuery({ ...myListingsQueryOptions({ ...q, dealerId: dealerId ?? '' }), enabled: Boolean(dealerId) });
}
