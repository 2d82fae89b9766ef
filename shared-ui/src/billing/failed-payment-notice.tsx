import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { dollars, type FailedPayment } from 'shared-contracts';
import { cardLabel, formatDate } from './plan-text';

/** Who reads it: the dealer ("Your payment", "your listings") or an admin ("The dealer's payment", "its listings"). */
type Reader = 'dealer' | 'admin';

const VOICE = {
  dealer: { payment: 'Your payment', listings: 'your listings' },
  admin: { payment: "The dealer's payment", listings: 'its listings' },
} as const;

/** "Your payment of $200.00 (Pro plan, Nov 22 – Dec 22, 2026) failed on November 22, 2026: Visa ending in 0341 was declined (Your card was declined)." */
export function failedPaymentText(failed: FailedPayment, reader: Reader = 'dealer'): string {
  const card = failed.card ? `${cardLabel(failed.card)} was declined` : 'the card was declined';
  const reason = failed.reason ? ` (${failed.reason.replace(/\.$/, '')})` : '';
  const amount = dollars(failed.amount, { cents: 'always' });
  return `${VOICE[reader].payment} of ${amount} (${failed.description}) failed on ${formatDate(failed.failedAt)}: ${card}${reason}.`;
}

/** What follows for the plan: leads until the grace period's end, then paused listings. */
export function graceText(
  failed: FailedPayment,
  canReceiveLeads: boolean,
  reader: Reader = 'dealer',
): string | undefined {
  const graceEnd = formatDate(failed.graceEndDate);
  if (!graceEnd) return undefined;
  const listings = VOICE[reader].listings;
  return canReceiveLeads
    ? `Leads keep coming until ${graceEnd}, the end of the grace period; after it ${listings} are paused until a payment succeeds.`
    : `The grace period ended on ${graceEnd}: ${listings} are paused until a payment succeeds.`;
}

export interface FailedPaymentNoticeProps {
  failed: FailedPayment;
  canReceiveLeads: boolean;
  reader?: Reader;
  /** Pay now / Update card (the dealer); an admin only reads it. */
  actions?: ReactNode;
}

/** A failed payment still owed: what failed, the declined card, the grace period's end and what to do. */
export function FailedPaymentNotice({ failed, canReceiveLeads, reader = 'dealer', actions }: FailedPaymentNoticeProps) {
  const grace = graceText(failed, canReceiveLeads, reader);
  return (
    <Alert severity="error" sx={{ mb: 3 }}>
      <AlertTitle>Payment failed</AlertTitle>
      {failedPaymentText(failed, reader)}
      {grace && <Box component="span"> {grace}</Box>}
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>{actions}</Box>}
    </Alert>
  );
}
