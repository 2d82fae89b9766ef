// A failed payment with a moving clock: the 15-day grace period (leads keep coming, reminder
// mails at the failure, 7 days and 1 day before its end, a retry every 3 days), the pause after
// it (listings out of the search, mailed once), recovery by a new card, by the clock's retry or
// by an upgrade (listings back by themselves), and two clock runs at once billing once.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addMonthsUtc } from '../src/billing/calendar';
import { call, createTestContext, type TestContext } from './helpers';
import type { Account } from './account-helpers';
import {
  addCard,
  CARDS,
  DAY,
  dealerRow,
  paymentsOf,
  proDealer,
  publicListings,
  runAt,
  runClock,
  sandboxCharges,
  setCardBehaviour,
  stats,
  subjectsTo,
  subscriptionOf,
  trialDealer,
  upgrade,
} from './billing-helpers';
import { makeListing } from './listings-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://lease.example' });
});
afterAll(async () => {
  await ctx.close();
});

const at = (base: Date, days: number) => new Date(base.getTime() + days * DAY);

/** A Pro dealer with one listing whose first month was paid and whose renewal just failed; answers the failure time. */
async function failedRenewal(): Promise<{ dealer: Account; failedAt: Date }> {
  const dealer = await proDealer(ctx);
  await makeListing(ctx.database.db, dealer.dealerId!);
  const end = (await dealerRow(ctx, dealer)).trialEndDate!;
  await runAt(ctx, at(end, 1 / 24));
  await setCardBehaviour(ctx, dealer, 'charge_fails');
  const failedAt = at(addMonthsUtc(end, 1), 1 / 24);
  await runAt(ctx, failedAt);
  return { dealer, failedAt };
}

