import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { sitePaths, useAuthStore } from 'shared-auth';
import {
  AddIcon,
  ErrorPanel,
  MailIcon,
  PageHeader,
  PeopleIcon,
  StatCard,
  TrendingUpIcon,
  VisibilityIcon,
  useBillingStats,
  useMySubscription,
} from 'shared-ui';
import { useDealerDashboardStats } from '../../../shared/api/get-dealer-dashboard-stats';
import { useDealerFunnel } from '../api/get-dealer-funnel';
import { formatCount } from '../funnel';
import { DashboardEmpty } from './dashboard-empty';
import { FunnelSection } from './funnel-section';
import { ListingStatusSummary } from './listing-status-summary';
import { MonthCard } from './month-card';
import { PlanBanner } from './plan-banner';

/**
 * /dealer/dashboard: the plan banner, leads and enquiries this month against last month, the
 * listings per status, and what sells (the 30-day funnel per listing). A dealer without
 * listings sees the way to add one instead.
 */
export function DealerDashboard({ basePath }: { basePath: string }) {
  const user = useAuthStore((s) => s.user);
  const stats = useDealerDashboardStats();
  // Asked for at once, beside the stats, so the funnel does not wait for them.
  const funnel = useDealerFunnel();
  const billing = useBillingStats();
  const subscription = useMySubscription();
  const s = stats.data;
  const loading = stats.isPending;
  return (
    <Box>
      <PageHeader
        title={user ? `Welcome back, ${user.firstName}` : 'Dashboard'}
        subtitle="Here is how your dealership is doing."
        actions={
          <Button component={RouterLink} to={`${basePath}/new-listing`} variant="contained" startIcon={<AddIcon />}>
            Add listing
          </Button>
        }
      />
      {billing.data && subscription.isFetched && (
        <PlanBanner stats={billing.data} subscription={subscription.data} billingPath={sitePaths.dealerPayment()} />
      )}
      {stats.error ? (
        <ErrorPanel
          title="Failed to load dashboard"
          message={stats.error.message}
          onRetry={() => void stats.refetch()}
        />
      ) : s && s.totalListings === 0 ? (
        <DashboardEmpty basePath={basePath} />
      ) : (
        <Stack spacing={3}>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                sm: 'repeat(2, minmax(0, 1fr))',
                xl: 'repeat(4, minmax(0, 1fr))',
              },
            }}
          >
            <MonthCard
              label="Leads this month"
              counts={s?.leadsByMonth}
              icon={<PeopleIcon />}
              color="primary"
              loading={loading}
            />
            <MonthCard
              label="Enquiries this month"
              counts={s?.enquiriesByMonth}
              icon={<MailIcon />}
              color="secondary"
              loading={loading}
              footnote={s && `${formatCount(s.totalEnquiries)} in total`}
            />
            <StatCard
              label="Total Leads"
              value={formatCount(s?.totalLeads ?? 0)}
              icon={<TrendingUpIcon />}
              color="success"
              loading={loading}
              hint={
                s &&
                `${formatCount(s.verifiedLeads)} verified · ${formatCount(s.newLeads)} new · ${formatCount(s.leadsLast30Days)} in 30 days`
              }
            />
            <StatCard
              label="Listing Views"
              value={formatCount(s?.totalViews ?? 0)}
              icon={<VisibilityIcon />}
              color="info"
              loading={loading}
              hint="All time, every listing"
            />
          </Box>
          <ListingStatusSummary stats={s} basePath={basePath} />
          <FunnelSection
            funnel={funnel.data}
            error={funnel.error}
            onRetry={() => void funnel.refetch()}
            basePath={basePath}
          />
        </Stack>
      )}
    </Box>
  );
}
