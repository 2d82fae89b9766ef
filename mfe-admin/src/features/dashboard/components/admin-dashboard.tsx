import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import type { AdminDashboardStats } from 'shared-contracts';
import {
  AssignmentIcon,
  BusinessIcon,
  CheckCircleIcon,
  DirectionsCarIcon,
  ErrorPanel,
  MailIcon,
  PageHeader,
  PeopleIcon,
  ScheduleIcon,
  StatCard,
  VerifiedIcon,
} from 'shared-ui';
import { adminPaths } from '../../../config/paths';
import type { ActivityPeriod } from '../api/get-admin-activity';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { ActivitySection, PERIODS } from './activity-section';
import { ApprovalQueues } from './approval-queues';

const number = new Intl.NumberFormat('en-US');

type Card = {
  key: keyof AdminDashboardStats;
  label: string;
  icon: ReactNode;
  color: 'primary' | 'secondary' | 'success' | 'warning' | 'info';
};

const SECTIONS: Array<{ title: string; cards: Card[] }> = [
  {
    title: 'Dealers and users',
    cards: [
      { key: 'totalDealers', label: 'Total Dealers', icon: <BusinessIcon />, color: 'primary' },
      { key: 'pendingDealers', label: 'Pending Dealers', icon: <ScheduleIcon />, color: 'warning' },
      { key: 'approvedDealers', label: 'Approved Dealers', icon: <CheckCircleIcon />, color: 'success' },
      { key: 'totalUsers', label: 'Total Users', icon: <PeopleIcon />, color: 'info' },
    ],
  },
  {
    title: 'Listings',
    cards: [
      { key: 'totalListings', label: 'Total Listings', icon: <DirectionsCarIcon />, color: 'primary' },
      { key: 'activeListings', label: 'Active Listings', icon: <CheckCircleIcon />, color: 'success' },
      { key: 'pendingListings', label: 'Pending Listings', icon: <ScheduleIcon />, color: 'warning' },
    ],
  },
  {
    title: 'Leads and enquiries',
    cards: [
      { key: 'totalLeads', label: 'Total Leads', icon: <AssignmentIcon />, color: 'primary' },
      { key: 'verifiedLeads', label: 'Verified Leads', icon: <VerifiedIcon />, color: 'success' },
      { key: 'totalEnquiries', label: 'Total Enquiries', icon: <MailIcon />, color: 'secondary' },
      { key: 'activeEnquiries', label: 'Active Enquiries', icon: <MailIcon />, color: 'info' },
      { key: 'pendingEnquiries', label: 'Pending Enquiries', icon: <ScheduleIcon />, color: 'warning' },
    ],
  },
];

/** The chart period from the URL (`?period=7|30|90`, default 30). */
function usePeriod(): [ActivityPeriod, (period: ActivityPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('period');
  const period = PERIODS.find((p) => p.value === value)?.value ?? '30';
  const set = (next: ActivityPeriod) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next === '30') out.delete('period');
        else out.set('period', next);
        return out;
      },
      { replace: true },
    );
  return [period, set];
}

/** /admin/dashboard: the approval queues, activity charts over a period, and the system's counts. */
export function AdminDashboard({ basePath }: { basePath: string }) {
  const { data, error, isPending, refetch } = useAdminDashboard();
  const [period, setPeriod] = usePeriod();
  return (
    <Box>
      <PageHeader title="Dashboard" subtitle="System overview and analytics" />
      {!error && (
        <ApprovalQueues
          pendingDealers={data?.pendingDealers}
          pendingListings={data?.pendingListings}
          paths={adminPaths(basePath)}
        />
      )}
      <ActivitySection period={period} onPeriodChange={setPeriod} />
      {error ? (
        <ErrorPanel title="Failed to load dashboard" message={error.message} onRetry={() => void refetch()} />
      ) : (
        SECTIONS.map((section) => (
          <Box key={section.title} component="section" sx={{ mb: 4 }}>
            <Typography variant="overline" component="h2" color="textSecondary">
              {section.title}
            </Typography>
            <Box
              sx={{
                mt: 1,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
              }}
            >
              {section.cards.map((c) => (
                <StatCard
                  key={c.key}
                  label={c.label}
                  value={number.format(data?.[c.key] ?? 0)}
                  icon={c.icon}
                  color={c.color}
                  loading={isPending}
                />
              ))}
            </Box>
          </Box>
        ))
      )}
    </Box>
  );
}
