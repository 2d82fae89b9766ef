import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Payment } from 'shared-contracts';
import { formatDay } from 'shared-ui';
import { cardLabel } from '../../../shared/lib/card-label';
import type { DisputeSlots } from './dispute-slots';
import { PaymentDescription } from './payment-columns';
import { PaymentStatusChip } from './payment-status-chip';
import { PAYMENT_TYPE_LABELS, paymentAmount } from './payment-text';

/** One payment on a phone: description, amount, status, date, type and card, with the row's actions. */
export function PaymentCard({
  payment,
  disputes,
  actions,
}: {
  payment: Payment;
  disputes: DisputeSlots;
  actions: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PaymentDescription payment={payment} disputes={disputes} />
        </Box>
        <Typography sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}>{paymentAmount(payment)}</Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.25, flexWrap: 'wrap' }}>
        <PaymentStatusChip status={payment.status} />
        <Typography variant="caption" color="textSecondary">
          {[
            formatDay(payment.createdAt),
            PAYMENT_TYPE_LABELS[payment.type],
            payment.card ? cardLabel(payment.card) : undefined,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1, '&:empty': { display: 'none' } }}>
        {actions}
      </Box>
    </Paper>
  );
}
