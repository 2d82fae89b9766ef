import { useEffect } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
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
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<{ reason: string }>({ resolver: zodResolver(rejectListingBodySchema), defaultValues: { reason: '' } });
  useEffect(() => {
    if (title) reset({ reason: '' });
  }, [title, reset]);
  const submit = handleSubmit(({ reason }) => onConfirm(reason));
  const { ref, ...reason } = register('reason');
  return (
    <ConfirmDialog
      open={Boolean(title)}
      title="Reject listing"
      confirmLabel="Reject"
      loadingLabel="Rejecting..."
      destructive
      loading={rejecting}
      onCancel={onCancel}
      onConfirm={() => void submit()}
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
        {...reason}
        inputRef={ref}
        error={Boolean(errors.reason)}
        helperText={errors.reason?.message ?? `${watch('reason').length}/${REJECTION_REASON_MAX_LENGTH}`}
        disabled={rejecting}
      />
    </ConfirmDialog>
  );
}
