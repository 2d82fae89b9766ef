import { Box } from '@mui/material';
import type { LeadStats as Stats } from 'shared-contracts';
import { AssignmentIcon, CheckCircleIcon, HourglassEmptyIcon, MailIcon, PhoneIcon, StatCard, VerifiedIcon } from 'shared-ui';

const number = new Intl.NumberFormat('en-US');

/** The stat figures over every lead (not only the filtered page). */
export function LeadStats({ stats, loading }: { stats: Stats | undefined; loading: boolean }) {
  const value = (n: number | undefined) => number.format(n ?? 0);
  return (
    <Box component="section" aria-label="Lead figures" sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(6, minmax(0, 1fr))' } }}>
      <StatCard label="Total Leads" value={value(stats?.total)} icon={<AssignmentIcon />} loading={loading} />
      <StatCard label="Verified" value={value(stats?.verified)} icon={<VerifiedIcon />} color="success" loading={loading} />
      <StatCard label="Pending" value={value(stats?.pending)} hint="Email not confirmed" icon={<HourglassEmptyIcon />} color="warning" loading={loading} />
      <StatCard label="New" value={value(stats?.new)} icon={<MailIcon />} color="info" loading={loading} />
      <StatCard label="Contacted" value={value(stats?.contacted)} icon={<PhoneIcon />} color="warning" loading={loading} />
      <StatCard label="Closed" value={value(stats?.closed)} icon={<CheckCircleIcon />} color="success" loading={loading} />
    </Box>
  );
}
