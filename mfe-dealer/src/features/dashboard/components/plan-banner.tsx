import { Link as RouterLink } from 'react-router-dom';
import { Alert, AlertTitle, Button } from '@mui/material';
import { SUBSCRIPTION_BADGES, type BillingStats } from 'shared-contracts';

function planMessage(stats: BillingStats): { severity: 'info' | 'success' | 'warning' | 'error'; text: string } {
  switch (stats.subscriptionState) {
    case 'TRIAL_ACTIVE':
      return { severity: 'info', text: `You have ${stats.trialDaysRemaining} days remaining in your trial.` };
    case 'TRIAL_EXPIRED':
      return { severity: 'warning', text: 'Your free trial has ended. Upgrade to Pro plan to continue receiving leads.' };
    case 'PRO_ACTIVE':
      return { severity: 'success', text: "You're on the Pro plan." };
    case 'PRO_CANCELLED_ACTIVE':
      return { severity: 'warning', text: 'Your Pro plan is cancelled and stays active until the end of the billing cycle.' };
    default:
      return { severity: 'warning', text: 'You have no active plan, so new leads are not delivered to you.' };
  }
}

/** The dealer's plan state with a link to the subscription page. */
export function PlanBanner({ stats, billingPath }: { stats: BillingStats; billingPath: string }) {
  const { severity, text } = planMessage(stats);
  return (
    <Alert
      severity={severity}
      sx={{ mb: 3, alignItems: 'center' }}
      action={<Button component={RouterLink} to={billingPath} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>Manage subscription</Button>}
    >
      <AlertTitle sx={{ mb: 0 }}>{SUBSCRIPTION_BADGES[stats.subscriptionState]}</AlertTitle>
      {text}
      {!stats.canReceiveLeads && ' Leads are currently paused for your account.'}
    </Alert>
  );
}
