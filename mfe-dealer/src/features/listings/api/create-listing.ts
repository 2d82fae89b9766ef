import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints } from 'shared-contracts';
import { reloadListings } from './listings-cache';

const CREATE_LISTING_FAILED = 'Failed to submit listing';

export interface ListingUpload {
  /** The wizard's multipart body (shared-contracts buildListingFormData). */
  form: FormData;
  /** Upload progress in percent. */
  onProgress?(percent: number): void;
}

/**
 * POST /api/listings (multipart): the new listing, pending until an admin approves it. A
 * failure toasts the server message or "Failed to submit listing" (spec 1 section 8) and rejects.
 */
async function createListing({ form, onProgress }: ListingUpload) {
  return callApi(
    endpoints.listings.create,
    { body: form, onUploadProgress: onProgress },
    { errors: { fallback: CREATE_LISTING_FAILED } },
  );
}

/** Adds a listing, then reloads the listings and the dashboard counts. */
export function useCreateListing() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createListing, onSuccess: () => reloadListings(client) });
}
