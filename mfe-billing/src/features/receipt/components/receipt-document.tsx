import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Receipt } from 'shared-contracts';
import { formatDay, formatTime } from 'shared-ui';
import { cardLabel } from '../../../shared/lib/card-label';
import { formatUsd } from '../../../shared/lib/money';

const TYPE_LABELS = { subscription: 'Pro subscription', lead: 'Lead charge', refund: 'Refund' } as const;

function addressLines(dealer: Receipt['dealer']): string[] {
  const cityLine = [dealer.city, [dealer.state, dealer.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [dealer.address ?? '', cityLine].filter(Boolean);
}

/** The receipt itself: who paid whom, when, for what, with which card, and the total. */
export function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const { payment, dealer, seller } = receipt;
  const refund = payment.type === 'refund';
  const total = refund ? `−${formatUsd(payment.amount)}` : formatUsd(payment.amount);
  return (
    <Paper
      data-print="sheet"
      variant="outlined"
      component="article"
      aria-label={`Receipt ${receipt.receiptNumber}`}
      sx={{ p: { xs: 2.5, sm: 5 }, borderRadius: 3, maxWidth: 820, mx: 'auto' }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h4" component="h1">
            {refund ? 'Refund receipt' : 'Receipt'}
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 0.5 }}>
            {seller.name} · {seller.email}
          </Typography>
        </Box>
        <Box
          component="dl"
          sx={{
            m: 0,
            textAlign: { sm: 'right' },
            '& dt': { color: 'text.secondary', fontSize: 13 },
            '& dd': { m: 0, mb: 1, fontWeight: 600 },
          }}
        >
          <dt>Receipt number</dt>
          <dd>{receipt.receiptNumber}</dd>
          <dt>Date</dt>
          <dd>
            {formatDay(payment.createdAt)}, {formatTime(payment.createdAt)}
          </dd>
        </Box>
      </Box>
      {payment.status !== 'succeeded' && (
        <Alert severity={payment.status === 'failed' ? 'error' : 'warning'} sx={{ mt: 2 }}>
          {payment.status === 'failed'
            ? `This payment failed${payment.failureMessage ? ` (${payment.failureMessage.replace(/\.$/, '')})` : ''}. No money was taken.`
            : 'This payment is still pending.'}
        </Alert>
      )}
      <Divider sx={{ my: 3 }} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Box>
          <Typography variant="overline" color="textSecondary">
            Billed to
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{dealer.dealershipName}</Typography>
          {addressLines(dealer).map((line) => (
            <Typography key={line}>{line}</Typography>
          ))}
          <Typography color="textSecondary">{dealer.email}</Typography>
        </Box>
        <Box>
          <Typography variant="overline" color="textSecondary">
            Paid with
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{payment.card ? cardLabel(payment.card) : 'Card on file'}</Typography>
        </Box>
      </Box>
      <Table aria-label="Items" sx={{ mt: 4, '& th': { fontWeight: 700 } }}>
        <TableHead>
          <TableRow>
            <TableCell>Description</TableCell>
            <TableCell>Type</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>{payment.description}</TableCell>
            <TableCell>{TYPE_LABELS[payment.type]}</TableCell>
            <TableCell align="right">{total}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={2} sx={{ fontWeight: 800, borderBottom: 0 }}>
              Total {refund ? 'refunded' : 'paid'} (USD)
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 800, fontSize: '1.125rem', borderBottom: 0 }}>
              {total}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 4 }}>
        Questions about this {refund ? 'refund' : 'charge'}? Write to {seller.email} with the receipt number.
      </Typography>
    </Paper>
  );
}
