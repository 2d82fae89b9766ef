// What the dealer may do now comes from the server (the billing stats' `actions`: the API's
// billing/actions.ts decides, and its commands check the same rules); these only read it.
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

export const canUpgrade = (stats: BillingStats): boolean => stats.actions.upgrade;
export const canPayNow = (stats: BillingStats): boolean => stats.actions.payNow;
export const canCancelSubscription = (stats: BillingStats): boolean => stats.actions.cancelSubscription;
export const canCancelTrial = (stats: BillingStats): boolean => stats.actions.cancelTrial;
export const canSetUpTrial = (stats: BillingStats): boolean => stats.actions.chooseAfterTrial;

/** The trial continues on Pro by itself: the plan chosen is Pro and it renews (the stats then name the first billing date). */
export function continuesOnPro(stats: BillingStats, subscription: Sub): boolean {
  return stats.subscriptionState === 'TRIAL_ACTIVE' && subscription?.plan === 'pro' && Boolean(stats.nextBillingDate);
}

/** The monthly fee failed and is owed (grace period, or paused after it). */
export const paymentPastDue = (stats: BillingStats): boolean => stats.actions.payNow;
