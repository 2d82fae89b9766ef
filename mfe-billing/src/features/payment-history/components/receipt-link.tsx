import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import type { Payment } from 'shared-contracts';
import { ReceiptIcon } from 'shared-ui';

/** "Receipt" of a succeeded payment (its printable page). */
export function ReceiptLink({ payment, to }: { payment: Payment; to: string }) {
  if (payment.status !== 'succeeded') return null;
  return (
    <Button
      component={RouterLink}
      to={to}
      size="small"
      startIcon={<ReceiptIcon />}
      aria-label={`Receipt for ${payment.description}`}
    >
      Receipt
    </Button>
  );
}
