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
/** The free trial's length (spec 2 section 9). */
export const TRIAL_DAYS = 30;

/**
 * - INACTIVE: the dealer is suspended, or a Pro payment failed and the grace period is over.
 * - NO_PLAN: no subscription row.
 * - status trialing (whatever plan was chosen for after the trial): TRIAL_ACTIVE while now is
 *   before the dealer's trialEndDate and the dealer did not cancel the trial, else TRIAL_EXPIRED;
 *   a pending dealership's trial (not started: it starts at the approval) is TRIAL_ACTIVE too,
 *   with its whole 30 days ahead; it receives no leads (not approved).
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
    if (trialWaitsForApproval(dealer)) return 'TRIAL_ACTIVE';
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

/** A dealership waiting for approval whose trial has not started (the approval starts it). */
function trialWaitsForApproval(dealer: DealerBillingFields | null | undefined): boolean {
  return dealer?.status === 'pending' && !dealer.trialEndDate && !dealer.trialCancelledByUser;
}

/** Whether the dealer's free trial days run at `at`: started, not over, not given up. */
export function inTrialDays(dealer: DealerBillingFields | null | undefined, at: Date): boolean {
  return Boolean(dealer?.trialEndDate && at < dealer.trialEndDate && !dealer.trialCancelledByUser);
}

/**
 * Until when leads are free: the trial's end while the trial days run and the plan receives
 * leads, also after an upgrade to Pro during the trial (the upgrade keeps the free days).
 */
export function freeLeadsUntil(
  dealer: DealerBillingFields | null | undefined,
  subscription: SubscriptionBillingFields | null | undefined,
  now: Date,
): Date | null {
  if (!LEAD_RECEIVING_STATES.has(subscriptionState(dealer, subscription, now)) || !inTrialDays(dealer, now))
    return null;
  return dealer!.trialEndDate;
}

/** Whole days of free trial left (a started day counts), the whole trial before it starts, 0 otherwise. */
export function trialDaysRemaining(
  dealer: DealerBillingFields | null | undefined,
  subscription: SubscriptionBillingFields | null | undefined,
  now: Date,
): number {
  if (trialWaitsForApproval(dealer) && subscription?.status === 'trialing') return TRIAL_DAYS;
  const until = freeLeadsUntil(dealer, subscription, now);
  return until ? Math.max(0, Math.ceil((until.getTime() - now.getTime()) / DAY_MS)) : 0;
}

/** Whether the plan renews by itself: Pro (chosen for after the trial, running, or retrying a payment) with auto-renew on. */
export function renewsByItself(
  subscription: Pick<typeof subscriptions.$inferSelect, 'plan' | 'status' | 'willAutoRenew'>,
): boolean {
  return (
    subscription.plan === 'pro' &&
    subscription.willAutoRenew &&
    (subscription.status === 'trialing' || subscription.status === 'active' || subscription.status === 'past_due')
  );
}

/** The next payment the plan will take by itself: a Pro plan in good standing only (none on a cancelled, expired or failing plan). */
export function nextPaymentDue(
  subscription: Pick<typeof subscriptions.$inferSelect, 'plan' | 'status' | 'nextPaymentDate'>,
): Date | null {
  return subscription.plan === 'pro' && subscription.status === 'active' ? subscription.nextPaymentDate : null;
}
