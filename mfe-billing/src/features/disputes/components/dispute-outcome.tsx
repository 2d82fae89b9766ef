import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { DisputeStatus, Payment } from 'shared-contracts';
import { formatUsd } from '../../../shared/lib/money';

const LABELS: Record<DisputeStatus, { label: string; color: 'info' | 'success' | 'error' }> = {
  open: { label: 'Dispute open', color: 'info' },
  accepted: { label: 'Dispute accepted', color: 'success' },
  refused: { label: 'Dispute refused', color: 'error' },
};

/** A disputed charge's dispute: open (under review), accepted (refunded) or refused (with the admin's note). */
export function DisputeOutcome({ payment }: { payment: Payment }) {
  const dispute = payment.dispute;
  if (!dispute) return null;
  const { label, color } = LABELS[dispute.status];
  let text: string;
  if (dispute.status === 'open') text = 'We are reviewing it and will email you the outcome.';
  else if (dispute.status === 'accepted')
    text = `${formatUsd(payment.amount)} refunded${dispute.autoResolved ? ' (accepted automatically)' : ''}.`;
  else text = dispute.resolutionNote ? `Reason: ${dispute.resolutionNote}` : 'The charge stands.';
  return (
    <Box sx={{ mt: 0.75 }}>
      <Chip size="small" variant="outlined" color={color} label={label} />
      <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
    </Box>
  );
}
