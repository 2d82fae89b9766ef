import { DISPUTE_NOTE_MAX_LENGTH, resolveDisputeBodySchema, type AdminDispute } from 'shared-contracts';
import { ReasonDialog } from 'shared-ui';
import { formatUsd } from '../../../shared/lib/money';

export interface RefuseDisputeDialogProps {
  /** The dispute while the dialog is open. */
  dispute: AdminDispute | undefined;
  refusing: boolean;
  onCancel(): void;
  onConfirm(dispute: AdminDispute, note: string): void;
}

const body = (note: string) => ({ decision: 'refused', note });

/**
 * Refusing needs a note for the dealer (1-1000 characters, several lines), checked with the
 * API's own schema and messages before anything is sent.
 */
export function RefuseDisputeDialog({ dispute, refusing, onCancel, onConfirm }: RefuseDisputeDialogProps) {
  return (
    <ReasonDialog
      subject={dispute}
      title="Refuse dispute"
      confirmLabel="Refuse"
      loadingLabel="Refusing..."
      label="Note"
      maxLength={DISPUTE_NOTE_MAX_LENGTH}
      schema={resolveDisputeBodySchema}
      body={body}
      field="note"
      describe={(shown) =>
        `The ${formatUsd(shown.payment.amount)} charge stays with ${shown.dealer.dealershipName}. Your note is emailed to the dealer.`
      }
      busy={refusing}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
