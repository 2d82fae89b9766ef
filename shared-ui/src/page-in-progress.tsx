import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { ScheduleIcon } from './icons';

export interface PageInProgressProps {
  title: ReactNode;
  description?: ReactNode;
}

/** An honest card for a page whose screen is not finished yet. */
export function PageInProgress({ title, description }: PageInProgressProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center', borderRadius: 3 }}>
      <Box sx={{ width: 56, height: 56, mx: 'auto', mb: 2, borderRadius: 3, display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <ScheduleIcon />
      </Box>
      <Typography variant="h5" component="h1">{title}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>This page is being built.</Typography>
      {description && <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>{description}</Typography>}
    </Paper>
  );
}
