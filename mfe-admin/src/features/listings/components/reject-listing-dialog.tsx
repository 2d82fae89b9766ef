import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REJECTION_REASON_MAX_LENGTH, rejectListingBodySchema } from 'shared-contracts';
import { ConfirmDialog, useLastDefined } from 'shared-ui';

export interface RejectListingDialogProps {
  /** The listing's title while the dialog is open. */
  title: string | undefined;
  rejecting: boolean;
  onCancel(): void;
  onConfirm(reason: string): void;
}

/**
 * "Reject listing": a required reason (1-1000 characters, several lines) that is mailed to the
 * dealer; the server's rule and messages (shared-contracts rejectListingBodySchema).
 */
export function RejectListingDialog({ title, rejecting, onCancel, onConfirm }: RejectListingDialogProps) {
  const shown = useLastDefined(title);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (title) {
      setReason('');
      setError(undefined);
    }
  }, [title]);
  const submit = () => {
    const parsed = rejectListingBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    onConfirm(parsed.data.reason);
  };
  return (
    <ConfirmDialog
      open={Boolean(title)}
      title="Reject listing"
      confirmLabel="Reject"
      loadingLabel="Rejecting..."
      destructive
      loading={rejecting}
      onCancel={onCancel}
      onConfirm={submit}
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {shown} leaves the site. The dealer is told the reason by email and can edit the listing to send it for review
        again.
      </Typography>
      <TextField
        label="Reason"
        required
        multiline
        minRows={4}
        fullWidth
        autoFocus
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          if (error) setError(undefined);
        }}
        error={Boolean(error)}
        helperText={error ?? `${reason.length}/${REJECTION_REASON_MAX_LENGTH}`}
        disabled={rejecting}
      />
    </ConfirmDialog>
  );
}
