import { Link as RouterLink } from 'react-router-dom';
import { Alert, AlertTitle, Button } from '@mui/material';
import { SUBSCRIPTION_BADGES, type BillingStats, type DealerSubscription, type SubscriptionState } from 'shared-contracts';
import { planMessage } from 'shared-ui';

const SEVERITY: Record<SubscriptionState, 'info' | 'success' | 'warning' | 'error'> = {
  TRIAL_ACTIVE: 'info',
  TRIAL_EXPIRED: 'warning',
  PRO_ACTIVE: 'success',
  PRO_CANCELLED_ACTIVE: 'warning',
  NO_PLAN: 'warning',
  PRO_CANCELLED_EXPIRED: 'error',
  INACTIVE: 'warning',
};

export interface PlanBannerProps {
  stats: BillingStats;
  subscription: DealerSubscription | null | undefined;
  /** The subscription page (mfe-billing's area). */
  billingPath: string;
}

/** The dealer's plan state (the spec's plan message) with a link to the subscription page. */
export function PlanBanner({ stats, subscription, billingPath }: PlanBannerProps) {
  return (
    <Alert
      severity={SEVERITY[stats.subscriptionState]}
      sx={{ mb: 3, alignItems: 'center' }}
      action={<Button component={RouterLink} to={billingPath} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>Manage subscription</Button>}
    >
      <AlertTitle sx={{ mb: 0 }}>{SUBSCRIPTION_BADGES[stats.subscriptionState]}</AlertTitle>
      {planMessage(stats, subscription)}
      {!stats.canReceiveLeads && ' Leads are currently paused for your account.'}
    </Alert>
  );
}
