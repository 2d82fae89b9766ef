// Billing rules for the dealer: the trial (started at sign-up, the plan chosen for after it),
// the billing page's stats and subscription. Upgrade, cancel and the payment gateway come
// with the billing flow. The dealer row is read through the dealers service.
import type { FastifyInstance } from 'fastify';
import type { BillingStats, DealerSubscription, SetupTrialBody } from 'shared-contracts';
import type { Tx } from '../db/client';
import { findDealerByUserId, requireDealer, DEALER_NOT_IN_TOKEN, type DealersDeps } from '../dealers/service';
import { badRequest, forbidden, notFound } from '../lib/errors';
import { canReceiveLeads } from './eligibility';
import { toDealerSubscription } from './mappers';
import { createBillingRepository } from './repository';
import { subscriptionState, trialDaysRemaining } from './state';

export type BillingDeps = DealersDeps & Pick<FastifyInstance, 'db' | 'billingRepository'>;

export const TRIAL_DAYS = 30;
const DAY_MS = 86_400_000;

/** The trial columns of a dealer that signs up at `now`. */
export function trialWindow(now: Date): { trialStartDate: Date; trialEndDate: Date; trialPeriodDays: number } {
  return { trialStartDate: now, trialEndDate: new Date(now.getTime() + TRIAL_DAYS * DAY_MS), trialPeriodDays: TRIAL_DAYS };
}

/** The new dealer's subscription: the free plan, trialing (inside the sign-up transaction). */
export async function startTrial(tx: Tx, dealerId: string, now: Date): Promise<void> {
  await createBillingRepository(tx).insertSubscription({ dealerId, plan: 'free', status: 'trialing', createdAt: now, updatedAt: now });
}

/**
 * Records the dealer's plan choice for after the trial and the payment method id. The trial
 * keeps running (status trialing); the card is only marked valid once the payment gateway
 * confirms it (billing flow), so hasValidPaymentMethod is not set here.
 */
export async function setupTrial(deps: BillingDeps, authUserId: string, input: SetupTrialBody): Promise<DealerSubscription> {
  if (input.userId !== authUserId) throw forbidden('You can only set up your own trial');
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const billing = createBillingRepository(tx);
    const dealer = await findDealerByUserId(tx, authUserId);
    if (!dealer) throw notFound(DEALER_NOT_IN_TOKEN);
    const trialDates = dealer.trialStartDate ? {} : { trialStartDate: now, trialEndDate: new Date(now.getTime() + TRIAL_DAYS * DAY_MS) };
    const updated = await billing.updateDealerBilling(dealer.id, {
      ...trialDates,
      ...(input.paymentMethodId ? { stripePaymentMethodId: input.paymentMethodId } : {}),
      updatedAt: now,
    });
    let subscription = await billing.findSubscription(dealer.id);
    if (!subscription) {
      subscription = await billing.insertSubscription({
        dealerId: dealer.id, plan: input.selectedPlan, status: 'trialing', willAutoRenew: input.willAutoRenew ?? true, createdAt: now, updatedAt: now,
      });
    } else if (subscription.status === 'trialing') {
      subscription = await billing.updateSubscription(subscription.id, {
        plan: input.selectedPlan, willAutoRenew: input.willAutoRenew ?? subscription.willAutoRenew, updatedAt: now,
      });
    } else {
      throw badRequest('Your trial has already been set up');
    }
    return toDealerSubscription(subscription, updated);
  });
}

export async function billingStats(deps: BillingDeps, userId: string): Promise<BillingStats> {
  const dealer = await requireDealer(deps, userId);
  const now = deps.clock.now();
  const [subscription, totals] = await Promise.all([deps.billingRepository.findSubscription(dealer.id), deps.billingRepository.totals(dealer.id)]);
  const state = subscriptionState(dealer, subscription, now);
  let nextBillingDate: Date | null = null;
  if (state === 'PRO_ACTIVE') nextBillingDate = subscription?.nextPaymentDate ?? subscription?.planExpiresAt ?? null;
  else if (state === 'TRIAL_ACTIVE' && subscription?.plan === 'pro' && subscription.willAutoRenew) nextBillingDate = dealer.trialEndDate;
  return {
    totalLeads: totals.verifiedLeads,
    totalCharges: totals.paidCents / 100,
    subscriptionState: state,
    hasValidPaymentMethod: dealer.hasValidPaymentMethod,
    trialDaysRemaining: trialDaysRemaining(dealer, subscription, now),
    nextBillingDate: nextBillingDate?.toISOString() ?? null,
    canReceiveLeads: canReceiveLeads(dealer, subscription, now),
  };
}

export async function dealerSubscription(deps: BillingDeps, userId: string): Promise<DealerSubscription> {
  const dealer = await requireDealer(deps, userId);
  const subscription = await deps.billingRepository.findSubscription(dealer.id);
  if (!subscription) throw notFound('Subscription information not available');
  return toDealerSubscription(subscription, dealer);
}

/** Whether the dealer has billing history (any payment): such a dealer is never deleted. Inside the caller's transaction. */
export function hasBillingHistory(tx: Tx, dealerId: string): Promise<boolean> {
  return createBillingRepository(tx).hasPayments(dealerId);
}

/** Removes the subscription of a dealer without billing history, inside the caller's transaction (the dealer is being deleted). */
export async function removeDealerSubscription(tx: Tx, dealerId: string): Promise<void> {
  await createBillingRepository(tx).removeSubscriptionOf(dealerId);
}
