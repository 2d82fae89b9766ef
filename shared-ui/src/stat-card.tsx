import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  icon?: ReactNode;
  /** Small line under the value. */
  hint?: ReactNode;
  color?: 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';
  loading?: boolean;
}

/** A dashboard number with its label and an optional icon. */
export function StatCard({ label, value, icon, hint, color = 'primary', loading = false }: StatCardProps) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, p: 2.5, '&:last-child': { pb: 2.5 } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" color="textSecondary" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography variant="h4" component="p" sx={{ mt: 0.5, fontWeight: 800 }}>
            {loading ? <Skeleton width={64} /> : value}
          </Typography>
          {hint && (
            <Typography variant="caption" color="textSecondary">
              {hint}
            </Typography>
          )}
        </Box>
        {icon && (
          <Box
            aria-hidden
            sx={{
              width: 44,
              height: 44,
              borderRadius: 2.5,
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
              bgcolor: `${color}.main`,
              color: `${color}.contrastText`,
              opacity: 0.92,
            }}
          >
            {icon}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
