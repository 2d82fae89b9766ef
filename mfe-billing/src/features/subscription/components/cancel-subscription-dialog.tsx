import { ConfirmDialog, formatDate } from 'shared-ui';
import { useCancelSubscription } from '../api/cancel-subscription';

export interface CancelSubscriptionDialogProps {
  open: boolean;
  /** The end of the paid period (ISO): Pro stays active until then. */
  activeUntil: string | null | undefined;
  onClose(): void;
}

/** Cancel Subscription: no reason; Pro stays active until the end of the paid period, no refund. */
export function CancelSubscriptionDialog({ open, activeUntil, onClose }: CancelSubscriptionDialogProps) {
  const cancel = useCancelSubscription();
  const until = formatDate(activeUntil);
  return (
    <ConfirmDialog
      open={open}
      title="Cancel Subscription"
      message={`Your Pro plan stays active ${until ? `until ${until}` : 'until the end of the billing cycle'} and you will not be charged again. There are no refunds for partial months.`}
      confirmLabel="Cancel Subscription"
      loadingLabel="Cancelling..."
      cancelLabel="Keep Pro"
      destructive
      loading={cancel.isPending}
      onConfirm={() => void cancel.mutateAsync().then(onClose, () => undefined)}
      onCancel={onClose}
    />
  );
}
