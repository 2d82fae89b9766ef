import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CloudOffIcon, RefreshIcon } from 'shared-ui';

/** An area whose remote could not be loaded: what happened, and Retry (remote-area.tsx). */
export function RemoteUnavailable({ label, onRetry }: { label: string; onRetry(): void }) {
  return (
    <Box sx={{ py: { xs: 4, sm: 8 }, px: 2, display: 'flex', justifyContent: 'center' }}>
      <Paper
        variant="outlined"
        role="alert"
        sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, width: '100%', textAlign: 'center', borderRadius: 4 }}
      >
        <Box
          sx={{
            width: 56,
            height: 56,
            mx: 'auto',
            mb: 2,
            borderRadius: 3,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'warning.main',
            color: '#fff',
          }}
        >
          <CloudOffIcon />
        </Box>
        <Typography variant="h5" component="h2">
          This section is temporarily unavailable.
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          We could not load {label}. The rest of the site keeps working; please try again in a moment.
        </Typography>
        <Button variant="contained" startIcon={<RefreshIcon />} sx={{ mt: 3 }} onClick={onRetry}>
          Retry
        </Button>
      </Paper>
    </Box>
  );
}
