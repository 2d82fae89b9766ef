import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints } from 'shared-contracts';
import { reloadListings } from './listings-cache';

const UPDATE_LISTING_FAILED = 'Failed to update listing';

/**
 * PUT /api/listings/:id (multipart; stored images sent back by their key): an admin's edit keeps
 * the listing's status. A failure toasts the server message or "Failed to update listing" and rejects.
 */
async function updateListing({
  id,
  form,
  onProgress,
}: {
  id: string;
  form: FormData;
  onProgress?(percent: number): void;
}) {
  return callApi(
    endpoints.listings.update,
    { params: { id }, body: form, onUploadProgress: onProgress },
    { errors: { fallback: UPDATE_LISTING_FAILED } },
  );
}

export function useUpdateListing() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateListing, onSuccess: () => reloadListings(client) });
}
