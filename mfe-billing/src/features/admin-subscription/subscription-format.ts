// How the admin subscription page reads the dealer's billing fields.
import type { AdminDealerSubscription } from 'shared-contracts';
import { formatDay } from 'shared-ui';

/** "Mar 4, 2025", or undefined when there is no date. */
export const day = (iso: string | null | undefined) => (iso ? formatDay(iso) || undefined : undefined);

export const PLAN_LABELS: Record<AdminDealerSubscription['plan'], string> = { free: 'Free', pro: 'Pro' };

export const STATUS_LABELS: Record<AdminDealerSubscription['status'], string> = {
  trialing: 'Trialing',
  active: 'Active',
  past_due: 'Past Due',
  canceled: 'Canceled',
  expired: 'Expired',
};

// The original product wrote both spellings; the API sends "canceled". An expired plan has nothing left to stop either.
const STOPPED_STATUSES: ReadonlySet<string> = new Set(['canceled', 'cancelled', 'expired']);

/** "Stop Active Plan" is offered for a trial or Pro plan that still runs (the API answers 409 otherwise). */
export function canStopPlan(subscription: Pick<AdminDealerSubscription, 'status'> | null | undefined): boolean {
  return subscription ? !STOPPED_STATUSES.has(subscription.status.toLowerCase()) : false;
}
