import type { AdminDealer } from 'shared-contracts';
import { ConfirmDialog } from 'shared-ui';

export interface StopPlanDialogProps {
  dealer: AdminDealer;
  open: boolean;
  stopping: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** What stopping does to this dealer: a trial or a Pro plan ends now, without a refund. */
function consequence(dealer: AdminDealer): string {
  const name = dealer.dealershipName;
  const what =
    dealer.subscription?.status === 'trialing'
      ? `${name}'s free trial ends now`
      : `${name}'s Pro plan ends now, without a refund for the rest of the period`;
  return `${what}. The dealer stops receiving leads, its listings leave the search, and it is told by email.`;
}

/** "Stop Active Plan" asks first: the stop takes effect at once. */
export function StopPlanDialog({ dealer, open, stopping, onCancel, onConfirm }: StopPlanDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Stop Active Plan"
      message={consequence(dealer)}
      confirmLabel="Stop Plan"
      loadingLabel="Stopping..."
      destructive
      loading={stopping}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
