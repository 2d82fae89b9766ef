import { useState } from 'react';
import { ApiError, notify } from 'shared-auth';
import { useApproveDealer } from '../api/approve-dealer';
import { DELETE_DEALER_FAILED, useDeleteDealer } from '../api/delete-dealer';
import { useSuspendDealer } from '../api/suspend-dealer';

export interface DealerTarget {
  id: string;
  dealershipName: string;
}

/**
 * Approve (at once), suspend (confirmation: its listings are hidden and its sessions end) and
 * delete (confirmation; a refusal such as the 409 for billing history shows in the dialog).
 */
export function useDealerCommands(onDeleted?: (dealer: DealerTarget) => void) {
  const approve = useApproveDealer();
  const suspend = useSuspendDealer();
  const remove = useDeleteDealer();
  const [suspending, setSuspending] = useState<DealerTarget | undefined>(undefined);
  const [deleting, setDeleting] = useState<DealerTarget | undefined>(undefined);
  const [deleteError, setDeleteError] = useState<string | undefined>(undefined);
  return {
    approve: (dealer: DealerTarget) =>
      approve.mutate(dealer.id, { onSuccess: (message) => notify(message, 'success') }),
    approvingId: approve.isPending ? approve.variables : undefined,
    askSuspend: setSuspending,
    askDelete: (dealer: DealerTarget) => {
      setDeleteError(undefined);
      setDeleting(dealer);
    },
    suspendDialog: {
      open: Boolean(suspending),
      title: `Suspend ${suspending?.dealershipName ?? 'dealer'}?`,
      message:
        'Its listings are hidden from the site at once, it receives no new leads, and every session of its account ends. You can approve it again later.',
      confirmLabel: 'Suspend',
      loadingLabel: 'Suspending...',
      destructive: true,
      loading: suspend.isPending,
      onCancel: () => setSuspending(undefined),
      onConfirm: () => {
        if (!suspending) return;
        suspend.mutate(suspending.id, {
          onSuccess: (message) => {
            notify(message, 'success');
            setSuspending(undefined);
          },
        });
      },
    },
    deleteDialog: {
      open: Boolean(deleting),
      title: `Delete ${deleting?.dealershipName ?? 'dealer'}?`,
      message:
        "The dealer's account, listings, photos, leads and enquiries are removed for good. This action cannot be undone.",
      error: deleteError,
      confirmLabel: 'Delete',
      loadingLabel: 'Deleting...',
      destructive: true,
      loading: remove.isPending,
      onCancel: () => setDeleting(undefined),
      onConfirm: () => {
        if (!deleting) return;
        const target = deleting;
        setDeleteError(undefined);
        remove.mutate(target.id, {
          onSuccess: (message) => {
            notify(message, 'success');
            setDeleting(undefined);
            onDeleted?.(target);
          },
          onError: (error) => setDeleteError(error instanceof ApiError ? error.message : DELETE_DEALER_FAILED),
        });
      },
    },
  };
}

export type DealerCommands = ReturnType<typeof useDealerCommands>;
