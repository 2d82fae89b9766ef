import { apiClient } from 'shared-auth';
import type { Listing } from 'shared-contracts';

/** GET /api/listings/{id}: the listing is at body.data. */
export async function getListing(id: string, signal?: AbortSignal): Promise<Listing> {
  const { data: body } = await apiClient.get(`/api/listings/${encodeURIComponent(id)}`, { signal });
  return body.data as Listing;
}
