// What a dealer may do with its plan now, answered by the server with the billing stats so the
// page shows these buttons and no others (the commands check the same rules).
import { DEALERSHIP_UNDER_REVIEW, type BillingActions, type SubscriptionState } from 'shared-contracts';
import type { DealerBillingFields, SubscriptionBillingFields } from './state';

export const UNDER_REVIEW = DEALERSHIP_UNDER_REVIEW;

/**
 * - upgrade: an approved dealer in any state but PRO_ACTIVE, and not while a payment is owed
 *   (that is Pay now);
 * - payNow: the monthly fee failed (grace period, or paused after it);
 * - cancelSubscription: a Pro plan that renews (active, or its payment failed);
 * - cancelTrial: an approved dealer's running trial;
 * - chooseAfterTrial: the trial runs (or waits for the approval) and nothing else was decided.
 */
export function allowedActions(
  dealer: DealerBillingFields,
  subscription: SubscriptionBillingFields | null | undefined,
  state: SubscriptionState,
): BillingActions {
  const approved = dealer.status === 'approved';
  const pastDue = subscription?.plan === 'pro' && subscription.status === 'past_due';
  const trialing = state === 'TRIAL_ACTIVE' && subscription?.status === 'trialing';
  return {
    upgrade: approved && state !== 'PRO_ACTIVE' && !pastDue,
    payNow: approved && pastDue,
    cancelSubscription: approved && subscription?.plan === 'pro' && (subscription.status === 'active' || pastDue),
    cancelTrial: approved && trialing,
    chooseAfterTrial: dealer.status !== 'suspended' && trialing,
  };
}

/**
 * Stop Active Plan (admin) applies to a plan that still runs: a trial, a Pro plan (also while
 * its payment is retried), and a cancelled Pro plan until its paid period ends (its leads are
 * still charged until then).
 */
export function canStop(subscription: SubscriptionBillingFields | null | undefined, now: Date): boolean {
  if (!subscription) return false;
  if (subscription.status === 'canceled')
    return subscription.plan === 'pro' && Boolean(subscription.planExpiresAt && subscription.planExpiresAt > now);
  return subscription.status !== 'expired';
}
