import type { BillingStats, DealerSubscription } from 'shared-contracts';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** "July 24, 2025", or undefined for a missing or invalid date. */
export function formatDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : dateFormat.format(date);
}

export function isProState(stats: BillingStats): boolean {
  return stats.subscriptionState.startsWith('PRO_');
}

/** Plan name: Pro states are "Pro Unlimited", trial states "Free Trial". */
export function planName(stats: BillingStats): string {
  if (isProState(stats)) return 'Pro Unlimited';
  if (stats.subscriptionState.startsWith('TRIAL_')) return 'Free Trial';
  return 'No active plan';
}

/** The plan message of spec 2 section 4, word for word (the dealer dashboard and the subscription page both show it). */
export function planMessage(stats: BillingStats, subscription: DealerSubscription | null | undefined): string {
  const state = stats.subscriptionState;
  if (isProState(stats)) {
    const until = formatDate(subscription?.planExpiresAt ?? stats.nextBillingDate) ?? 'the end of the billing cycle';
    if (state === 'PRO_CANCELLED_ACTIVE') return `Pro plan cancelled. Your plan remains active until ${until}`;
    if (state === 'PRO_CANCELLED_EXPIRED' || subscription?.status === 'canceled')
      return `Your Pro plan is expiring on ${until}.`;
    return "You're on the Pro plan.";
  }
  if (state === 'NO_PLAN' || state === 'INACTIVE') {
    return 'You have no active plan. Upgrade to Pro plan to start receiving leads.';
  }
  if (subscription?.status === 'canceled') {
    return 'Your free trial is cancelled. If you want to receive leads, please upgrade to the Pro plan.';
  }
  if (stats.trialDaysRemaining > 0) return `You have ${stats.trialDaysRemaining} days remaining in your trial.`;
  return 'Your free trial has ended. Upgrade to Pro plan to continue receiving leads.';
}
