import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import {
  SUBSCRIPTION_BADGES,
  type BillingStats,
  type DealerSubscription,
  type SubscriptionState,
} from 'shared-contracts';
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
      // On phones the button goes under the message instead of squeezing it into a narrow column.
      sx={{
        mb: 3,
        alignItems: 'center',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-message': { flex: '1 1 220px', minWidth: 0 },
        '& .MuiAlert-action': { ml: { xs: 4, sm: 'auto' }, pl: { xs: 0, sm: 2 }, pt: 0 },
      }}
      action={
        <Button component={RouterLink} to={billingPath} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
          Manage subscription
        </Button>
      }
    >
      <AlertTitle sx={{ mb: 0 }}>{SUBSCRIPTION_BADGES[stats.subscriptionState]}</AlertTitle>
      {planMessage(stats, subscription)}
      {!stats.canReceiveLeads && ' Leads are currently paused for your account.'}
    </Alert>
  );
}
