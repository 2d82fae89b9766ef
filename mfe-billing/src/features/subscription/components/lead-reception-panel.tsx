import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import {
  DEALERSHIP_UNDER_REVIEW,
  DUPLICATE_LEAD_CHARGE_DAYS,
  type BillingStats,
  type DealerSubscription,
} from 'shared-contracts';
import { CheckCircleIcon, formatDate, WarningIcon } from 'shared-ui';
import type { PlanPrices } from '../../../shared/api/get-pricing-info';
import { formatUsd } from '../../../shared/lib/money';
import { paymentPastDue } from '../plan-rules';

/** Why leads arrive or not, in the dealer's terms. */
function detail(stats: BillingStats, subscription: DealerSubscription | null | undefined, prices: PlanPrices): string {
  if (stats.accountStatus === 'pending') return DEALERSHIP_UNDER_REVIEW;
  if (stats.accountStatus === 'suspended')
    return 'Your dealership is suspended, so your listings are not shown in search. Contact us to reopen it.';
  if (!stats.canReceiveLeads) {
    return paymentPastDue(stats)
      ? 'A payment failed and the grace period is over: your listings are hidden from search until a payment succeeds.'
      : 'Your listings are hidden from search. Upgrade to Pro to receive leads again.';
  }
  const fair = `A second lead from the same person within ${DUPLICATE_LEAD_CHARGE_DAYS} days is free, whatever the car.`;
  const freeUntil = formatDate(stats.freeLeadsUntil);
  if (stats.subscriptionState !== 'TRIAL_ACTIVE' && freeUntil)
    return `Leads are free until ${freeUntil}, the end of your trial days; after that each verified lead costs ${formatUsd(prices.cplRate)}.`;
  switch (stats.subscriptionState) {
    case 'TRIAL_ACTIVE':
      return 'Leads are free during your trial.';
    case 'PRO_CANCELLED_ACTIVE': {
      const until = formatDate(subscription?.planExpiresAt);
      return `Leads keep coming ${until ? `until ${until}` : 'until the end of the paid period'}, at ${formatUsd(prices.cplRate)} each.`;
    }
    default:
      return paymentPastDue(stats)
        ? 'A payment failed: leads keep coming during the grace period. Pay now or replace your card to settle it.'
        : `Each verified lead costs ${formatUsd(prices.cplRate)}. ${fair}`;
  }
}

/** The "Lead Reception Status" panel: whether new leads reach the dealer now, and why. */
export function LeadReceptionPanel({
  stats,
  subscription,
  prices,
}: {
  stats: BillingStats;
  subscription: DealerSubscription | null | undefined;
  prices: PlanPrices;
}) {
  return (
    <Card component="section" aria-labelledby="lead-reception-title">
      <CardContent sx={{ p: 3 }}>
        <Typography id="lead-reception-title" variant="h6" component="h2">
          Lead Reception Status
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5 }}>
          {stats.canReceiveLeads ? <CheckCircleIcon color="success" /> : <WarningIcon color="warning" />}
          <Typography sx={{ fontWeight: 600 }}>
            {stats.canReceiveLeads ? 'You are receiving new leads.' : 'New leads are paused for your account.'}
          </Typography>
        </Box>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {detail(stats, subscription, prices)}
        </Typography>
      </CardContent>
    </Card>
  );
}
