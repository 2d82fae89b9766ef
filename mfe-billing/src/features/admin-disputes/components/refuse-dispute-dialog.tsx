import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { resolveDisputeBodySchema, type AdminDispute } from 'shared-contracts';
import { ConfirmDialog, useLastDefined } from 'shared-ui';
import { formatUsd } from '../../../lib/money';

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
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (dispute) {
      setNote('');
      setError(undefined);
    }
  }, [dispute]);
  const submit = () => {
    if (!dispute) return;
    const parsed = resolveDisputeBodySchema.safeParse({ decision: 'refused', note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    onConfirm(dispute, parsed.data.note ?? '');
  };
  return (
    <ConfirmDialog
      open={Boolean(dispute)}
      title="Refuse dispute"
      confirmLabel="Refuse"
      loadingLabel="Refusing..."
      destructive
      loading={refusing}
      onCancel={onCancel}
      onConfirm={submit}
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
        value={note}
        onChange={(e) => {
          setNote(e.target.value);
          if (error) setError(undefined);
        }}
        error={Boolean(error)}
        helperText={error ?? `${note.length}/${NOTE_MAX_LENGTH}`}
        disabled={refusing}
      />
    </ConfirmDialog>
  );
}
