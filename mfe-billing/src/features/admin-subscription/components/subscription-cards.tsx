import Box from '@mui/material/Box';
import { SUBSCRIPTION_BADGES, type AdminDealer } from 'shared-contracts';
import { AttachMoneyIcon, PaymentIcon, ReceiptIcon, ScheduleIcon, StatCard } from 'shared-ui';
import { formatUsd } from '../../../shared/lib/money';
import { day, PLAN_LABELS, STATUS_LABELS } from '../subscription-format';

const NONE = 'N/A';

/** The line under the status: what happens next for this status. */
function statusHint(d: AdminDealer): string | undefined {
  const s = d.subscription;
  if (!s) return undefined;
  const when = (label: string, iso: string | null | undefined) => (day(iso) ? `${label} ${day(iso)}` : undefined);
  switch (s.status) {
    case 'trialing':
      return d.trialEndDate ? when('Trial ends', d.trialEndDate) : 'Trial starts when the dealer is approved';
    case 'active':
      return s.willAutoRenew ? when('Renews', s.nextPaymentDate) : when('Ends', s.planExpiresAt);
    case 'past_due':
      return when('Grace period ends', s.graceEndDate);
    default:
      // A cancelled Pro plan runs until the end of its paid period (the server's state says whether it has come).
      return when(d.subscriptionState === 'PRO_CANCELLED_ACTIVE' ? 'Ends' : 'Ended', s.planExpiresAt);
  }
}

/** Spec 2 section 2: Subscription Plan, Subscription Status, Monthly Fee, CPL Rate. */
export function SubscriptionCards({ dealer }: { dealer: AdminDealer }) {
  const s = dealer.subscription;
  return (
    <Box
      component="section"
      aria-label="Subscription summary"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <StatCard
        label="Subscription Plan"
        value={s ? PLAN_LABELS[s.plan] : NONE}
        hint={SUBSCRIPTION_BADGES[dealer.subscriptionState]}
        icon={<PaymentIcon />}
      />
      <StatCard
        label="Subscription Status"
        value={s ? STATUS_LABELS[s.status] : NONE}
        hint={statusHint(dealer)}
        icon={<ScheduleIcon />}
        color="info"
      />
      <StatCard
        label="Monthly Fee"
        value={s ? formatUsd(s.monthlyFee) : NONE}
        icon={<AttachMoneyIcon />}
        color="success"
      />
      <StatCard
        label="CPL Rate"
        value={s ? formatUsd(s.cplRate) : NONE}
        hint="per verified lead"
        icon={<ReceiptIcon />}
        color="secondary"
      />
    </Box>
  );
}