describe('the grace period and the pause', () => {
  it('keeps leads for 15 days with reminders and a retry every 3 days, then pauses once; a new card brings the listings back', async () => {
    const { dealer, failedAt } = await failedRenewal();
    const graceEnd = at(failedAt, 15);
    expect(await subscriptionOf(ctx, dealer)).toMatchObject({ status: 'past_due', graceEndDate: graceEnd });
    expect(await stats(ctx, dealer)).toMatchObject({ subscriptionState: 'PRO_ACTIVE', canReceiveLeads: true });
    expect(await publicListings(ctx, dealer)).toBe(1);
    // The failure is told where the plan is shown: what failed, the declined card, the grace end, Pay now.
    const failedFee = (await paymentsOf(ctx, dealer))[0];
    expect(await stats(ctx, dealer)).toMatchObject({
      nextBillingDate: null,
      card: { brand: 'visa', last4: '4242' },
      failedPayment: {
        paymentId: failedFee.id,
        type: 'subscription',
        amount: 200,
        description: failedFee.description,
        failedAt: failedAt.toISOString(),
        reason: expect.any(String),
        card: { brand: 'visa', last4: '4242' },
        graceEndDate: graceEnd.toISOString(),
      },
      actions: { upgrade: false, payNow: true, cancelSubscription: true, cancelTrial: false, chooseAfterTrial: false },
    });
    const failedMail = 'Your LeaseMarket payment failed';
    expect((await subjectsTo(ctx, dealer)).filter((s) => s === failedMail)).toHaveLength(1);
    const fee = () => paymentsOf(ctx, dealer).then((p) => p[0]);
    expect(await fee()).toMatchObject({ status: 'failed', attempts: 1 });

    await runAt(ctx, at(failedAt, 2.9));
    expect((await fee()).attempts).toBe(1);
    await runAt(ctx, at(failedAt, 3.1));
    expect(await fee()).toMatchObject({ status: 'failed', attempts: 2 });
    await runAt(ctx, at(failedAt, 6.2));
    expect((await fee()).attempts).toBe(3);
    await runAt(ctx, at(failedAt, 8.5));
    await runAt(ctx, at(failedAt, 8.6));
    expect((await fee()).attempts).toBe(3);
    await runAt(ctx, at(failedAt, 9.3));
    await runAt(ctx, at(failedAt, 12.4));
    await runAt(ctx, at(failedAt, 14.5));
    await runAt(ctx, at(failedAt, 14.6));
    expect((await fee()).attempts).toBe(5);
    expect(await paymentsOf(ctx, dealer)).toHaveLength(2);
    expect(
      (await subjectsTo(ctx, dealer)).filter(
        (s) => s !== 'Your LeaseMarket receipt' && !s.startsWith('Your LeaseMarket receipt'),
      ),
    ).toEqual([
      failedMail,
      'Action needed: your listings will be paused in 7 days',
      'Action needed: your listings will be paused tomorrow',
    ]);
    expect(await stats(ctx, dealer)).toMatchObject({ subscriptionState: 'PRO_ACTIVE', canReceiveLeads: true });

    const paused = await runAt(ctx, at(failedAt, 15.01));
    expect(paused.dealersPaused).toBeGreaterThanOrEqual(1);
    await runAt(ctx, at(failedAt, 16));
    expect(await stats(ctx, dealer)).toMatchObject({
      subscriptionState: 'INACTIVE',
      canReceiveLeads: false,
      failedPayment: { graceEndDate: graceEnd.toISOString() },
      actions: { upgrade: false, payNow: true },
    });
    expect((await dealerRow(ctx, dealer)).leadsSuspendedAt).toEqual(at(failedAt, 15.01));
    expect(await publicListings(ctx, dealer)).toBe(0);
    expect((await subjectsTo(ctx, dealer)).filter((s) => s === 'Your listings are paused')).toHaveLength(1);
    // No more retries once paused.
    await runAt(ctx, at(failedAt, 20));
    expect((await fee()).attempts).toBe(5);

    const now = ctx.clock.now();
    expect((await addCard(ctx, dealer, CARDS.succeeds)).status).toBe(200);
    const recovered = await fee();
    expect(recovered).toMatchObject({
      status: 'succeeded',
      attempts: 6,
      cardLast4: '4242',
      periodStart: now,
      periodEnd: addMonthsUtc(now, 1),
    });
    expect(await stats(ctx, dealer)).toMatchObject({ failedPayment: null, actions: { payNow: false } });
    expect(await subscriptionOf(ctx, dealer)).toMatchObject({
      status: 'active',
      graceEndDate: null,
      nextPaymentDate: addMonthsUtc(now, 1),
      lastPaymentDate: now,
    });
    expect((await dealerRow(ctx, dealer)).leadsSuspendedAt).toBeNull();
    expect(await stats(ctx, dealer)).toMatchObject({
      subscriptionState: 'PRO_ACTIVE',
      canReceiveLeads: true,
      nextBillingDate: addMonthsUtc(now, 1).toISOString(),
    });
    expect(await publicListings(ctx, dealer)).toBe(1);
    expect((await subjectsTo(ctx, dealer)).at(-1)).toBe(
      `Your LeaseMarket receipt LM-${recovered.id.slice(0, 8).toUpperCase()}`,
    );
  });

  it("recovers in the grace period when the clock's retry succeeds", async () => {
    const { dealer, failedAt } = await failedRenewal();
    await setCardBehaviour(ctx, dealer, 'ok');
    await runAt(ctx, at(failedAt, 1));
    expect((await subscriptionOf(ctx, dealer)).status).toBe('past_due');
    const run = await runAt(ctx, at(failedAt, 3.5));
    expect(run.renewals).toBeGreaterThanOrEqual(1);
    expect(await subscriptionOf(ctx, dealer)).toMatchObject({
      status: 'active',
      graceEndDate: null,
      nextPaymentDate: addMonthsUtc(at(failedAt, 3.5), 1),
    });
  });

  it('an upgrade in the grace period retries the outstanding fee: declined 402, then recovered once the card works', async () => {
    const { dealer } = await failedRenewal();
    const declined = await upgrade(ctx, dealer);
    expect(declined).toMatchObject({ status: 402, body: { message: 'Your card was declined.' } });
    expect(await subscriptionOf(ctx, dealer)).toMatchObject({ status: 'past_due' });
    expect((await paymentsOf(ctx, dealer))[0]).toMatchObject({ status: 'failed', attempts: 2 });
    await setCardBehaviour(ctx, dealer, 'ok');
    const ok = await upgrade(ctx, dealer);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ plan: 'pro', status: 'active' });
    expect(await paymentsOf(ctx, dealer)).toHaveLength(2);
  });

  it('an upgrade after the pause brings the listings back', async () => {
    const { dealer, failedAt } = await failedRenewal();
    await runAt(ctx, at(failedAt, 15.5));
    expect(await publicListings(ctx, dealer)).toBe(0);
    await setCardBehaviour(ctx, dealer, 'ok');
    expect((await upgrade(ctx, dealer)).status).toBe(200);
    expect(await stats(ctx, dealer)).toMatchObject({ subscriptionState: 'PRO_ACTIVE', canReceiveLeads: true });
    expect(await publicListings(ctx, dealer)).toBe(1);
  });

  it('Cancel Subscription in the grace period ends the plan now (nothing is paid for) and stops the retries', async () => {
    const { dealer, failedAt } = await failedRenewal();
    const res = await call(ctx.app, { method: 'DELETE', url: '/api/billing/my-subscription', token: dealer.token });
    expect(res.status).toBe(200);
    expect(await stats(ctx, dealer)).toMatchObject({
      subscriptionState: 'PRO_CANCELLED_EXPIRED',
      canReceiveLeads: false,
    });
    expect(await publicListings(ctx, dealer)).toBe(0);
    await runAt(ctx, at(failedAt, 4));
    await runAt(ctx, at(failedAt, 16));
    expect((await paymentsOf(ctx, dealer))[0].attempts).toBe(1);
    expect(await subjectsTo(ctx, dealer)).not.toContain('Your listings are paused');
  });
});

