import { apiClient } from 'shared-auth';
import { budgetToRange, SEARCH_PAGE_SIZE, type ListingSort, type ListingSummary, type Pagination } from 'shared-contracts';

/** Filters of the public lease search, as they live in the URL. */
export interface ListingSearch {
  make?: string;
  model?: string;
  bodyType?: string;
  /** a budget band value such as "200-300" (see BUDGET_BANDS) */
  budget?: string;
  sort?: ListingSort;
  page?: number;
  limit?: number;
}

export interface ListingsPage {
  listings: ListingSummary[];
  pagination: Pagination;
}

/** Query parameters of GET /api/listings for a public search (always status=active). */
export function listingsQuery(search: ListingSearch): Record<string, string | number> {
  const params: Record<string, string | number> = { status: 'active' };
  if (search.make) params.make = search.make;
  if (search.model) params.model = search.model;
  if (search.bodyType) params.bodyType = search.bodyType;
  if (search.budget) {
    const { minPrice, maxPrice } = budgetToRange(search.budget);
    if (minPrice !== undefined) params.minPrice = minPrice;
    if (maxPrice !== undefined) params.maxPrice = maxPrice;
  }
  params.page = search.page ?? 1;
  params.limit = search.limit ?? SEARCH_PAGE_SIZE;
  if (search.sort) params.sort = search.sort;
  return params;
}

/** GET /api/listings?status=active&... */
export async function getListings(search: ListingSearch, signal?: AbortSignal): Promise<ListingsPage> {
  const { data: body } = await apiClient.get('/api/listings', { params: listingsQuery(search), signal });
  const listings = (body?.data?.listings ?? []) as ListingSummary[];
  const limit = search.limit ?? SEARCH_PAGE_SIZE;
  const pagination = (body?.meta?.pagination ?? { page: search.page ?? 1, limit, total: listings.length, totalPages: 1 }) as Pagination;
  return { listings, pagination };
}
