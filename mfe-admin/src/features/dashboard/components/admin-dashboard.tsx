import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import type { AdminDashboardStats } from 'shared-contracts';
import {
  AssignmentIcon, BusinessIcon, CheckCircleIcon, DirectionsCarIcon, ErrorPanel, MailIcon, PageHeader, PeopleIcon,
  ScheduleIcon, StatCard, VerifiedIcon,
} from 'shared-ui';
import { useAdminDashboard } from '../api/get-admin-dashboard';

const number = new Intl.NumberFormat('en-US');

type Card = { key: keyof AdminDashboardStats; label: string; icon: ReactNode; color: 'primary' | 'secondary' | 'success' | 'warning' | 'info' };

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

/** /admin/dashboard: system overview. */
export function AdminDashboard() {
  const { data, error, isPending, refetch } = useAdminDashboard();
  return (
    <Box>
      <PageHeader title="Dashboard" subtitle="System overview and analytics" />
      {error ? (
        <ErrorPanel title="Failed to load dashboard" message={error.message} onRetry={() => void refetch()} />
      ) : (
        SECTIONS.map((section) => (
          <Box key={section.title} component="section" sx={{ mb: 4 }}>
            <Typography variant="overline" component="h2" color="text.secondary">{section.title}</Typography>
            <Box sx={{ mt: 1, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
              {section.cards.map((c) => (
                <StatCard key={c.key} label={c.label} value={number.format(data?.[c.key] ?? 0)} icon={c.icon} color={c.color} loading={isPending} />
              ))}
            </Box>
          </Box>
        ))
      )}
    </Box>
  );
}
