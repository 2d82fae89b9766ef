import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints } from 'shared-contracts';
import { reloadListings } from './listings-cache';

const REJECT_LISTING_FAILED = 'Failed to reject listing';

/**
 * PUT /api/admin/listings/:id/reject with { reason }: the listing leaves the site and its dealer
 * is mailed the reason. A failure toasts the server message and rejects (the dialog stays open).
 */
async function rejectListing({ id, reason }: { id: string; reason: string }): Promise<string> {
  const { message } = await callApi(
    endpoints.admin.rejectListing,
    { params: { id }, body: { reason } },
    { errors: { fallback: REJECT_LISTING_FAILED } },
  );
  return message;
}

export function useRejectListing() {
  const client = useQueryClient();
  return useMutation({ mutationFn: rejectListing, onSuccess: () => reloadListings(client) });
}
