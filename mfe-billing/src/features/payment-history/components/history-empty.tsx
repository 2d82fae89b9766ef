import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ReceiptIcon } from 'shared-ui';

export interface HistoryEmptyProps {
  onUpgrade(): void;
  onExplorePlans(): void;
}

/** No payment yet: the spec's 'Upgrade Now' and 'Explore Plans'. */
export function HistoryEmpty({ onUpgrade, onExplorePlans }: HistoryEmptyProps) {
  return (
    <Paper variant="outlined" sx={{ textAlign: 'center', py: 6, px: 2, borderRadius: 3 }}>
      <ReceiptIcon sx={{ fontSize: 44, color: 'text.disabled' }} />
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        No payments yet
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 0.5, maxWidth: 460, mx: 'auto' }}>
        Your Pro fees, lead charges and refunds will be listed here, each with a printable receipt.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap', mt: 3 }}>
        <Button variant="contained" onClick={onUpgrade}>
          Upgrade Now
        </Button>
        <Button variant="outlined" onClick={onExplorePlans}>
          Explore Plans
        </Button>
      </Box>
    </Paper>
  );
}
