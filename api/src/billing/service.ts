// Billing reads for the dealer: stats and subscription. Upgrade, cancel and the payment
// gateway come with the billing flow.
import { and, count, eq, sql } from 'drizzle-orm';
import type { BillingStats, DealerSubscription } from 'shared-contracts';
import type { Db } from '../db/client';
import { leads, payments } from '../db/schema';
import { toDealerSubscription } from '../auth/service';
import { findSubscription, type DealerRow } from '../dealers/service';
import { notFound } from '../lib/errors';
import { canReceiveLeads } from './eligibility';
import { subscriptionState, trialDaysRemaining } from './state';

export async function billingStats(db: Db, dealer: DealerRow, now: Date): Promise<BillingStats> {
  const subscription = await findSubscription(db, dealer.id);
  const [verified] = await db.select({ n: count() }).from(leads).where(and(eq(leads.dealerId, dealer.id), eq(leads.isEmailVerified, true)));
  const [paid] = await db.select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number) })
    .from(payments).where(and(eq(payments.dealerId, dealer.id), eq(payments.status, 'succeeded')));
  const state = subscriptionState(dealer, subscription, now);
  let nextBillingDate: Date | null = null;
  if (state === 'PRO_ACTIVE') nextBillingDate = subscription?.nextPaymentDate ?? subscription?.planExpiresAt ?? null;
  else if (state === 'TRIAL_ACTIVE' && subscription?.plan === 'pro' && subscription.willAutoRenew) nextBillingDate = dealer.trialEndDate;
  return {
    totalLeads: verified.n,
    totalCharges: paid.cents / 100,
    subscriptionState: state,
    hasValidPaymentMethod: dealer.hasValidPaymentMethod,
    trialDaysRemaining: trialDaysRemaining(dealer, subscription, now),
    nextBillingDate: nextBillingDate?.toISOString() ?? null,
    canReceiveLeads: canReceiveLeads(dealer, subscription, now),
  };
}

export async function dealerSubscription(db: Db, dealer: DealerRow): Promise<DealerSubscription> {
  const subscription = await findSubscription(db, dealer.id);
  if (!subscription) throw notFound('Subscription information not available');
  return toDealerSubscription(subscription, dealer);
}
