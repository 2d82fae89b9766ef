import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import {
  budgetToRange,
  endpoints,
  SEARCH_DEBOUNCE_MS,
  SEARCH_PAGE_SIZE,
  type EndpointQuery,
  type ListingSort,
  type ListingSummary,
  type Pagination,
} from 'shared-contracts';
import { useDebouncedValue } from 'shared-ui';

/** Filters of the public lease search, as they live in the URL. */
export interface ListingSearch {
  make?: string;
  model?: string;
  bodyType?: string;
  /** a budget band value such as "200-300" (see BUDGET_BANDS) */
  budget?: string;
  /** The lease filters, as URL strings (use-listing-search-params parses and checks them). */
  term?: string;
  mileage?: string;
  maxDueAtSigning?: string;
  fuelType?: string;
  minYear?: string;
  maxYear?: string;
  zipCode?: string;
  distance?: string;
  /** only deals flagged as offers (/lease-offers) */
  offers?: boolean;
  sort?: ListingSort;
  page?: number;
  limit?: number;
}

export interface ListingsPage {
  listings: ListingSummary[];
  pagination: Pagination;
}

type ListingsQuery = EndpointQuery<typeof endpoints.listings.search>;

/** Query parameters of GET /api/listings for a public search (always status=active). */
export function listingsQuery(search: ListingSearch): ListingsQuery {
  const params: ListingsQuery = { status: 'active' };
  if (search.make) params.make = search.make;
  if (search.model) params.model = search.model;
  if (search.bodyType) params.bodyType = search.bodyType;
  if (search.budget) {
    const { minPrice, maxPrice } = budgetToRange(search.budget);
    if (minPrice !== undefined) params.minPrice = minPrice;
    if (maxPrice !== undefined) params.maxPrice = maxPrice;
  }
  if (search.term) params.term = Number(search.term);
  if (search.mileage) params.mileage = Number(search.mileage);
  if (search.maxDueAtSigning) params.maxDueAtSigning = Number(search.maxDueAtSigning);
  if (search.fuelType) params.fuelType = search.fuelType as ListingsQuery['fuelType'];
  if (search.minYear) params.minYear = Number(search.minYear);
  if (search.maxYear) params.maxYear = Number(search.maxYear);
  if (search.zipCode) {
    params.zipCode = search.zipCode;
    if (search.distance) params.distance = Number(search.distance);
  }
  if (search.offers) params.offers = 'true';
  params.page = search.page ?? 1;
  params.limit = search.limit ?? SEARCH_PAGE_SIZE;
  if (search.sort) params.sort = search.sort;
  return params;
}

/** GET /api/listings?status=active&... A failure is shown by the page ("We could not load lease deals right now"), not toasted. */
async function getListings(search: ListingSearch, signal?: AbortSignal): Promise<ListingsPage> {
  const { data, meta } = await callApi(
    endpoints.listings.search,
    { query: listingsQuery(search), signal },
    { errors: { toast: false, redirect: false } },
  );
  return { listings: data.listings, pagination: meta.pagination };
}

export const listingsQueryOptions = (search: ListingSearch) => {
  const query = listingsQuery(search);
  return queryOptions({
    queryKey: ['listings', 'search', query],
    queryFn: ({ signal }) => getListings(search, signal),
  });
};

/**
 * Active listings for a search, asked for once the search has stayed the same for `debounceMs`
 * (300 ms on the search page). While the next page or search loads, the previous results stay
 * on screen (`placeholderData`); `isSearching` says the shown results are not yet the asked-for ones.
 */
export function useListings(search: ListingSearch, debounceMs: number = SEARCH_DEBOUNCE_MS) {
  const queryClient = useQueryClient();
  const key = JSON.stringify(listingsQuery(search));
  // The request leaves the moment the search settles; the query below picks it up.
  // Results already in the cache (the server-rendered page's data) show at once, without the wait.
  const cached = queryClient.getQueryData(listingsQueryOptions(search).queryKey) !== undefined;
  const settled = useDebouncedValue(search, debounceMs, {
    key,
    leading: cached,
    onSettle: (value) => void queryClient.prefetchQuery(listingsQueryOptions(value)),
  });
  const result = useQuery({
    ...listingsQueryOptions(settled.value ?? search),
    enabled: settled.value !== undefined,
    placeholderData: keepPreviousData,
  });
  return { ...result, isSearching: !settled.current || result.isPending || result.isPlaceholderData };
}