describe('two clock runs at once', () => {
  let fresh: TestContext;
  beforeAll(async () => {
    fresh = await createTestContext();
  });
  afterAll(async () => {
    await fresh.close();
  });

  it('bill each trial end and renewal once, and mail once', async () => {
    const original = ctx;
    ctx = fresh;
    try {
      // Every trial ends within the same hour: the clock goes back after each proDealer (which moves it past its trial).
      const start = ctx.clock.now();
      const pro = async (card?: string) => {
        const dealer = await proDealer(ctx, card);
        ctx.clock.set(start);
        return dealer;
      };
      const renewing = [await pro(), await pro()];
      const failing = await pro(CARDS.chargeFails);
      const expiring = await trialDealer(ctx, { trialStartDaysAgo: 30 - 1 / 24 });
      const autoRenewing = await trialDealer(ctx, { trialStartDaysAgo: 30 - 1 / 24, card: CARDS.succeeds });
      await call(ctx.app, {
        method: 'POST',
        url: '/api/auth/setup-trial',
        token: autoRenewing.token,
        payload: { userId: autoRenewing.id, selectedPlan: 'pro', willAutoRenew: true },
      });
      const end = (await dealerRow(ctx, renewing[0])).trialEndDate!;
      ctx.clock.set(at(end, 1 / 24 + 0.01));
      const before = await sandboxCharges(ctx);
      const runs = await Promise.all([
        ctx.app.services.billing.runBillingClock(),
        ctx.app.services.billing.runBillingClock(),
        ctx.app.services.billing.runBillingClock(),
      ]);
      const total = (key: 'trialsEnded' | 'renewals' | 'failedPayments') => runs.reduce((n, r) => n + r[key], 0);
      expect([total('trialsEnded'), total('renewals'), total('failedPayments')]).toEqual([2, 2, 1]);
      expect(await sandboxCharges(ctx)).toBe(before + 4);
      for (const dealer of [...renewing, failing, autoRenewing]) expect(await paymentsOf(ctx, dealer)).toHaveLength(1);
      expect(await stats(ctx, autoRenewing)).toMatchObject({ subscriptionState: 'PRO_ACTIVE' });
      expect((await subscriptionOf(ctx, failing)).status).toBe('past_due');
      expect(await subjectsTo(ctx, expiring)).toEqual(['Your free trial has ended']);
      expect((await subjectsTo(ctx, failing)).filter((s) => s === 'Your LeaseMarket payment failed')).toHaveLength(1);
      for (const dealer of renewing)
        expect((await subjectsTo(ctx, dealer)).filter((s) => s.startsWith('Your LeaseMarket receipt'))).toHaveLength(1);

      // The next month's renewal, three runs at once again.
      ctx.clock.set(at(addMonthsUtc(end, 1), 0.01));
      await Promise.all([runClock(ctx), runClock(ctx), runClock(ctx)]);
      for (const dealer of [...renewing, autoRenewing]) expect(await paymentsOf(ctx, dealer)).toHaveLength(2);
      expect(await sandboxCharges(ctx)).toBe(before + 7);
    } finally {
      ctx = original;
    }
  });
});
