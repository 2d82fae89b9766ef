import type { ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { CardForm } from './card-form';

export interface CardFormDialogProps {
  open: boolean;
  title: string;
  /** A sentence above the form (why a card is asked for). */
  intro?: ReactNode;
  submitLabel?: string;
  onSaved(paymentMethodId: string): void;
  onClose(): void;
}

/**
 * The card form in a dialog; a new setup secret each time it opens (the form mounts with it).
 * Only its Cancel button closes it (disabled while the card is being confirmed): a stray click
 * or Escape must not drop a card setup half way.
 */
export function CardFormDialog({ open, title, intro, submitLabel, onSaved, onClose }: CardFormDialogProps) {
  return (
    <Dialog open={open} maxWidth="sm" fullWidth aria-labelledby="card-form-title">
      <DialogTitle id="card-form-title" sx={{ fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <DialogContent>
        {intro && (
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            {intro}
          </Typography>
        )}
        {open && <CardForm submitLabel={submitLabel} onSaved={onSaved} onCancel={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
