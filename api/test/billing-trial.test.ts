// The free trial with a moving clock: reminders 7 and 3 days before its end (once each), its
// end (TRIAL_EXPIRED with a mail, or Pro charged with the saved card, or the grace period when
// that card fails), Cancel Trial, and setup-trial's card going through the provider's check.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addMonthsUtc } from '../src/billing/calendar';
import { call, createTestContext, type TestContext } from './helpers';
import {
  addCard,
  CARDS,
  DAY,
  dealerRow,
  mailsTo,
  paymentsOf,
  runAt,
  sandboxOf,
  stats,
  subjectsTo,
  subscriptionOf,
  trialDealer,
} from './billing-helpers';
import type { Account } from './account-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://lease.example' });
});
afterAll(async () => {
  await ctx.close();
});

const trialEnd = async (dealer: Account) => (await dealerRow(ctx, dealer)).trialEndDate!;
const at = (base: Date, days: number) => new Date(base.getTime() + days * DAY);
const choosePlan = (dealer: Account, body: Record<string, unknown>) =>
  call(ctx.app, {
    method: 'POST',
    url: '/api/auth/setup-trial',
    token: dealer.token,
    payload: { userId: dealer.id, ...body },
  });

describe('trial reminders and the end of the trial', () => {
  it('reminds 7 and then 3 days before the end, once each, then ends the trial (TRIAL_EXPIRED, mailed once)', async () => {
    const dealer = await trialDealer(ctx);
    const end = await trialEnd(dealer);
    await runAt(ctx, at(end, -7.1));
    expect(await subjectsTo(ctx, dealer)).toEqual([]);
    const first = await runAt(ctx, at(end, -6.5));
    expect(first.remindersSent).toBeGreaterThanOrEqual(1);
    await runAt(ctx, at(end, -6.4));
    expect(await subjectsTo(ctx, dealer)).toEqual(['Your free trial ends in 7 days']);
    const [reminder] = await mailsTo(ctx, dealer);
    expect(reminder.text).toContain('To keep receiving leads after that, upgrade to the Pro plan');
    expect(reminder.text).toContain('https://lease.example/dealer/payment');
    await runAt(ctx, at(end, -3.1));
    expect(await subjectsTo(ctx, dealer)).toHaveLength(1);
    await runAt(ctx, at(end, -2.5));
    await runAt(ctx, at(end, -2));
    expect(await subjectsTo(ctx, dealer)).toEqual(['Your free trial ends in 7 days', 'Your free trial ends in 3 days']);
    expect(await stats(ctx, dealer)).toMatchObject({
      subscriptionState: 'TRIAL_ACTIVE',
      trialDaysRemaining: 2,
      canReceiveLeads: true,
    });

    const ended = await runAt(ctx, at(end, 1 / 1440));
    expect(ended.trialsEnded).toBeGreaterThanOrEqual(1);
    await runAt(ctx, at(end, 1));
    expect(await subscriptionOf(ctx, dealer)).toMatchObject({ plan: 'free', status: 'expired' });
    expect(await stats(ctx, dealer)).toMatchObject({
      subscriptionState: 'TRIAL_EXPIRED',
      trialDaysRemaining: 0,
      canReceiveLeads: false,
      nextBillingDate: null,
    });
    expect(await subjectsTo(ctx, dealer)).toEqual([
      'Your free trial ends in 7 days',
      'Your free trial ends in 3 days',
      'Your free trial has ended',
    ]);
    expect(await paymentsOf(ctx, dealer)).toEqual([]);
  });

  it('continues on Pro at the end with a valid card: the first month (trial end + 1 month) is charged and a receipt mailed', async () => {
    const dealer = await trialDealer(ctx, { card: CARDS.succeeds });
    expect((await choosePlan(dealer, { selectedPlan: 'pro', willAutoRenew: true })).status).toBe(200);
    const end = await trialEnd(dealer);
    expect((await stats(ctx, dealer)).nextBillingDate).toBe(end.toISOString());
    await runAt(ctx, at(end, -6.5));
    expect((await mailsTo(ctx, dealer))[0].text).toContain('Visa ending in 4242 will be charged $200.00 a month');

    const run = await runAt(ctx, at(end, 2 / 24));
    expect(run.trialsEnded).toBeGreaterThanOrEqual(1);
    const [fee] = await paymentsOf(ctx, dealer);
    const periodEnd = addMonthsUtc(end, 1);
    expect(fee).toMatchObject({
      type: 'subscription',
      amountCents: 20000,
      status: 'succeeded',
      periodStart: end,
      periodEnd,
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    expect(fee.description).toMatch(/^Pro plan, /);
    expect(await subscriptionOf(ctx, dealer)).toMatchObject({
      plan: 'pro',
      status: 'active',
      nextPaymentDate: periodEnd,
      planExpiresAt: periodEnd,
    });
    expect(await stats(ctx, dealer)).toMatchObject({
      subscriptionState: 'PRO_ACTIVE',
      nextBillingDate: periodEnd.toISOString(),
      canReceiveLeads: true,
      totalCharges: 200,
    });
    expect((await subjectsTo(ctx, dealer)).at(-1)).toBe(
      `Your LeaseMarket receipt LM-${fee.id.slice(0, 8).toUpperCase()}`,
    );
    // Another run charges nothing more.
    await runAt(ctx, at(end, 1));
    expect(await paymentsOf(ctx, dealer)).toHaveLength(1);
  });

  it('starts the 15-day grace period when the card fails at the end of the trial', async () => {
    const dealer = await trialDealer(ctx, { card: CARDS.chargeFails });
    await choosePlan(dealer, { selectedPlan: 'pro', willAutoRenew: true });
    const end = await trialEnd(dealer);
    const now = at(end, 0.5);
    const run = await runAt(ctx, now);
    expect(run.failedPayments).toBeGreaterThanOrEqual(1);
    const [fee] = await paymentsOf(ctx, dealer);
    expect(fee).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.', amountCents: 20000 });
    expect(await subscriptionOf(ctx, dealer)).toMatchObject({
      plan: 'pro',
      status: 'past_due',
      graceEndDate: at(now, 15),
    });
    expect(await stats(ctx, dealer)).toMatchObject({
      subscriptionState: 'PRO_ACTIVE',
      canReceiveLeads: true,
      nextBillingDate: null,
      totalCharges: 0,
    });
    expect(await subjectsTo(ctx, dealer)).toContain('Your LeaseMarket payment failed');
  });

  it('ends as TRIAL_EXPIRED when Pro was chosen without a card, or without auto-renew', async () => {
    const noCard = await trialDealer(ctx);
    await choosePlan(noCard, { selectedPlan: 'pro', willAutoRenew: true });
    const noRenew = await trialDealer(ctx, { card: CARDS.succeeds });
    await choosePlan(noRenew, { selectedPlan: 'pro', willAutoRenew: false });
    expect((await stats(ctx, noRenew)).nextBillingDate).toBeNull();
    await runAt(ctx, at(await trialEnd(noRenew), 0.1));
    for (const dealer of [noCard, noRenew]) {
      expect(await stats(ctx, dealer)).toMatchObject({ subscriptionState: 'TRIAL_EXPIRED' });
      expect(await paymentsOf(ctx, dealer)).toEqual([]);
      expect(await subjectsTo(ctx, dealer)).toContain('Your free trial has ended');
    }
  });
});

describe('Cancel Trial', () => {
  const cancel = (dealer: Account, payload: unknown) =>
    call(ctx.app, {
      method: 'POST',
      url: '/api/billing/cancel-trial',
      token: dealer.token,
      payload: payload as object,
    });

  it('needs a reason from the list and ends the trial at once', async () => {
    const dealer = await trialDealer(ctx);
    expect((await cancel(dealer, {})).body.message).toBe('Please choose a reason');
    expect((await cancel(dealer, { reason: 'Because' })).status).toBe(400);
    expect((await subscriptionOf(ctx, dealer)).status).toBe('trialing');

    const res = await cancel(dealer, { reason: 'Trial period too short' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Free trial canceled successfully', data: { success: true } });
    expect(await subscriptionOf(ctx, dealer)).toMatchObject({
      plan: 'free',
      status: 'canceled',
      cancelReason: 'Trial period too short',
    });
    expect((await dealerRow(ctx, dealer)).trialCancelledByUser).toBe(true);
    expect(await stats(ctx, dealer)).toMatchObject({
      subscriptionState: 'TRIAL_EXPIRED',
      trialDaysRemaining: 0,
      canReceiveLeads: false,
    });
    const again = await cancel(dealer, { reason: 'Trial period too short' });
    expect(again.status).toBe(409);
    // Nothing for the clock to end or remind later.
    await runAt(ctx, at(await trialEnd(dealer), -5));
    await runAt(ctx, at(await trialEnd(dealer), 1));
    expect(await subjectsTo(ctx, dealer)).toEqual([]);
  });

  it('is refused once the trial is over', async () => {
    const dealer = await trialDealer(ctx, { trialStartDaysAgo: 31 });
    expect((await cancel(dealer, { reason: 'Technical issues' })).status).toBe(409);
  });
});

describe('setup-trial with a card', () => {
  it('saves the card only once the provider confirms it belongs to the dealer', async () => {
    const dealer = await trialDealer(ctx);
    const other = await trialDealer(ctx);
    expect((await addCard(ctx, other)).status).toBe(200);
    const othersCard = (await dealerRow(ctx, other)).stripePaymentMethodId!;
    // No provider customer yet: 'Payment setup failed'.
    expect((await choosePlan(dealer, { selectedPlan: 'pro', paymentMethodId: othersCard })).body.message).toBe(
      'Payment setup failed',
    );
    // A customer, but the card is another dealer's.
    const gateway = sandboxOf(ctx);
    await addCard(ctx, dealer, CARDS.succeeds);
    const before = await dealerRow(ctx, dealer);
    const stolen = await choosePlan(dealer, { selectedPlan: 'pro', paymentMethodId: othersCard });
    expect(stolen.status).toBe(400);
    expect(await dealerRow(ctx, dealer)).toEqual(before);
    expect((await subscriptionOf(ctx, dealer)).plan).toBe('free');
    // Its own new card, confirmed through the setup flow.
    const { clientSecret } = await gateway.createSetupIntent(before.stripeCustomerId!, 'x');
    const setup = await gateway.confirmSetup(before.stripeCustomerId!, {
      clientSecret,
      cardNumber: '5555555555554444',
      expMonth: 1,
      expYear: 2099,
      cvc: '123',
    });
    const res = await choosePlan(dealer, {
      selectedPlan: 'pro',
      paymentMethodId: setup.paymentMethodId,
      willAutoRenew: true,
    });
    expect(res.status).toBe(200);
    expect(await dealerRow(ctx, dealer)).toMatchObject({
      stripePaymentMethodId: setup.paymentMethodId,
      cardBrand: 'mastercard',
      cardLast4: '4444',
      hasValidPaymentMethod: true,
    });
    expect(await stats(ctx, dealer)).toMatchObject({ hasValidPaymentMethod: true, subscriptionState: 'TRIAL_ACTIVE' });
  });

  it("confirm-payment-method answers the spec's toast and refuses a dealer without a provider customer", async () => {
    const dealer = await trialDealer(ctx);
    const none = await call(ctx.app, {
      method: 'POST',
      url: '/api/billing/confirm-payment-method',
      token: dealer.token,
      payload: { paymentMethodId: 'pm_x' },
    });
    expect(none).toMatchObject({ status: 400, body: { message: 'Payment setup failed' } });
    const ok = await addCard(ctx, dealer);
    expect(ok.body).toEqual({ success: true, message: 'Payment method added successfully!' });
  });
});

describe("the billing clock's job", () => {
  it('runs on pg-boss once the app is ready (BILLING_CLOCK_CRON) and stops when it closes', async () => {
    const timed = await createTestContext({ BILLING_CLOCK_CRON: '*/5 * * * *', JOBS_POLL_SECONDS: 1 });
    try {
      expect(timed.app.jobs.started).toBe(true);
      const dealer = await trialDealer(timed, { trialStartDaysAgo: 31 });
      // A run asked for now (the schedule's next slot may be minutes away).
      await timed.app.jobs.request('billing-clock');
      const deadline = Date.now() + 20_000;
      while ((await subscriptionOf(timed, dealer)).status === 'trialing' && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect(await subscriptionOf(timed, dealer)).toMatchObject({ plan: 'free', status: 'expired' });
    } finally {
      await timed.close();
    }
    expect(timed.app.jobs.started).toBe(false);
  }, 40_000);
});
