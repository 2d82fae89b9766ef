import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Payment } from 'shared-contracts';
import { type DataTableColumn, formatDay, formatTime } from 'shared-ui';
import { cardLabel } from '../../../shared/lib/card-label';
import type { DisputeSlots } from './dispute-slots';
import { PaymentStatusChip } from './payment-status-chip';
import { PAYMENT_TYPE_LABELS, paymentAmount } from './payment-text';

/** The description with a failed payment's reason and the dispute's outcome under it. */
export function PaymentDescription({ payment, disputes }: { payment: Payment; disputes: DisputeSlots }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {payment.description}
      </Typography>
      {payment.status === 'failed' && payment.failureMessage && (
        <Typography variant="body2" color="error" sx={{ mt: 0.25 }}>
          {payment.failureMessage}
        </Typography>
      )}
      {disputes.outcome(payment)}
    </Box>
  );
}

/** Date, description, type, amount, status and card of a payment. */
export function paymentColumns(disputes: DisputeSlots): DataTableColumn<Payment>[] {
  return [
    {
      key: 'createdAt',
      header: 'Date',
      render: (p) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <Typography variant="body2">{formatDay(p.createdAt)}</Typography>
          <Typography variant="caption" color="textSecondary">
            {formatTime(p.createdAt)}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'description',
      header: 'Description',
      render: (p) => <PaymentDescription payment={p} disputes={disputes} />,
    },
    { key: 'type', header: 'Type', render: (p) => PAYMENT_TYPE_LABELS[p.type] },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      render: (p) => (
        <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {paymentAmount(p)}
        </Typography>
      ),
    },
    { key: 'status', header: 'Status', render: (p) => <PaymentStatusChip status={p.status} /> },
    {
      key: 'card',
      header: 'Card',
      render: (p) => (
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }} color={p.card ? 'text.primary' : 'text.secondary'}>
          {p.card ? cardLabel(p.card) : '—'}
        </Typography>
      ),
    },
  ];
}
