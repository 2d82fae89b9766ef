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
import { FailedPaymentNotice, freeDaysNote, planMessage } from 'shared-ui';

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

/**
 * The dealer's plan state (the spec's plan message) with a link to the subscription page; a
 * failed payment still owed comes first, with the way to settle it.
 */
export function PlanBanner({ stats, subscription, billingPath }: PlanBannerProps) {
  const freeDays = freeDaysNote(stats);
  return (
    <>
      {stats.failedPayment && (
        <FailedPaymentNotice
          failed={stats.failedPayment}
          canReceiveLeads={stats.canReceiveLeads}
          actions={
            <Button component={RouterLink} to={billingPath} variant="contained" color="error" size="small">
              Pay now or update card
            </Button>
          }
        />
      )}
      <PlanAlert stats={stats} subscription={subscription} billingPath={billingPath} freeDays={freeDays} />
    </>
  );
}

function PlanAlert({ stats, subscription, billingPath, freeDays }: PlanBannerProps & { freeDays?: string }) {
  // A pending dealership is told it is under review (its message), not that leads are paused.
  const paused = !stats.canReceiveLeads && stats.accountStatus !== 'pending';
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
      {freeDays && ` ${freeDays}`}
      {paused && ' Leads are currently paused for your account.'}
    </Alert>
  );
}
