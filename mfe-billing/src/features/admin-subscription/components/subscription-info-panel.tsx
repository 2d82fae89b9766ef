import Typography from '@mui/material/Typography';
import type { AdminDealer, AdminDealerSubscription } from 'shared-contracts';
import { DetailList, type DetailItem } from 'shared-ui';
import { formatUsd } from '../../../shared/lib/money';
import { day, PLAN_LABELS, STATUS_LABELS } from '../subscription-format';
import { InfoPanel, item, yesNo } from './info-panel';

/** Spec 2 section 8 ("No subscription"). */
const NO_SUBSCRIPTION = 'Subscription information not available';

function subscriptionItems(s: AdminDealerSubscription, d: AdminDealer): DetailItem[] {
  return [
    item('Subscription ID', s.id),
    item('Plan', PLAN_LABELS[s.plan]),
    item('Status', STATUS_LABELS[s.status]),
    item('Monthly fee', formatUsd(s.monthlyFee)),
    item('CPL rate', formatUsd(s.cplRate)),
    item('Auto-renew', yesNo(s.willAutoRenew)),
    item('Last payment date', day(s.lastPaymentDate)),
    item('Next payment date', day(s.nextPaymentDate)),
    item('Grace period ends', day(s.graceEndDate)),
    item('Plan expires', day(s.planExpiresAt)),
    item('Provider customer ID', s.stripeCustomerId ?? d.stripeCustomerId),
    item('Provider payment method ID', d.stripePaymentMethodId),
    item('Provider subscription ID', s.stripeSubscriptionId),
    item('Created', day(s.createdAt)),
    item('Updated', day(s.updatedAt)),
  ];
}

/** The subscription's panel: plan, status, prices, payment dates and the payment provider's ids. */
export function SubscriptionInfoPanel({ dealer }: { dealer: AdminDealer }) {
  const s = dealer.subscription;
  return (
    <InfoPanel title="Subscription Information">
      {s ? (
        <DetailList items={subscriptionItems(s, dealer)} />
      ) : (
        <Typography color="textSecondary">{NO_SUBSCRIPTION}</Typography>
      )}
    </InfoPanel>
  );
}
