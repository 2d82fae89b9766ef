import { useState } from 'react';
import Button from '@mui/material/Button';
import type { Payment } from 'shared-contracts';
import { DisputeDialog } from './dispute-dialog';

/** A succeeded lead charge still inside its dispute window and not disputed yet. */
function isDisputable(payment: Payment, now = new Date()): boolean {
  return (
    payment.status === 'succeeded' &&
    !payment.dispute &&
    Boolean(payment.disputableUntil) &&
    new Date(payment.disputableUntil as string).getTime() > now.getTime()
  );
}

/** The row's "Dispute" button and its dialog. */
export function DisputeAction({ payment }: { payment: Payment }) {
  const [open, setOpen] = useState(false);
  if (!isDisputable(payment)) return null;
  return (
    <>
      <Button size="small" color="warning" onClick={() => setOpen(true)} aria-label={`Dispute ${payment.description}`}>
        Dispute
      </Button>
      <DisputeDialog payment={payment} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
