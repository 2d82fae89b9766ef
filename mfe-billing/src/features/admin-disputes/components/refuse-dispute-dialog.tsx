import { useEffect } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { resolveDisputeBodySchema, type AdminDispute, type ResolveDisputeBody } from 'shared-contracts';
import { ConfirmDialog, useLastDefined } from 'shared-ui';
import { formatUsd } from '../../../shared/lib/money';

/** The API's limit (shared-contracts resolveDisputeBodySchema). */
const NOTE_MAX_LENGTH = 1000;

export interface RefuseDisputeDialogProps {
  /** The dispute while the dialog is open. */
  dispute: AdminDispute | undefined;
  refusing: boolean;
  onCancel(): void;
  onConfirm(dispute: AdminDispute, note: string): void;
}

/**
 * Refusing needs a note for the dealer (1-1000 characters, several lines), checked with the
 * API's own schema and messages before anything is sent.
 */
export function RefuseDisputeDialog({ dispute, refusing, onCancel, onConfirm }: RefuseDisputeDialogProps) {
  const shown = useLastDefined(dispute);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<ResolveDisputeBody>({
    resolver: zodResolver(resolveDisputeBodySchema),
    defaultValues: { decision: 'refused', note: '' },
  });
  useEffect(() => {
    if (dispute) reset({ decision: 'refused', note: '' });
  }, [dispute, reset]);
  const submit = handleSubmit(({ note }) => {
    if (dispute) onConfirm(dispute, note ?? '');
  });
  const { ref, ...noteField } = register('note');
  return (
    <ConfirmDialog
      open={Boolean(dispute)}
      title="Refuse dispute"
      confirmLabel="Refuse"
      loadingLabel="Refusing..."
      destructive
      loading={refusing}
      onCancel={onCancel}
      onConfirm={() => void submit()}
    >
      {shown && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {`The ${formatUsd(shown.payment.amount)} charge stays with ${shown.dealer.dealershipName}. Your note is emailed to the dealer.`}
        </Typography>
      )}
      <TextField
        label="Note"
        required
        multiline
        minRows={4}
        fullWidth
        autoFocus
        {...noteField}
        inputRef={ref}
        error={Boolean(errors.note)}
        helperText={errors.note?.message ?? `${(watch('note') ?? '').length}/${NOTE_MAX_LENGTH}`}
        disabled={refusing}
      />
    </ConfirmDialog>
  );
}
