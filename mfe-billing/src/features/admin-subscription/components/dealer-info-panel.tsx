import { SUBSCRIPTION_BADGES, type AdminDealer } from 'shared-contracts';
import { DetailList, type DetailItem } from 'shared-ui';
import { formatUsd } from '../../../shared/lib/money';
import { day } from '../subscription-format';
import { InfoPanel, item, yesNo } from './info-panel';

const DEALER_STATUS_LABELS: Record<AdminDealer['status'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  suspended: 'Suspended',
};

/** "12 Harbor Way, San Diego, CA 92101" */
function fullAddress(d: AdminDealer): string {
  const place = [d.city, [d.state, d.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [d.address, place].filter(Boolean).join(', ');
}

function trial(d: AdminDealer): string | undefined {
  if (!d.trialStartDate) return undefined;
  const text = `${day(d.trialStartDate)} – ${day(d.trialEndDate) ?? '?'} (${d.trialPeriodDays} days)`;
  return d.trialCancelledByUser ? `${text}, cancelled by the dealer` : text;
}

function dealerItems(d: AdminDealer): DetailItem[] {
  return [
    item('Dealership', d.dealershipName),
    item('Contact', `${d.firstName} ${d.lastName}`.trim()),
    item('Email', d.email),
    item('Phone', d.phoneNumber),
    item('Website', d.website),
    item('Address', fullAddress(d)),
    item('Dealer status', DEALER_STATUS_LABELS[d.status]),
    item('Subscription state', SUBSCRIPTION_BADGES[d.subscriptionState]),
    item('Free trial', trial(d)),
    item('Card on file', d.hasValidPaymentMethod ? 'Yes, valid' : 'No'),
    item('Total Leads', String(d.totalLeadsReceived)),
    item('Total paid', formatUsd(d.totalPaid)),
    item('Last lead', day(d.lastLeadDate)),
    item('Last payment', day(d.lastPaymentDate)),
    item('Leads paused since', day(d.leadsSuspendedAt)),
    item('Terms agreed', yesNo(d.termsAgreement)),
    item('Joined', day(d.createdAt)),
  ];
}

/** The dealer's panel: who it is, its state, trial, card and billing totals. */
export function DealerInfoPanel({ dealer }: { dealer: AdminDealer }) {
  return (
    <InfoPanel title="Dealer Information">
      <DetailList items={dealerItems(dealer)} />
    </InfoPanel>
  );
}
