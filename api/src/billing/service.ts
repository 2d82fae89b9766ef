// The billing service (createBillingService, built once in services.ts from BillingDeps, deps.ts):
// the trial (started at the dealership's approval, the plan chosen for after it), the
// subscription, the plan changes (plan-changes.ts), the card (payment-setup.ts), the billing
// page's reads (reads/), a verified lead's charge (leads), the clock (clock/) and the payment
// provider's events (charges/). The rules other domains run inside their own transaction (the
// trial's start, the billing history check and the subscription's removal at a dealer's
// deletion) are functions of that transaction. The dealer row is read through the dealers service.
import type { DealerSubscription, SetupTrialBody } from 'shared-contracts';
import type { Tx } from '../db/client';
import { findDealerByUserId, DEALER_NOT_IN_TOKEN } from '../dealers/service';
import { badRequest, forbidden, notFound } from '../lib/errors';
import type { AuthContext } from '../plugins/auth';
import { handleGatewayEvent } from './charges/gateway-events';
import { chargeLead } from './charges/lead-charge';
import { runBillingClock } from './clock';
import type { BillingDeps } from './deps';
import { toDealerSubscription } from './mappers';
import { pricingInfo, sandboxConfirmSetup, saveCard, setupPaymentMethod } from './payment-setup';
import { planChanges } from './plan-changes';
import { checkLeadEligibility } from './reads/lead-eligibility';
import { myPayments, paymentReceipt } from './reads/payments';
import { adminDealerBilling, billingStats } from './reads/stats';
import { createBillingRepository } from './repository';
import { TRIAL_DAYS } from './state';

export { TRIAL_DAYS };
/** "Dec 22, 2026": billing's day format, for other domains' mails about billing dates. */
export { formatDay } from './calendar';
const TRIAL_ALREADY_SET_UP = 'Your trial has already been set up';
const DAY_MS = 86_400_000;

/** The trial columns of a dealer whose trial starts at `now` (its approval). */
export function trialWindow(now: Date): { trialStartDate: Date; trialEndDate: Date; trialPeriodDays: number } {
  return {
    trialStartDate: now,
    trialEndDate: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
    trialPeriodDays: TRIAL_DAYS,
  };
}

/**
 * The new dealer's subscription: the free plan, trialing (inside the sign-up transaction). The
 * trial's 30 days start when the dealership is approved (`startTrialOnApproval`), not at sign-up.
 */
export async function startTrial(tx: Tx, dealerId: string, now: Date): Promise<void> {
  await createBillingRepository(tx).insertSubscription({
    dealerId,
    plan: 'free',
    status: 'trialing',
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * The dealership is approved (inside the approval's transaction): its trial starts now unless it
 * started before (a dealer approved again after a suspension keeps its dates). Answers the end
 * of the trial it started, undefined when none started.
 */
export async function startTrialOnApproval(tx: Tx, dealerId: string, now: Date): Promise<Date | undefined> {
  const billing = createBillingRepository(tx);
  const dealer = await billing.findDealer(dealerId);
  if (!dealer || dealer.trialStartDate) return undefined;
  const window = trialWindow(now);
  await billing.updateDealerBilling(dealerId, { ...window, updatedAt: now });
  if (!(await billing.findSubscription(dealerId))) await startTrial(tx, dealerId, now);
  return window.trialEndDate;
}

/**
 * Records the dealer's plan choice for after the trial (and whether it continues on Pro). The
 * trial keeps running (status trialing). A paymentMethodId goes through the same check as
 * confirm-payment-method: the gateway confirms it belongs to the dealer's customer (400 'Payment
 * setup failed' without one) before it is saved as the valid payment method; a card the gateway
 * refuses answers its error and nothing is saved.
 */
async function setupTrial(deps: BillingDeps, authUserId: string, input: SetupTrialBody): Promise<DealerSubscription> {
  if (input.userId !== authUserId) throw forbidden('You can only set up your own trial');
  const now = deps.clock.now();
  const before = await findDealerByUserId(deps.db, authUserId);
  if (!before) throw notFound(DEALER_NOT_IN_TOKEN);
  const current = await deps.billingRepository.findSubscription(before.id);
  if (current && current.status !== 'trialing') throw badRequest(TRIAL_ALREADY_SET_UP);
  if (input.paymentMethodId) await saveCard(deps, before, input.paymentMethodId);
  return deps.db.transaction(async (tx) => {
    const billing = createBillingRepository(tx);
    const dealer = await findDealerByUserId(tx, authUserId);
    if (!dealer) throw notFound(DEALER_NOT_IN_TOKEN);
    // The trial's dates are the approval's (a pending dealer may already choose what follows it).
    const updated = await billing.updateDealerBilling(dealer.id, { updatedAt: now });
    let subscription = await billing.lockSubscription(dealer.id);
    if (!subscription) {
      subscription = await billing.insertSubscription({
        dealerId: dealer.id,
        plan: input.selectedPlan,
        status: 'trialing',
        willAutoRenew: input.selectedPlan === 'pro' && (input.willAutoRenew ?? true),
        createdAt: now,
        updatedAt: now,
      });
    } else if (subscription.status === 'trialing') {
      subscription = await billing.updateSubscription(subscription.id, {
        plan: input.selectedPlan,
        willAutoRenew: input.selectedPlan === 'pro' && (input.willAutoRenew ?? subscription.willAutoRenew),
        updatedAt: now,
      });
    } else {
      throw badRequest(TRIAL_ALREADY_SET_UP);
    }
    return toDealerSubscription(subscription, updated);
  });
}

async function dealerSubscription(deps: BillingDeps, userId: string): Promise<DealerSubscription> {
  const dealer = await deps.dealers.requireDealer(userId);
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

export function createBillingService(deps: BillingDeps) {
  return {
    setupTrial: (authUserId: string, input: SetupTrialBody) => setupTrial(deps, authUserId, input),
    dealerSubscription: (userId: string) => dealerSubscription(deps, userId),
    ...planChanges(deps),

    /**
     * A lead was verified: billing decides it (trial, duplicate, charged...) and charges it, after
     * the caller's answer (errors logged; the billing clock catches up whatever did not happen).
     */
    chargeVerifiedLead(leadId: string): void {
      deps.billingTasks.run('verified lead charge failed; the billing clock catches up', () =>
        chargeLead(deps, leadId),
      );
    },

    billingStats: (userId: string) => billingStats(deps, userId),
    adminDealerBilling: (dealerId: string) => adminDealerBilling(deps, dealerId),
    myPayments: (auth: AuthContext, q: Parameters<typeof myPayments>[2]) => myPayments(deps, auth, q),
    paymentReceipt: (auth: AuthContext, id: string) => paymentReceipt(deps, auth, id),
    checkLeadEligibility: (auth: AuthContext, leadId: string) => checkLeadEligibility(deps, auth, leadId),

    pricingInfo: () => pricingInfo(deps.paymentGateway),
    setupPaymentMethod: (userId: string) => setupPaymentMethod(deps, userId),
    sandboxConfirmSetup: (userId: string, body: Parameters<typeof sandboxConfirmSetup>[2]) =>
      sandboxConfirmSetup(deps, userId, body),

    /** One run of the billing clock at the clock's now (clock/). */
    runBillingClock: () => runBillingClock(deps),
    /** A payment provider event (the webhook's raw body and signature). */
    handleGatewayEvent: (rawBody: Buffer, signature: string | undefined) =>
      handleGatewayEvent(deps, rawBody, signature),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
