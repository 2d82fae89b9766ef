// Subscription row -> the dealer's view of it (dates as ISO strings, money in dollars).
import type { DealerSubscription } from 'shared-contracts';
import type { SubscriptionRow } from './repository';

export function toDealerSubscription(subscription: SubscriptionRow, dealer: { trialEndDate: Date | null }): DealerSubscription {
  return {
    id: subscription.id,
    plan: subscription.plan,
    status: subscription.status,
    planExpiresAt: subscription.planExpiresAt?.toISOString() ?? null,
    trialEndDate: dealer.trialEndDate?.toISOString() ?? null,
    nextPaymentDate: subscription.nextPaymentDate?.toISOString() ?? null,
    monthlyFee: subscription.monthlyFeeCents / 100,
    cplRate: subscription.cplRateCents / 100,
  };
}
