import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { BillingStats, DealerSubscription } from 'shared-contracts';
import { canCancelSubscription, canCancelTrial, canUpgrade } from '../plan-rules';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { CancelTrialDialog } from './cancel-trial-dialog';

export interface PlanActionsProps {
  stats: BillingStats;
  subscription: DealerSubscription | null | undefined;
  onUpgrade(): void;
}

/** Upgrade, Cancel Subscription and Cancel Trial, as the state allows, with their modals. */
export function PlanActions({ stats, subscription, onUpgrade }: PlanActionsProps) {
  const [dialog, setDialog] = useState<'subscription' | 'trial' | undefined>(undefined);
  const upgrade = canUpgrade(stats);
  const cancelPro = canCancelSubscription(stats);
  const cancelTrial = canCancelTrial(stats);
  if (!upgrade && !cancelPro && !cancelTrial) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 3 }}>
      {upgrade && (
        <Button variant="contained" size="large" onClick={onUpgrade}>
          Upgrade to Pro
        </Button>
      )}
      {cancelPro && (
        <Button variant="outlined" color="error" onClick={() => setDialog('subscription')}>
          Cancel Subscription
        </Button>
      )}
      {cancelTrial && (
        <Button variant="outlined" color="error" onClick={() => setDialog('trial')}>
          Cancel Trial
        </Button>
      )}
      <CancelSubscriptionDialog
        open={dialog === 'subscription'}
        activeUntil={subscription?.planExpiresAt ?? subscription?.nextPaymentDate ?? stats.nextBillingDate}
        onClose={() => setDialog(undefined)}
      />
      <CancelTrialDialog open={dialog === 'trial'} onClose={() => setDialog(undefined)} />
    </Box>
  );
}
