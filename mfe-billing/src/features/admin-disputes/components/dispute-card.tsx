import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { disputeSubject } from '../dispute-format';
import { DisputeActions, type DisputeActionsProps } from './dispute-actions';
import { DisputeAmount, DisputeDate, DisputeDealer, DisputeLead, DisputeReason } from './dispute-parts';
import { DisputeOutcome } from './dispute-outcome';

/** One dispute on a phone: status and date, dealer and amount, lead, reason, then its actions. */
export function DisputeCard(props: DisputeActionsProps) {
  const d = props.dispute;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={`Dispute from ${disputeSubject(d)}`}
      sx={{ p: 2, display: 'grid', gap: 1.25 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
        <DisputeOutcome dispute={d} />
        <DisputeDate dispute={d} />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
        <DisputeDealer dispute={d} />
        <DisputeAmount dispute={d} />
      </Box>
      <DisputeLead dispute={d} />
      <Box>
        <Typography variant="caption" color="textSecondary" sx={{ fontWeight: 600 }}>
          Reason
        </Typography>
        <DisputeReason dispute={d} />
      </Box>
      {d.status === 'open' && (
        <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
          <DisputeActions {...props} />
        </Box>
      )}
    </Paper>
  );
}
