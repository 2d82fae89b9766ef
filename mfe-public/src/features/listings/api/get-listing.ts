import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { Listing } from 'shared-contracts';

/** GET /api/listings/{id}: the listing is at body.data. */
export async function getListing(id: string, signal?: AbortSignal): Promise<Listing> {
  const { data: body } = await apiClient.get(`/api/listings/${encodeURIComponent(id)}`, { signal });
  return body.data as Listing;
}

export const listingQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['listings', 'detail', id], queryFn: ({ signal }) => getListing(id, signal) });

export function useListing(id: string) {
  return useQuery(listingQueryOptions(id));
}
