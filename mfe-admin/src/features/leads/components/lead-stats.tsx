import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Theme } from '@mui/material/styles';
import type { LeadStats as Stats } from 'shared-contracts';
import {
  AssignmentIcon,
  CheckCircleIcon,
  HourglassEmptyIcon,
  MailIcon,
  PhoneIcon,
  StatCard,
  VerifiedIcon,
} from 'shared-ui';

const number = new Intl.NumberFormat('en-US');

type Key = keyof Stats;
const FIGURES: Array<{
  key: Key;
  label: string;
  hint?: string;
  icon: ReactNode;
  color: 'primary' | 'success' | 'warning' | 'info';
}> = [
  { key: 'total', label: 'Total Leads', icon: <AssignmentIcon />, color: 'primary' },
  { key: 'verified', label: 'Verified', icon: <VerifiedIcon />, color: 'success' },
  { key: 'pending', label: 'Pending', hint: 'Email not confirmed', icon: <HourglassEmptyIcon />, color: 'warning' },
  { key: 'new', label: 'New', icon: <MailIcon />, color: 'info' },
  { key: 'contacted', label: 'Contacted', icon: <PhoneIcon />, color: 'warning' },
  { key: 'closed', label: 'Closed', icon: <CheckCircleIcon />, color: 'success' },
];

/** The stat figures over every lead (not only the filtered page): cards, or one compact panel on phones. */
export function LeadStats({ stats, loading }: { stats: Stats | undefined; loading: boolean }) {
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'), { noSsr: true });
  const value = (k: Key) => number.format(stats?.[k] ?? 0);
  if (phone) {
    return (
      <Paper
        component="section"
        aria-label="Lead figures"
        variant="outlined"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          rowGap: 1.5,
          p: 2,
          mb: 2.5,
          borderRadius: 3,
        }}
      >
        {FIGURES.map((f) => (
          <Box key={f.key}>
            <Typography variant="caption" color="textSecondary" sx={{ fontWeight: 600 }}>
              {f.label}
            </Typography>
            <Typography variant="h6" component="p" sx={{ fontWeight: 800, lineHeight: 1.2 }}>
              {loading ? <Skeleton width={32} /> : value(f.key)}
            </Typography>
          </Box>
        ))}
      </Paper>
    );
  }
  return (
    <Box
      component="section"
      aria-label="Lead figures"
      sx={{
        mb: 3,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(6, minmax(0, 1fr))' },
      }}
    >
      {FIGURES.map((f) => (
        <StatCard
          key={f.key}
          label={f.label}
          value={value(f.key)}
          hint={f.hint}
          icon={f.icon}
          color={f.color}
          loading={loading}
        />
      ))}
    </Box>
  );
}
