// The dealer's subscription state, computed from the rows and "now" only (no I/O), so the
// API, the billing clock and the search agree. Its SQL twin is in eligibility.ts.
import type { SubscriptionState } from 'shared-contracts';
import type { dealers, subscriptions } from '../db/schema';

export type DealerBillingFields = Pick<typeof dealers.$inferSelect, 'status' | 'trialEndDate' | 'trialCancelledByUser'>;
export type SubscriptionBillingFields = Pick<
  typeof subscriptions.$inferSelect,
  'plan' | 'status' | 'planExpiresAt' | 'graceEndDate'
>;

const DAY_MS = 86_400_000;

/**
 * - INACTIVE: the dealer is suspended, or a Pro payment failed and the grace period is over.
 * - NO_PLAN: no subscription row.
 * - status trialing (whatever plan was chosen for after the trial): TRIAL_ACTIVE while now is
 *   before the dealer's trialEndDate and the dealer did not cancel the trial, else TRIAL_EXPIRED.
 * - free plan in any other status: TRIAL_EXPIRED.
 * - pro: active -> PRO_ACTIVE; past_due -> PRO_ACTIVE until graceEndDate, then INACTIVE;
 *   canceled -> PRO_CANCELLED_ACTIVE until planExpiresAt, then PRO_CANCELLED_EXPIRED; expired -> PRO_CANCELLED_EXPIRED.
 */
export function subscriptionState(
  dealer: DealerBillingFields | null | undefined,
  subscription: SubscriptionBillingFields | null | undefined,
  now: Date,
): SubscriptionState {
  if (dealer?.status === 'suspended') return 'INACTIVE';
  if (!subscription) return 'NO_PLAN';
  const t = now.getTime();
  if (subscription.status === 'trialing') {
    const end = dealer?.trialEndDate?.getTime();
    return end !== undefined && t < end && !dealer?.trialCancelledByUser ? 'TRIAL_ACTIVE' : 'TRIAL_EXPIRED';
  }
  if (subscription.plan === 'free') return 'TRIAL_EXPIRED';
  switch (subscription.status) {
    case 'active':
      return 'PRO_ACTIVE';
    case 'past_due':
      return !subscription.graceEndDate || t < subscription.graceEndDate.getTime() ? 'PRO_ACTIVE' : 'INACTIVE';
    case 'canceled':
      return subscription.planExpiresAt && t < subscription.planExpiresAt.getTime()
        ? 'PRO_CANCELLED_ACTIVE'
        : 'PRO_CANCELLED_EXPIRED';
    default:
      return 'PRO_CANCELLED_EXPIRED';
  }
}

export const LEAD_RECEIVING_STATES: ReadonlySet<SubscriptionState> = new Set([
  'TRIAL_ACTIVE',
  'PRO_ACTIVE',
  'PRO_CANCELLED_ACTIVE',
]);

/** Whole days left in an active trial (a started day counts), 0 otherwise. */
export function trialDaysRemaining(
  dealer: DealerBillingFields | null | undefined,
  subscription: SubscriptionBillingFields | null | undefined,
  now: Date,
): number {
  if (subscriptionState(dealer, subscription, now) !== 'TRIAL_ACTIVE' || !dealer?.trialEndDate) return 0;
  return Math.max(0, Math.ceil((dealer.trialEndDate.getTime() - now.getTime()) / DAY_MS));
}
