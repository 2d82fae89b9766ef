import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints } from 'shared-contracts';
import { reloadListings } from './listings-cache';

const CREATE_LISTING_FAILED = 'Failed to submit listing';

interface AdminListingUpload {
  /** The wizard's multipart body (shared-contracts buildListingFormData). */
  form: FormData;
  /** The dealer the new listing belongs to (appended as `dealerId`). */
  dealerId: string;
  onProgress?(percent: number): void;
}

/**
 * POST /api/listings (multipart) with the chosen dealer's `dealerId`: the new listing, pending
 * until approved. A failure toasts the server message or "Failed to submit listing" and rejects.
 */
async function createListing({ form, dealerId, onProgress }: AdminListingUpload) {
  form.append('dealerId', dealerId);
  return callApi(
    endpoints.listings.create,
    { body: form, onUploadProgress: onProgress },
    { errors: { fallback: CREATE_LISTING_FAILED } },
  );
}

export function useCreateListing() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createListing, onSuccess: () => reloadListings(client) });
}
