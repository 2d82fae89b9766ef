import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints } from 'shared-contracts';
import type { ListingUpload } from './create-listing';
import { reloadListings } from './listings-cache';

const UPDATE_LISTING_FAILED = 'Failed to update listing';

/**
 * PUT /api/listings/:id (multipart; stored images are sent back by their key): the edited
 * listing waits for approval again. A failure toasts the server message or "Failed to update
 * listing" (spec 1 section 8) and rejects.
 */
async function updateListing({ id, form, onProgress }: ListingUpload & { id: string }) {
  return callApi(
    endpoints.listings.update,
    { params: { id }, body: form, onUploadProgress: onProgress },
    { errors: { fallback: UPDATE_LISTING_FAILED } },
  );
}

/** Saves a listing, then reloads the listings (its detail included) and the dashboard counts. */
export function useUpdateListing() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateListing, onSuccess: () => reloadListings(client) });
}
