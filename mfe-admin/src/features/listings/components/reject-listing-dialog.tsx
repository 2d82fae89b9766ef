import { REJECTION_REASON_MAX_LENGTH, rejectListingBodySchema } from 'shared-contracts';
import { ReasonDialog } from 'shared-ui';

export interface RejectListingDialogProps {
  /** The listing's title while the dialog is open. */
  title: string | undefined;
  rejecting: boolean;
  onCancel(): void;
  onConfirm(reason: string): void;
}

const body = (reason: string) => ({ reason });

/**
 * "Reject listing": a required reason (1-1000 characters, several lines) that is mailed to the
 * dealer; the server's rule and messages (shared-contracts rejectListingBodySchema).
 */
export function RejectListingDialog({ title, rejecting, onCancel, onConfirm }: RejectListingDialogProps) {
  return (
    <ReasonDialog
      subject={title}
      title="Reject listing"
      confirmLabel="Reject"
      loadingLabel="Rejecting..."
      label="Reason"
      maxLength={REJECTION_REASON_MAX_LENGTH}
      schema={rejectListingBodySchema}
      body={body}
      field="reason"
      describe={(shown) =>
        `${shown} leaves the site. The dealer is told the reason by email and can edit the listing to send it for review again.`
      }
      busy={rejecting}
      onCancel={onCancel}
      onConfirm={(_, reason) => onConfirm(reason)}
    />
  );
}
