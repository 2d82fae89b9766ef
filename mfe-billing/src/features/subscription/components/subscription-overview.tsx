import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { BillingStats, DealerSubscription } from 'shared-contracts';
import type { PlanPrices } from '../../../shared/api/get-pricing-info';
import { canSetUpTrial } from '../plan-rules';
import type { RenderCardForm } from './card-form-slot';
import { LeadReceptionPanel } from './lead-reception-panel';
import { PlanActions } from './plan-actions';
import { PlanCard } from './plan-card';
import { TrialSetupPanel } from './trial-setup-panel';

export interface SubscriptionOverviewProps {
  stats: BillingStats;
  subscription: DealerSubscription | null | undefined;
  prices: PlanPrices;
  onUpgrade(): void;
  renderCardForm: RenderCardForm;
  /** The payment method card (payment-method feature), beside the lead reception panel. */
  paymentMethod: ReactNode;
}

/** The Overview tab: the plan with its buttons, the after-trial choice, lead reception and the card. */
export function SubscriptionOverview({
  stats,
  subscription,
  prices,
  onUpgrade,
  renderCardForm,
  paymentMethod,
}: SubscriptionOverviewProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <PlanCard
          stats={stats}
          subscription={subscription}
          prices={prices}
          actions={<PlanActions stats={stats} subscription={subscription} onUpgrade={onUpgrade} />}
        />
        {canSetUpTrial(stats) && (
          <TrialSetupPanel stats={stats} subscription={subscription} prices={prices} renderCardForm={renderCardForm} />
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <LeadReceptionPanel stats={stats} subscription={subscription} prices={prices} />
        {paymentMethod}
      </Box>
    </Box>
  );
}
