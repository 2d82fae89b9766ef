// Billing answers for the dealer screens' tests (dashboard banner, subscription page), in the contract's shapes.
import type { BillingActions, BillingStats, FailedPayment } from 'shared-contracts';

export const NO_ACTIONS: BillingActions = {
  upgrade: false,
  payNow: false,
  cancelSubscription: false,
  cancelTrial: false,
  chooseAfterTrial: false,
};

/** The server's actions while a Pro payment is owed (grace period, or paused after it). */
export const PAST_DUE_ACTIONS: BillingActions = { ...NO_ACTIONS, payNow: true, cancelSubscription: true };

/** A failed monthly fee still owed, in its grace period (Visa 0341 declined). */
export function makeFailedPayment(over: Partial<FailedPayment> = {}): FailedPayment {
  return {
    paymentId: '00000000-0000-4000-8000-000000000090',
    type: 'subscription',
    description: 'Pro plan, Apr 20 – May 20, 2026',
    amount: 200,
    failedAt: '2026-04-20T13:00:00.000Z',
    reason: 'Your card was declined.',
    card: { brand: 'visa', last4: '0341' },
    graceEndDate: '2026-05-05T13:00:00.000Z',
    ...over,
  };
}

/** An approved dealer in its trial, nothing owed; `over` replaces fields (actions as given). */
export function makeBillingStats(over: Partial<BillingStats> = {}): BillingStats {
  return {
    totalLeads: 0,
    totalCharges: 0,
    subscriptionState: 'TRIAL_ACTIVE',
    hasValidPaymentMethod: false,
    trialDaysRemaining: 25,
    nextBillingDate: null,
    canReceiveLeads: true,
    accountStatus: 'approved',
    freeLeadsUntil: null,
    card: null,
    failedPayment: null,
    actions: { ...NO_ACTIONS, upgrade: true, cancelTrial: true, chooseAfterTrial: true },
    ...over,
  };
}
