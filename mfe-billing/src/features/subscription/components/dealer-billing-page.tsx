import { useSearchParams } from 'react-router-dom';
import { Box, Card, CardContent, Chip, List, ListItem, ListItemIcon, ListItemText, Tab, Tabs, Typography } from '@mui/material';
import { PER_LEAD_FEE_DOLLARS, SUBSCRIPTION_BADGES, type SubscriptionState } from 'shared-contracts';
import {
  AttachMoneyIcon, CheckCircleIcon, CreditCardIcon, ErrorPanel, LoadingScreen, PageHeader, PeopleIcon, ReceiptIcon,
  StatCard, WarningIcon, formatDate, isProState, planMessage, planName, useBillingStats, useMySubscription,
} from 'shared-ui';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const BADGE_COLORS: Record<SubscriptionState, 'success' | 'info' | 'warning' | 'error' | 'default'> = {
  TRIAL_ACTIVE: 'info',
  TRIAL_EXPIRED: 'warning',
  PRO_ACTIVE: 'success',
  PRO_CANCELLED_ACTIVE: 'success',
  NO_PLAN: 'default',
  PRO_CANCELLED_EXPIRED: 'error',
  INACTIVE: 'default',
};

const FEATURES = ['Unlimited leads', `$${PER_LEAD_FEE_DOLLARS} per lead`, 'Priority support', 'Cancel anytime'];

/** /dealer/payment: "Manage Your Subscription". */
export function DealerBillingPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'history' ? 'history' : 'overview';
  const statsQuery = useBillingStats();
  const subscriptionQuery = useMySubscription();
  const error = statsQuery.error ?? subscriptionQuery.error;
  const reload = () => {
    void statsQuery.refetch();
    void subscriptionQuery.refetch();
  };

  if (!error && (statsQuery.isPending || subscriptionQuery.isPending)) return <LoadingScreen message="Loading billing information..." />;
  if (error || !statsQuery.data) {
    return (
      <ErrorPanel
        title="Error Loading Billing Information"
        message={error?.message ?? 'Billing information is not available right now.'}
        onRetry={reload}
        retryLabel="Try Again"
      />
    );
  }
  const stats = statsQuery.data;
  const subscription = subscriptionQuery.data;
  const nextBilling = formatDate(stats.nextBillingDate);
  return (
    <Box>
      <PageHeader
        title="Manage Your Subscription"
        subtitle="Your plan, lead charges and payments."
        actions={<Chip label={SUBSCRIPTION_BADGES[stats.subscriptionState]} color={BADGE_COLORS[stats.subscriptionState]} />}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, mb: 3 }}>
        <StatCard label="Total Leads" value={stats.totalLeads} icon={<PeopleIcon />} />
        <StatCard label="Total Paid" value={money.format(stats.totalCharges)} icon={<AttachMoneyIcon />} color="success" />
      </Box>
      <Tabs
        value={tab}
        onChange={(_e, value: string) => setParams(value === 'history' ? { tab: 'history' } : {}, { replace: true })}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="overview" label="Overview" />
        <Tab value="history" label="Payment History" />
      </Tabs>
      {tab === 'overview' ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
          <Card>
            <CardContent sx={{ p: 3 }}>
              <Typography variant="overline" color="text.secondary">Current plan</Typography>
              <Typography variant="h5" component="h2">{planName(stats)}</Typography>
              <Typography sx={{ mt: 1 }}>{planMessage(stats, subscription)}</Typography>
              {isProState(stats) && stats.subscriptionState === 'PRO_ACTIVE' && nextBilling && (
                <Typography color="text.secondary" sx={{ mt: 0.5 }}>Next billing date: {nextBilling}</Typography>
              )}
              <List dense sx={{ mt: 2 }}>
                {FEATURES.map((f) => (
                  <ListItem key={f} disableGutters>
                    <ListItemIcon sx={{ minWidth: 32 }}><CheckCircleIcon color="success" fontSize="small" /></ListItemIcon>
                    <ListItemText primary={f} />
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
          <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
            <Card>
              <CardContent sx={{ p: 3 }}>
                <Typography variant="h6" component="h2">Lead Reception Status</Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5 }}>
                  {stats.canReceiveLeads ? <CheckCircleIcon color="success" /> : <WarningIcon color="warning" />}
                  <Typography>{stats.canReceiveLeads ? 'You are receiving new leads.' : 'New leads are paused for your account.'}</Typography>
                </Box>
              </CardContent>
            </Card>
            <Card>
              <CardContent sx={{ p: 3 }}>
                <Typography variant="h6" component="h2">Payment method</Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5 }}>
                  <CreditCardIcon color={stats.hasValidPaymentMethod ? 'success' : 'disabled'} />
                  <Typography>{stats.hasValidPaymentMethod ? 'A valid card is on file.' : 'No payment method on file.'}</Typography>
                </Box>
              </CardContent>
            </Card>
          </Box>
        </Box>
      ) : (
        <Card>
          <CardContent sx={{ p: 4, textAlign: 'center' }}>
            <ReceiptIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
            <Typography variant="h6" component="h2" sx={{ mt: 1 }}>Payment history</Typography>
            <Typography color="text.secondary">The payment history list is being built.</Typography>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
