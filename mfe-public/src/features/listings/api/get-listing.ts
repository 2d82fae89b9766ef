import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type Listing } from 'shared-contracts';

/** GET /api/listings/{id}. No toast, no redirect: the page says "Listing not found" or offers to try again (ApiError.status). */
export async function getListing(id: string, signal?: AbortSignal): Promise<Listing> {
  const { data } = await callApi(endpoints.listings.byId, { params: { id }, signal }, { errors: { toast: false, redirect: false } });
  return data;
}

export const listingQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['listings', 'detail', id], queryFn: ({ signal }) => getListing(id, signal) });

export function useListing(id: string) {
  return useQuery(listingQueryOptions(id));
}
