import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type Listing } from 'shared-contracts';

/** Every cached listing detail starts with this key (a listing command invalidates it). */
export const listingDetailQueryKey = (id: string) => ['listings', 'detail', id] as const;

/**
 * GET /api/listings/{id}: the public deal page, and the dealer's own listing (any status).
 * No toast, no redirect: each page says "Listing not found" or offers to try again (ApiError.status).
 */
export async function getListing(id: string, signal?: AbortSignal): Promise<Listing> {
  const { data } = await callApi(
    endpoints.listings.byId,
    { params: { id }, signal },
    { errors: { toast: false, redirect: false } },
  );
  return data;
}

export const listingQueryOptions = (id: string) =>
  queryOptions({ queryKey: listingDetailQueryKey(id), queryFn: ({ signal }) => getListing(id, signal) });

/** One listing (deal page, dealer listing detail, listing editor). */
export function useListing(id: string) {
  return useQuery(listingQueryOptions(id));
}
