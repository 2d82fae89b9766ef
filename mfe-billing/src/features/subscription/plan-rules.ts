// What the dealer may do in each state of spec 2 section 4 (the server decides; these only
// choose the buttons). PRO_CANCELLED_ACTIVE and the ended states offer the upgrade again.
import type { BillingStats, DealerSubscription, SubscriptionState } from 'shared-contracts';

export const BADGE_COLORS: Record<SubscriptionState, 'success' | 'info' | 'warning' | 'error' | 'default'> = {
  TRIAL_ACTIVE: 'info',
  TRIAL_EXPIRED: 'warning',
  PRO_ACTIVE: 'success',
  PRO_CANCELLED_ACTIVE: 'success',
  NO_PLAN: 'default',
  PRO_CANCELLED_EXPIRED: 'error',
  INACTIVE: 'default',
};

type Sub = DealerSubscription | null | undefined;

/** A Pro plan that renews (active, or a payment failed and is being retried). */
function renewingPro(subscription: Sub): boolean {
  return subscription?.plan === 'pro' && (subscription.status === 'active' || subscription.status === 'past_due');
}

/** Upgrade: everywhere except on a Pro plan that renews (a past-due plan paused after its grace period pays again by upgrading). */
export function canUpgrade(stats: BillingStats, subscription: Sub): boolean {
  if (stats.subscriptionState === 'PRO_ACTIVE') return false;
  if (stats.subscriptionState === 'INACTIVE') return subscription?.status !== 'active';
  return true;
}

/** Cancel Subscription: a Pro plan that renews. */
export function canCancelSubscription(stats: BillingStats, subscription: Sub): boolean {
  return subscription ? renewingPro(subscription) : stats.subscriptionState === 'PRO_ACTIVE';
}

/** Cancel Trial: while the trial runs. */
export function canCancelTrial(stats: BillingStats): boolean {
  return stats.subscriptionState === 'TRIAL_ACTIVE';
}

/** The after-trial choice (trial setup) is open while the trial runs and nothing else was decided. */
export function canSetUpTrial(stats: BillingStats, subscription: Sub): boolean {
  return stats.subscriptionState === 'TRIAL_ACTIVE' && subscription?.status === 'trialing';
}

/** The trial continues on Pro by itself: the plan chosen is Pro and it renews (the stats then name the first billing date). */
export function continuesOnPro(stats: BillingStats, subscription: Sub): boolean {
  return stats.subscriptionState === 'TRIAL_ACTIVE' && subscription?.plan === 'pro' && Boolean(stats.nextBillingDate);
}

/** A Pro payment failed and is being retried (grace period, or paused after it). */
export function paymentPastDue(subscription: Sub): boolean {
  return subscription?.status === 'past_due';
}
