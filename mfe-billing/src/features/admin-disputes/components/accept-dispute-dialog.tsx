import Typography from '@mui/material/Typography';
import type { AdminDispute } from 'shared-contracts';
import { ConfirmDialog, useLastDefined } from 'shared-ui';
import { formatUsd } from '../../../shared/lib/money';

export interface AcceptDisputeDialogProps {
  /** The dispute while the dialog is open. */
  dispute: AdminDispute | undefined;
  accepting: boolean;
  onCancel(): void;
  onConfirm(dispute: AdminDispute): void;
}

/** Accepting refunds the lead charge through the payment provider: the admin confirms the amount and the dealer. */
export function AcceptDisputeDialog({ dispute, accepting, onCancel, onConfirm }: AcceptDisputeDialogProps) {
  const shown = useLastDefined(dispute);
  return (
    <ConfirmDialog
      open={Boolean(dispute)}
      title="Accept dispute"
      message={shown ? `Refund ${formatUsd(shown.payment.amount)} to ${shown.dealer.dealershipName}?` : undefined}
      confirmLabel="Accept and refund"
      loadingLabel="Refunding..."
      loading={accepting}
      onCancel={onCancel}
      onConfirm={() => dispute && onConfirm(dispute)}
    >
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
        The lead charge is refunded to the dealer&apos;s card, shows in its Payment History, and the dealer is told by
        email.
      </Typography>
    </ConfirmDialog>
  );
}
