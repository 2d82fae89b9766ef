import { useState } from 'react';
import { notify } from 'shared-auth';
import type { Listing } from 'shared-contracts';
import { LISTING_DELETED, useDeleteListing } from '../api/delete-listing';

/**
 * The delete dialog's states (spec 2 section 4): closed, open on Delete, submitting, closed on
 * success ("Listing deleted successfully", then `onDeleted`), left open on failure (toasted).
 */
export function useDeleteListingFlow(onDeleted?: (listing: Listing) => void) {
  const [target, setTarget] = useState<Listing | undefined>(undefined);
  const mutation = useDeleteListing();
  return {
    target,
    ask: setTarget,
    dialog: {
      open: Boolean(target),
      deleting: mutation.isPending,
      onCancel: () => setTarget(undefined),
      onConfirm: () => {
        if (!target) return;
        mutation.mutate(target.id, {
          onSuccess: () => {
            notify(LISTING_DELETED, 'success');
            setTarget(undefined);
            onDeleted?.(target);
          },
        });
      },
    },
  };
}
