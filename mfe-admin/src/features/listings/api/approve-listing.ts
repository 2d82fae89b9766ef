import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints } from 'shared-contracts';
import { reloadListings } from './listings-cache';

const APPROVE_LISTING_FAILED = 'Failed to approve listing';

/**
 * PUT /api/admin/listings/:id/approve: a pending (or rejected) listing becomes active. A refusal
 * (409 "Listing is already approved"...) toasts the server message. Resolves to its sentence.
 */
async function approveListing(id: string): Promise<string> {
  const { message } = await callApi(
    endpoints.admin.approveListing,
    { params: { id } },
    { errors: { fallback: APPROVE_LISTING_FAILED } },
  );
  return message;
}

export function useApproveListing() {
  const client = useQueryClient();
  return useMutation({ mutationFn: approveListing, onSuccess: () => reloadListings(client) });
}
