import { describe, expect, it } from '@jest/globals';
import type { BillingStats, DealerSubscription } from 'shared-contracts';
import { freeDaysNote, planMessage, planName } from './plan-text';

const stats = (over: Partial<BillingStats>): BillingStats => ({
  totalLeads: 0,
  totalCharges: 0,
  subscriptionState: 'TRIAL_ACTIVE',
  hasValidPaymentMethod: false,
  trialDaysRemaining: 12,
  nextBillingDate: '2025-08-24T00:00:00.000Z',
  canReceiveLeads: true,
  accountStatus: 'approved',
  freeLeadsUntil: null,
  card: null,
  failedPayment: null,
  actions: { upgrade: true, payNow: false, cancelSubscription: false, cancelTrial: true, chooseAfterTrial: true },
  ...over,
});
const sub = (over: Partial<DealerSubscription>): DealerSubscription => ({
  id: 's1',
  plan: 'free',
  status: 'trialing',
  planExpiresAt: null,
  trialEndDate: null,
  nextPaymentDate: null,
  monthlyFee: 0,
  cplRate: 75,
  ...over,
});

describe('planMessage (spec 2 section 4, word for word)', () => {
  it('says the free plan messages', () => {
    expect(planMessage(stats({}), sub({}))).toBe('You have 12 days remaining in your trial.');
    expect(
      planMessage(stats({ subscriptionState: 'TRIAL_EXPIRED', trialDaysRemaining: 0 }), sub({ status: 'canceled' })),
    ).toBe('Your free trial is cancelled. If you want to receive leads, please upgrade to the Pro plan.');
    expect(
      planMessage(stats({ subscriptionState: 'TRIAL_EXPIRED', trialDaysRemaining: 0 }), sub({ status: 'expired' })),
    ).toBe('Your free trial has ended. Upgrade to Pro plan to continue receiving leads.');
  });
  it('says the Pro plan messages with the date', () => {
    expect(planMessage(stats({ subscriptionState: 'PRO_ACTIVE' }), sub({ plan: 'pro', status: 'active' }))).toBe(
      "You're on the Pro plan.",
    );
    expect(
      planMessage(
        stats({ subscriptionState: 'PRO_CANCELLED_ACTIVE' }),
        sub({ plan: 'pro', status: 'canceled', planExpiresAt: '2025-09-01T12:00:00.000Z' }),
      ),
    ).toBe('Pro plan cancelled. Your plan remains active until September 1, 2025');
  });
  it('says an ended Pro plan ended, on its date, and no longer names Pro Unlimited', () => {
    const ended = stats({ subscriptionState: 'PRO_CANCELLED_EXPIRED', trialDaysRemaining: 0, nextBillingDate: null });
    const message = planMessage(
      ended,
      sub({ plan: 'pro', status: 'canceled', planExpiresAt: '2025-09-01T12:00:00.000Z' }),
    );
    expect(message).toBe('Your Pro plan ended on September 1, 2025. Upgrade to Pro plan to receive leads again.');
    expect(message).not.toMatch(/expiring/);
    expect(planName(ended)).toBe('No active plan');
  });
  it('tells a dealership waiting for approval that it is under review, not that its trial runs', () => {
    const pending = stats({ accountStatus: 'pending', trialDaysRemaining: 30, canReceiveLeads: false });
    expect(planMessage(pending, sub({}))).toBe(
      'Your dealership is under review. Your 30-day free trial starts when it is approved; we email you then.',
    );
  });
  it('names the plan', () => {
    expect(planName(stats({ subscriptionState: 'PRO_CANCELLED_ACTIVE' }))).toBe('Pro Unlimited');
    expect(planName(stats({ subscriptionState: 'PRO_ACTIVE' }))).toBe('Pro Unlimited');
    expect(planName(stats({}))).toBe('Free Trial');
  });
});

describe('freeDaysNote', () => {
  it('tells a dealer who upgraded during the trial until when leads stay free', () => {
    const upgraded = stats({
      subscriptionState: 'PRO_ACTIVE',
      trialDaysRemaining: 7,
      freeLeadsUntil: '2025-08-24T12:00:00.000Z',
    });
    expect(freeDaysNote(upgraded)).toBe(
      'You kept your free trial days: leads are free until August 24, 2025 (7 days left).',
    );
    expect(freeDaysNote(stats({ subscriptionState: 'PRO_ACTIVE', freeLeadsUntil: null }))).toBeUndefined();
  });
});
