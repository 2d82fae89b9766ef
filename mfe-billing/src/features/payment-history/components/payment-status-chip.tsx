import Chip from '@mui/material/Chip';
import type { PaymentStatus } from 'shared-contracts';

/** Spec 2 section 4: succeeded green, pending yellow, failed red (soft fills, readable text). */
const PAYMENT_STATUS_STYLES: Record<PaymentStatus, { label: string; bg: string; fg: string }> = {
  succeeded: { label: 'Succeeded', bg: '#dcfce7', fg: '#166534' },
  pending: { label: 'Pending', bg: '#fef9c3', fg: '#854d0e' },
  failed: { label: 'Failed', bg: '#fee2e2', fg: '#991b1b' },
};

export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const style = PAYMENT_STATUS_STYLES[status];
  return <Chip size="small" label={style.label} sx={{ bgcolor: style.bg, color: style.fg }} />;
}
