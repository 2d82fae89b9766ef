import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints } from 'shared-contracts';
import { listingDetailQueryKey } from 'shared-ui';
import { reloadListings } from './listings-cache';

export const DELETE_LISTING_FAILED = 'Failed to delete listing';
export const LISTING_DELETED = 'Listing deleted successfully';

/** DELETE /api/listings/:id (the listing and its images). A failure toasts the server message and rejects. */
export async function deleteListing(id: string): Promise<void> {
  await callApi(endpoints.listings.remove, { params: { id } }, { errors: { fallback: DELETE_LISTING_FAILED } });
}

export function useDeleteListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: listingDetailQueryKey(id) });
      return reloadListings(client);
    },
  });
}
