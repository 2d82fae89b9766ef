import {
  DEALERSHIP_UNDER_REVIEW,
  type BillingStats,
  type CardSummary,
  type DealerSubscription,
} from 'shared-contracts';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** "July 24, 2025", or undefined for a missing or invalid date. */
export function formatDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : dateFormat.format(date);
}

export function isProState(stats: Pick<BillingStats, 'subscriptionState'>): boolean {
  return stats.subscriptionState.startsWith('PRO_');
}

/** Plan name: a Pro plan that runs is "Pro Unlimited", trial states "Free Trial"; an ended Pro plan is no plan. */
export function planName(stats: Pick<BillingStats, 'subscriptionState'>): string {
  const state = stats.subscriptionState;
  if (state === 'PRO_ACTIVE' || state === 'PRO_CANCELLED_ACTIVE') return 'Pro Unlimited';
  if (state.startsWith('TRIAL_')) return 'Free Trial';
  return 'No active plan';
}

/** "Visa ending in 4242" */
export function cardLabel(card: CardSummary): string {
  const brand = card.brand ? card.brand[0].toUpperCase() + card.brand.slice(1) : 'Card';
  return `${brand} ending in ${card.last4}`;
}

/**
 * The plan message of spec 2 section 4, word for word where the spec gives one (the dealer
 * dashboard and the subscription page both show it). Where the spec's text would not be true,
 * ours (docs/decisions.md): a dealership under review, a Pro plan that ended.
 */
export function planMessage(stats: BillingStats, subscription: DealerSubscription | null | undefined): string {
  const state = stats.subscriptionState;
  if (stats.accountStatus === 'pending') return DEALERSHIP_UNDER_REVIEW;
  if (state === 'PRO_CANCELLED_EXPIRED') {
    const ended = formatDate(subscription?.planExpiresAt);
    return `Your Pro plan ${ended ? `ended on ${ended}` : 'has ended'}. Upgrade to Pro plan to receive leads again.`;
  }
  if (isProState(stats)) {
    const until = formatDate(subscription?.planExpiresAt ?? stats.nextBillingDate) ?? 'the end of the billing cycle';
    if (state === 'PRO_CANCELLED_ACTIVE') return `Pro plan cancelled. Your plan remains active until ${until}`;
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

/** On Pro with trial days left (upgraded during the trial): until when leads stay free. */
export function freeDaysNote(stats: BillingStats): string | undefined {
  const until = formatDate(stats.freeLeadsUntil);
  if (!until || !isProState(stats)) return undefined;
  return `You kept your free trial days: leads are free until ${until} (${stats.trialDaysRemaining} days left).`;
}
