import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ErrorIcon, RefreshIcon } from './icons';

export interface ErrorPanelProps {
  title: ReactNode;
  message?: ReactNode;
  onRetry?(): void;
  retryLabel?: string;
  icon?: ReactNode;
}

/** A failed area: title, explanation and a retry button. */
export function ErrorPanel({ title, message, onRetry, retryLabel = 'Try Again', icon }: ErrorPanelProps) {
  return (
    <Paper variant="outlined" role="alert" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: 3, my: 2 }}>
      <Box sx={{ color: 'error.main', mb: 1 }}>{icon ?? <ErrorIcon sx={{ fontSize: 44 }} />}</Box>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {message && (
        <Typography color="textSecondary" sx={{ mt: 1, maxWidth: 520, mx: 'auto' }}>
          {message}
        </Typography>
      )}
      {onRetry && (
        <Button variant="contained" startIcon={<RefreshIcon />} onClick={onRetry} sx={{ mt: 3 }}>
          {retryLabel}
        </Button>
      )}
    </Paper>
  );
}
