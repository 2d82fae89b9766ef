import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CheckCircleIcon, ErrorIcon } from 'shared-ui';

export interface VerificationStatusProps {
  state: 'verifying' | 'success' | 'error';
  /** shown on success or error */
  message?: string;
  title: string;
  action?: { label: string; href: string };
  /** Shown under an error (for example a way to get a new link). */
  onError?: ReactNode;
}

/** Spinner, then a success or an error message (verification pages). */
export function VerificationStatus({ state, message, title, action, onError }: VerificationStatusProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 1.5, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800, mb: 3 }}>
          {title}
        </Typography>
        {state === 'verifying' && (
          <Box role="status" aria-live="polite" sx={{ display: 'grid', justifyItems: 'center', gap: 2 }}>
            <CircularProgress aria-label="Verifying" />
            <Typography color="textSecondary">Verifying your email...</Typography>
          </Box>
        )}
        {state === 'success' && (
          <Box role="status" aria-live="polite" sx={{ display: 'grid', justifyItems: 'center', gap: 2 }}>
            <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
            <Typography sx={{ fontWeight: 600 }}>{message}</Typography>
          </Box>
        )}
        {state === 'error' && (
          <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2 }}>
            <ErrorIcon color="error" sx={{ fontSize: 64 }} />
            <Alert severity="error" sx={{ width: '100%', justifyContent: 'center' }}>
              {message}
            </Alert>
            {onError}
          </Box>
        )}
        {action && state !== 'verifying' && (
          <Button component={RouterLink} to={action.href} variant="contained" sx={{ mt: 3 }}>
            {action.label}
          </Button>
        )}
      </Paper>
    </Container>
  );
}
