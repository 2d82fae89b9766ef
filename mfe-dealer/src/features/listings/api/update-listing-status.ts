import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type ListingStatus } from 'shared-contracts';
import { reloadListings } from './listings-cache';

const UPDATE_STATUS_FAILED = 'Failed to update listing status';

/**
 * PUT /api/listings/:id/status with { status }: a dealer pauses an active listing or resumes a
 * paused one; the server refuses other changes with its message, which is toasted (or
 * "Failed to update listing status"). Resolves to the server's sentence.
 */
async function updateListingStatus({ id, status }: { id: string; status: ListingStatus }): Promise<string> {
  const { message } = await callApi(
    endpoints.listings.updateStatus,
    { params: { id }, body: { status } },
    { errors: { fallback: UPDATE_STATUS_FAILED } },
  );
  return message;
}

/** Changes a listing's status, then reloads the listings and the dashboard counts. */
export function useUpdateListingStatus() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateListingStatus, onSuccess: () => reloadListings(client) });
}
