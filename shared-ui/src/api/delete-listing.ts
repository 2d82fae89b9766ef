import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints } from 'shared-contracts';
import { listingDetailQueryKey } from './get-listing';

export const DELETE_LISTING_FAILED = 'Failed to delete listing';
export const LISTING_DELETED = 'Listing deleted successfully';

/**
 * DELETE /api/listings/:id (the listing and its images). A failure toasts the server message or
 * "Failed to delete listing" (spec 2 section 8) and rejects; the dialog stays open.
 */
export async function deleteListing(id: string): Promise<void> {
  await callApi(endpoints.listings.remove, { params: { id } }, { errors: { fallback: DELETE_LISTING_FAILED } });
}

/** Deletes a listing (dealer or admin), then `reload`s the app's listing queries. */
export function useDeleteListing(reload: (client: QueryClient) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: (_, id) => {
      // The deleted listing's detail is not asked for again (it would answer 404).
      client.removeQueries({ queryKey: listingDetailQueryKey(id) });
      return reload(client);
    },
  });
}
