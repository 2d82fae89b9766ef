import { Link as RouterLink } from 'react-router-dom';
import { Box, Button } from '@mui/material';
import { sitePaths, useAuthStore } from 'shared-auth';
import {
  AddIcon, AssignmentIcon, CheckCircleIcon, DirectionsCarIcon, ErrorPanel, MailIcon, PageHeader, PeopleIcon, ScheduleIcon,
  StatCard, TrendingUpIcon, VisibilityIcon, VerifiedIcon, useBillingStats, useMySubscription,
} from 'shared-ui';
import { useDealerDashboardStats } from '../../../api/get-dealer-dashboard-stats';
import { PlanBanner } from './plan-banner';

const number = new Intl.NumberFormat('en-US');

/** /dealer/dashboard: the dealer's listings, views, leads and enquiries, and the plan banner. */
export function DealerDashboard({ basePath }: { basePath: string }) {
  const user = useAuthStore((s) => s.user);
  const stats = useDealerDashboardStats();
  const billing = useBillingStats();
  const subscription = useMySubscription();
  const s = stats.data;
  const cards = [
    { label: 'Total Listings', value: s?.totalListings, icon: <DirectionsCarIcon />, color: 'primary' as const },
    { label: 'Active Listings', value: s?.activeListings, icon: <CheckCircleIcon />, color: 'success' as const },
    { label: 'Pending Approval', value: s?.pendingListings, icon: <ScheduleIcon />, color: 'warning' as const },
    { label: 'Listing Views', value: s?.totalViews, icon: <VisibilityIcon />, color: 'info' as const },
    { label: 'Total Leads', value: s?.totalLeads, icon: <PeopleIcon />, color: 'primary' as const },
    { label: 'Verified Leads', value: s?.verifiedLeads, icon: <VerifiedIcon />, color: 'success' as const },
    { label: 'New Leads', value: s?.newLeads, icon: <AssignmentIcon />, color: 'secondary' as const },
    { label: 'Leads (last 30 days)', value: s?.leadsLast30Days, icon: <TrendingUpIcon />, color: 'info' as const },
    { label: 'Enquiries', value: s?.totalEnquiries, icon: <MailIcon />, color: 'secondary' as const },
  ];
  return (
    <Box>
      <PageHeader
        title={user ? `Welcome back, ${user.firstName}` : 'Dashboard'}
        subtitle="Here is how your dealership is doing."
        actions={<Button component={RouterLink} to={`${basePath}/new-listing`} variant="contained" startIcon={<AddIcon />}>Add listing</Button>}
      />
      {billing.data && subscription.isFetched && (
        <PlanBanner stats={billing.data} subscription={subscription.data} billingPath={sitePaths.dealerPayment()} />
      )}
      {stats.error ? (
        <ErrorPanel title="Failed to load dashboard" message={stats.error.message} onRetry={() => void stats.refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
          {cards.map((c) => (
            <StatCard key={c.label} label={c.label} value={number.format(c.value ?? 0)} icon={c.icon} color={c.color} loading={stats.isPending} />
          ))}
        </Box>
      )}
    </Box>
  );
}
