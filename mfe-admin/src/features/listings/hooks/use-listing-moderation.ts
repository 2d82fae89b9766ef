import { listingTitle } from 'shared-ui';
import { useState } from 'react';
import { notify } from 'shared-auth';
import { useApproveListing } from '../api/approve-listing';
import { LISTING_DELETED, useDeleteListing } from '../api/delete-listing';
import type { AdminListingRow } from '../api/get-admin-listings';
import { useRejectListing } from '../api/reject-listing';

type Target = Pick<AdminListingRow, 'id' | 'year' | 'make' | 'model'>;

/**
 * Approve (at once, toasting the server's sentence), reject (dialog with a reason) and delete
 * (confirmation) of listings; a failure toasts the server message and leaves its dialog open.
 */
export function useListingModeration(onDeleted?: (listing: Target) => void) {
  const approve = useApproveListing();
  const reject = useRejectListing();
  const remove = useDeleteListing();
  const [rejecting, setRejecting] = useState<Target | undefined>(undefined);
  const [deleting, setDeleting] = useState<Target | undefined>(undefined);
  return {
    approve: (listing: Target) => approve.mutate(listing.id, { onSuccess: (message) => notify(message, 'success') }),
    approvingId: approve.isPending ? approve.variables : undefined,
    askReject: setRejecting,
    askDelete: setDeleting,
    rejectDialog: {
      title: rejecting ? listingTitle(rejecting) : undefined,
      rejecting: reject.isPending,
      onCancel: () => setRejecting(undefined),
      onConfirm: (reason: string) => {
        if (!rejecting) return;
        reject.mutate(
          { id: rejecting.id, reason },
          {
            onSuccess: (message) => {
              notify(message, 'success');
              setRejecting(undefined);
            },
          },
        );
      },
    },
    deleteDialog: {
      open: Boolean(deleting),
      title: 'Delete listing?',
      message: deleting
        ? `${listingTitle(deleting)} and its photos are removed for good. This action cannot be undone.`
        : undefined,
      confirmLabel: 'Delete',
      loadingLabel: 'Deleting...',
      destructive: true,
      loading: remove.isPending,
      onCancel: () => setDeleting(undefined),
      onConfirm: () => {
        if (!deleting) return;
        const target = deleting;
        remove.mutate(target.id, {
          onSuccess: () => {
            notify(LISTING_DELETED, 'success');
            setDeleting(undefined);
            onDeleted?.(target);
          },
        });
      },
    },
  };
}

export type ListingModeration = ReturnType<typeof useListingModeration>;
