import useMediaQuery from '@mui/material/useMediaQuery';
import { ConfirmDialog } from 'shared-ui';

export interface DeleteListingDialogProps {
  open: boolean;
  deleting: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/**
 * "Delete this listing" (spec 2 sections 2 and 4): Cancel and "Delete Listing" ("Delete" on
 * small screens, "Deleting..." while it runs, both buttons disabled). The page closes it on
 * success and leaves it open on failure.
 */
export function DeleteListingDialog({ open, deleting, onCancel, onConfirm }: DeleteListingDialogProps) {
  const small = useMediaQuery('(max-width:640px)', { noSsr: true });
  return (
    <ConfirmDialog
      open={open}
      title="Delete this listing"
      message="Are you sure you want to delete the Listing?"
      confirmLabel={small ? 'Delete' : 'Delete Listing'}
      loadingLabel="Deleting..."
      destructive
      loading={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
