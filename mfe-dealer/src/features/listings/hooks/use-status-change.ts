import { notify } from 'shared-auth';
import type { Listing } from 'shared-contracts';
import { useUpdateListingStatus } from '../api/update-listing-status';
import type { StatusAction } from '../listing-status';

/**
 * Pause / Resume: sends the status, toasts what happened ("Listing paused: ..."); a refusal
 * toasts the server's message (update-listing-status.ts). `busyId` is the listing being changed.
 */
export function useStatusChange() {
  const mutation = useUpdateListingStatus();
  const change = (listing: Listing, action: StatusAction) =>
    mutation.mutate({ id: listing.id, status: action.to }, { onSuccess: () => notify(action.done, 'success') });
  return { change, busyId: mutation.isPending ? mutation.variables?.id : undefined };
}
