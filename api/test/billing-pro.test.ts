// The Pro plan with a moving clock: upgrade from each state (and a declined upgrade changing
// nothing), monthly renewals, Cancel Subscription until the end of the paid period, the
// admin's Stop Active Plan, and calendar months in UTC.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { addMonthsUtc } from '../src/billing/calendar';
import { auditEvents, dealers, subscriptions, users } from '../src/db/schema';
import { call, createTestContext, type TestContext } from './helpers';
import { createAccount, type Account } from './account-helpers';
import {
  addCard,
  CARDS,
  DAY,
  dealerRow,
  leadChargesOf,
  paymentsOf,
  proDealer,
  runAt,
  runClock,
  sandboxCharges,
  sendVerifiedLead,
  stats,
  subjectsTo,
  subscriptionOf,
  trialDealer,
  upgrade,
} from './billing-helpers';
import { makeListing } from './listings-fixtures';

let ctx: TestContext;
let admin: Account;
beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://lease.example' });
  admin = await createAccount(ctx, 'admin');
});
afterAll(async () => {
  await ctx.close();
});

const later = (days: number) => new Date(ctx.clock.now().getTime() + days * DAY);
const cancelPro = (dealer: Account) =>
  call(ctx.app, { method: 'DELETE', url: '/api/billing/my-subscription', token: dealer.token });
const adminBilling = (dealerId: string) =>
  call(ctx.app, { method: 'GET', url: `/api/billing/subscriptions/${dealerId}`, token: admin.token });
const stop = (dealerId: string, token = admin.token) =>
  call(ctx.app, { method: 'DELETE', url: `/api/billing/subscriptions/${dealerId}`, token });
const publicListings = async (dealer: Account) =>
  (await call(ctx.app, { method: 'GET', url: `/api/listings?dealerId=${dealer.dealerId}` })).body.meta.pagination.total;

describe('calendar months in UTC', () => {
  it("adds a month, keeping the day or taking the month's last one", () => {
    expect(addMonthsUtc(new Date('2025-01-31T10:00:00Z'), 1).toISOString()).toBe('2025-02-28T10:00:00.000Z');
    expect(addMonthsUtc(new Date('2024-01-31T10:00:00Z'), 1).toISOString()).toBe('2024-02-29T10:00:00.000Z');
    expect(addMonthsUtc(new Date('2025-12-15T23:30:00Z'), 1).toISOString()).toBe('2026-01-15T23:30:00.000Z');
    expect(addMonthsUtc(new Date('2025-03-31T00:00:00Z'), 1).toISOString()).toBe('2025-04-30T00:00:00.000Z');
  });
});

describe('Upgrade to Pro', () => {
  it('needs a valid payment method', async () => {
    const dealer = await trialDealer(ctx);
    const res = await upgrade(ctx, dealer);
    expect(res).toMatchObject({ status: 402, body: { message: 'Please add a payment method first' } });
    expect((await subscriptionOf(ctx, dealer)).plan).toBe('free');
  });

  it("during the trial: Pro at once without a charge, the first month charged at the trial's end", async () => {
    const dealer = await trialDealer(ctx, { card: CARDS.succeeds, trialStartDaysAgo: 10 });
    const end = (await dealerRow(ctx, dealer)).trialEndDate!;
    const res = await upgrade(ctx, dealer);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Successfully upgraded to Pro plan!');
    expect(res.body.data).toMatchObject({
      plan: 'pro',
      status: 'active',
      nextPaymentDate: end.toISOString(),
      planExpiresAt: end.toISOString(),
    });
    expect(await paymentsOf(ctx, dealer)).toEqual([]);
    expect(await stats(ctx, dealer)).toMatchObject({
      subscriptionState: 'PRO_ACTIVE',
      nextBillingDate: end.toISOString(),
      canReceiveLeads: true,
      // The upgrade keeps the free days.
      trialDaysRemaining: 20,
      freeLeadsUntil: end.toISOString(),
    });
    expect((await upgrade(ctx, dealer)).status).toBe(409);

    await runAt(ctx, new Date(end.getTime() + 60_000));
    const [fee] = await paymentsOf(ctx, dealer);
    expect(fee).toMatchObject({
      status: 'succeeded',
      amountCents: 20000,
      periodStart: end,
      periodEnd: addMonthsUtc(end, 1),
    });
    expect((await subscriptionOf(ctx, dealer)).nextPaymentDate).toEqual(addMonthsUtc(end, 1));
  });

  it('during the trial keeps the free days: a lead in the days left is not charged, a lead after them is', async () => {
    const dealer = await trialDealer(ctx, { card: CARDS.succeeds, trialStartDaysAgo: 23 });
    const end = (await dealerRow(ctx, dealer)).trialEndDate!;
    const listing = await makeListing(ctx.database.db, dealer.dealerId!);
    expect((await upgrade(ctx, dealer)).status).toBe(200);
    expect((await stats(ctx, dealer)).trialDaysRemaining).toBe(7);

    const inTrial = await sendVerifiedLead(ctx, listing, 'kept-free-days@example.com');
    await runClock(ctx);
    expect(await leadChargesOf(ctx, dealer)).toEqual([
      expect.objectContaining({ leadId: inTrial.leadId, outcome: 'trial', paymentId: null }),
    ]);
    expect((await paymentsOf(ctx, dealer)).filter((p) => p.type === 'lead')).toEqual([]);

    // After the trial's end: the first month is charged, and the next lead costs $75.
    await runAt(ctx, new Date(end.getTime() + 60_000));
    expect(await stats(ctx, dealer)).toMatchObject({ trialDaysRemaining: 0, freeLeadsUntil: null });
    const afterTrial = await sendVerifiedLead(ctx, listing, 'after-the-trial@example.com');
    const leadPayments = (await paymentsOf(ctx, dealer)).filter((p) => p.type === 'lead');
    expect(leadPayments).toEqual([
      expect.objectContaining({ leadId: afterTrial.leadId, amountCents: 7500, status: 'succeeded' }),
    ]);
  });

  it('is refused while the dealership waits for approval (its trial has not started)', async () => {
    const dealer = await createAccount(ctx, 'dealer', { dealerStatus: 'pending' });
    await ctx.database.db
      .update(dealers)
      .set({ trialStartDate: null, trialEndDate: null })
      .where(eq(dealers.id, dealer.dealerId!));
    expect(await stats(ctx, dealer)).toMatchObject({
      accountStatus: 'pending',
      subscriptionState: 'TRIAL_ACTIVE',
      trialDaysRemaining: 30,
      canReceiveLeads: false,
      actions: { upgrade: false, payNow: false, cancelSubscription: false, cancelTrial: false, chooseAfterTrial: true },
    });
    const res = await upgrade(ctx, dealer);
    expect(res).toMatchObject({
      status: 409,
      body: {
        message:
          'Your dealership is under review. Your 30-day free trial starts when it is approved; we email you then.',
      },
    });
    expect((await subscriptionOf(ctx, dealer)).plan).toBe('free');
  });

  it('after the trial ended: charges the first month now and mails a receipt', async () => {
    const dealer = await trialDealer(ctx, { card: CARDS.succeeds, trialStartDaysAgo: 31 });
    expect((await stats(ctx, dealer)).subscriptionState).toBe('TRIAL_EXPIRED');
    const now = ctx.clock.now();
    const res = await upgrade(ctx, dealer);
    expect(res.status).toBe(200);
    const [fee] = await paymentsOf(ctx, dealer);
    expect(fee).toMatchObject({
      type: 'subscription',
      status: 'succeeded',
      amountCents: 20000,
      periodStart: now,
      periodEnd: addMonthsUtc(now, 1),
    });
    expect(res.body.data).toMatchObject({
      plan: 'pro',
      status: 'active',
      nextPaymentDate: addMonthsUtc(now, 1).toISOString(),
    });
    expect(await stats(ctx, dealer)).toMatchObject({ subscriptionState: 'PRO_ACTIVE', totalCharges: 200 });
    expect(await subjectsTo(ctx, dealer)).toEqual([`Your LeaseMarket receipt LM-${fee.id.slice(0, 8).toUpperCase()}`]);
    // The clock does not also end the (already ended) trial or charge again.
    await runClock(ctx);
    expect(await paymentsOf(ctx, dealer)).toHaveLength(1);
    expect((await subscriptionOf(ctx, dealer)).status).toBe('active');
  });

  it("with a declined card: 402 with the issuer's message, nothing changes but a failed payment in the history", async () => {
    const dealer = await trialDealer(ctx, { card: CARDS.chargeFails, trialStartDaysAgo: 31 });
    const before = await subscriptionOf(ctx, dealer);
    const statsBefore = await stats(ctx, dealer);
    const res = await upgrade(ctx, dealer);
    expect(res).toMatchObject({ status: 402, body: { message: 'Your card was declined.' } });
    expect(await subscriptionOf(ctx, dealer)).toEqual(before);
    expect(await stats(ctx, dealer)).toEqual(statsBefore);
    const history = await paymentsOf(ctx, dealer);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    // Not owed: a new card does not charge it again, and the clock only ends the trial.
    expect((await addCard(ctx, dealer, CARDS.succeeds)).status).toBe(200);
    await runClock(ctx);
    expect(await paymentsOf(ctx, dealer)).toHaveLength(1);
    expect(await subscriptionOf(ctx, dealer)).toMatchObject({ plan: 'free', status: 'expired' });
    // With the good card the upgrade goes through.
    ctx.clock.set(later(1 / 1440));
    expect((await upgrade(ctx, dealer)).status).toBe(200);
    expect((await paymentsOf(ctx, dealer)).map((p) => p.status)).toEqual(['succeeded', 'failed']);
  });

  it('after Cancel Trial: charges now', async () => {
    const dealer = await trialDealer(ctx, { card: CARDS.succeeds });
    await call(ctx.app, {
      method: 'POST',
      url: '/api/billing/cancel-trial',
      token: dealer.token,
      payload: { reason: 'Technical issues' },
    });
    expect((await upgrade(ctx, dealer)).status).toBe(200);
    expect(await stats(ctx, dealer)).toMatchObject({ subscriptionState: 'PRO_ACTIVE', totalCharges: 200 });
  });

  it('without any subscription (NO_PLAN): charges now and starts one', async () => {
    const dealer = await trialDealer(ctx, { card: CARDS.succeeds });
    await ctx.database.db.delete(subscriptions).where(eq(subscriptions.dealerId, dealer.dealerId!));
    expect((await stats(ctx, dealer)).subscriptionState).toBe('NO_PLAN');
    expect((await upgrade(ctx, dealer)).body.data).toMatchObject({ plan: 'pro', status: 'active' });
    expect(await stats(ctx, dealer)).toMatchObject({ subscriptionState: 'PRO_ACTIVE', totalCharges: 200 });
  });

  it('two upgrades at once charge once', async () => {
    const dealer = await trialDealer(ctx, { card: CARDS.succeeds, trialStartDaysAgo: 40 });
    const charges = await sandboxCharges(ctx);
    const answers = await Promise.all([upgrade(ctx, dealer), upgrade(ctx, dealer)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await paymentsOf(ctx, dealer)).toHaveLength(1);
    expect(await sandboxCharges(ctx)).toBe(charges + 1);
  });
});

describe('renewals and Cancel Subscription', () => {
  it('renews every calendar month on the billing date, one payment per period', async () => {
    const dealer = await proDealer(ctx);
    const end = (await dealerRow(ctx, dealer)).trialEndDate!;
    await runAt(ctx, new Date(end.getTime() + 3_600_000));
    const second = addMonthsUtc(end, 1);
    const run = await runAt(ctx, new Date(second.getTime() + 3_600_000));
    expect(run.renewals).toBeGreaterThanOrEqual(1);
    await runClock(ctx);
    const fees = await paymentsOf(ctx, dealer);
    expect(fees.map((p) => [p.periodStart, p.periodEnd, p.status])).toEqual([
      [second, addMonthsUtc(end, 2), 'succeeded'],
      [end, second, 'succeeded'],
    ]);
    expect(await subscriptionOf(ctx, dealer)).toMatchObject({
      status: 'active',
      nextPaymentDate: addMonthsUtc(end, 2),
      lastPaymentDate: ctx.clock.now(),
    });
    expect((await stats(ctx, dealer)).totalCharges).toBe(400);
    expect((await subjectsTo(ctx, dealer)).filter((s) => s.startsWith('Your LeaseMarket receipt'))).toHaveLength(2);
  });

  it('keeps Pro until the end of the paid period, then PRO_CANCELLED_EXPIRED, without charging again', async () => {
    const dealer = await proDealer(ctx);
    const end = (await dealerRow(ctx, dealer)).trialEndDate!;
    await runAt(ctx, new Date(end.getTime() + 3_600_000));
    const paidUntil = addMonthsUtc(end, 1);
    const res = await cancelPro(dealer);
    expect(res.body).toEqual({
      success: true,
      message: 'Pro subscription canceled successfully',
      data: { success: true },
    });
    expect(await subscriptionOf(ctx, dealer)).toMatchObject({
      status: 'canceled',
      willAutoRenew: false,
      planExpiresAt: paidUntil,
    });
    expect(await stats(ctx, dealer)).toMatchObject({
      subscriptionState: 'PRO_CANCELLED_ACTIVE',
      canReceiveLeads: true,
      nextBillingDate: null,
    });
    expect((await cancelPro(dealer)).status).toBe(409);

    const run = await runAt(ctx, new Date(paidUntil.getTime() + 60_000));
    expect(run.plansExpired).toBeGreaterThanOrEqual(1);
    expect(await subscriptionOf(ctx, dealer)).toMatchObject({ status: 'expired' });
    expect(await stats(ctx, dealer)).toMatchObject({
      subscriptionState: 'PRO_CANCELLED_EXPIRED',
      canReceiveLeads: false,
    });
    expect(await paymentsOf(ctx, dealer)).toHaveLength(1);

    // Upgrade again: a new first month now.
    const now = ctx.clock.now();
    expect((await upgrade(ctx, dealer)).status).toBe(200);
    expect((await paymentsOf(ctx, dealer))[0]).toMatchObject({ status: 'succeeded', periodStart: now });
  });

  it('an upgrade while the cancelled plan is still paid resumes it without a charge', async () => {
    const dealer = await proDealer(ctx);
    const end = (await dealerRow(ctx, dealer)).trialEndDate!;
    await runAt(ctx, new Date(end.getTime() + 3_600_000));
    await cancelPro(dealer);
    const res = await upgrade(ctx, dealer);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'active', nextPaymentDate: addMonthsUtc(end, 1).toISOString() });
    expect(await paymentsOf(ctx, dealer)).toHaveLength(1);
    expect(await stats(ctx, dealer)).toMatchObject({ subscriptionState: 'PRO_ACTIVE' });
  });

  it('refuses to cancel a plan that is not Pro', async () => {
    const dealer = await trialDealer(ctx);
    expect(await cancelPro(dealer)).toMatchObject({
      status: 409,
      body: { message: 'You have no active Pro subscription to cancel' },
    });
  });
});

describe('Stop Active Plan (admin)', () => {
  it('needs manageDealers and a known dealer', async () => {
    const dealer = await trialDealer(ctx);
    const limited = await createAccount(ctx, 'admin');
    await ctx.database.db
      .update(users)
      .set({ permissions: { manageDealers: false } })
      .where(eq(users.id, limited.id));
    expect((await stop(dealer.dealerId!, limited.token)).status).toBe(403);
    expect((await stop(dealer.dealerId!, dealer.token)).status).toBe(403);
    expect((await stop('00000000-0000-4000-8000-000000000000')).body.message).toBe('Dealer not found');
    expect((await stop('not-an-id')).status).toBe(404);
    expect((await subscriptionOf(ctx, dealer)).status).toBe('trialing');
  });

  it('ends a trial at once: audited, mailed, listings out of the search; a second stop is refused', async () => {
    const dealer = await trialDealer(ctx);
    await makeListing(ctx.database.db, dealer.dealerId!);
    expect(await publicListings(dealer)).toBe(1);
    const res = await stop(dealer.dealerId!);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Subscription stopped successfully.',
      data: { plan: 'free', status: 'canceled' },
    });
    expect(await stats(ctx, dealer)).toMatchObject({ subscriptionState: 'TRIAL_EXPIRED', canReceiveLeads: false });
    expect((await dealerRow(ctx, dealer)).trialCancelledByUser).toBe(false);
    expect(await publicListings(dealer)).toBe(0);
    expect(await subjectsTo(ctx, dealer)).toEqual(['Your free trial has been stopped']);
    const audit = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, dealer.dealerId!), eq(auditEvents.action, 'subscription.stop')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: admin.id,
      entityType: 'dealer',
      before: { status: 'trialing' },
      after: { status: 'canceled' },
    });
    const history = await call(ctx.app, {
      method: 'GET',
      url: `/api/admin/audit?entityType=dealer&entityId=${dealer.dealerId}`,
      token: admin.token,
    });
    expect(history.body.data.events[0]).toMatchObject({ action: 'subscription.stop' });
    expect(await stop(dealer.dealerId!)).toMatchObject({
      status: 409,
      body: { message: 'This plan is already cancelled' },
    });
  });

  it('ends a Pro plan at once, without refund or further charges', async () => {
    const dealer = await proDealer(ctx);
    const end = (await dealerRow(ctx, dealer)).trialEndDate!;
    await runAt(ctx, new Date(end.getTime() + 3_600_000));
    const now = ctx.clock.now();
    const res = await stop(dealer.dealerId!);
    expect(res.body.data).toMatchObject({
      plan: 'pro',
      status: 'canceled',
      planExpiresAt: now.toISOString(),
      nextPaymentDate: null,
    });
    expect(await stats(ctx, dealer)).toMatchObject({
      subscriptionState: 'PRO_CANCELLED_EXPIRED',
      canReceiveLeads: false,
      totalCharges: 200,
    });
    expect((await subjectsTo(ctx, dealer)).at(-1)).toBe('Your Pro plan has been stopped');
    await runAt(ctx, later(40));
    expect(await paymentsOf(ctx, dealer)).toHaveLength(1);
    expect((await subscriptionOf(ctx, dealer)).status).toBe('expired');
    // The dealer may start again.
    expect((await upgrade(ctx, dealer)).status).toBe(200);
  });

  it('stops a cancelled Pro plan while its paid period runs (its leads are still charged until then), not once it has ended', async () => {
    const dealer = await proDealer(ctx);
    const end = (await dealerRow(ctx, dealer)).trialEndDate!;
    await runAt(ctx, new Date(end.getTime() + 3_600_000));
    expect((await cancelPro(dealer)).status).toBe(200);
    const paidUntil = (await subscriptionOf(ctx, dealer)).planExpiresAt!;
    expect(paidUntil.getTime()).toBeGreaterThan(ctx.clock.now().getTime());
    const view = await adminBilling(dealer.dealerId!);
    expect(view.body.data).toMatchObject({
      subscriptionState: 'PRO_CANCELLED_ACTIVE',
      canStop: true,
      nextBillingDate: null,
    });
    // The dealer's subscription answer gives no next payment date: none is due.
    const mine = await call(ctx.app, { method: 'GET', url: '/api/billing/my-subscription', token: dealer.token });
    expect(mine.body.data).toMatchObject({ status: 'canceled', nextPaymentDate: null });

    expect((await stop(dealer.dealerId!)).status).toBe(200);
    expect(await stats(ctx, dealer)).toMatchObject({
      subscriptionState: 'PRO_CANCELLED_EXPIRED',
      canReceiveLeads: false,
    });
    expect((await adminBilling(dealer.dealerId!)).body.data.canStop).toBe(false);
    expect((await stop(dealer.dealerId!)).status).toBe(409);
  });
});

describe("the admin's view of a dealer's billing (GET /api/billing/subscriptions/:id)", () => {
  it('answers the facts the dealer sees, 404 for an unknown or malformed id', async () => {
    const dealer = await trialDealer(ctx, { card: CARDS.succeeds, trialStartDaysAgo: 5 });
    const res = await adminBilling(dealer.dealerId!);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ...(await stats(ctx, dealer)), canStop: true });
    expect(res.body.data.card).toEqual({ brand: 'visa', last4: '4242' });
    expect((await adminBilling('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await adminBilling('not-an-id')).body).toEqual({ message: 'Dealer not found' });
  });

  it('reads Auto-renew No for a trial that stops at its end, Yes for one that continues on Pro', async () => {
    const dealer = await trialDealer(ctx, { card: CARDS.succeeds });
    const dealerView = async () =>
      (await call(ctx.app, { method: 'GET', url: `/api/dealers/${dealer.dealerId}`, token: admin.token })).body.data
        .subscription;
    const choose = (selectedPlan: 'free' | 'pro') =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/auth/setup-trial',
        token: dealer.token,
        payload: { userId: dealer.id, selectedPlan, willAutoRenew: true },
      });
    expect((await choose('free')).status).toBe(200);
    expect(await dealerView()).toMatchObject({ status: 'trialing', willAutoRenew: false });
    expect((await choose('pro')).status).toBe(200);
    expect(await dealerView()).toMatchObject({ status: 'trialing', willAutoRenew: true });
  });
});

describe('POST /api/billing/run', () => {
  it('runs the billing clock for an admin with manageDealers and answers what it did', async () => {
    const res = await call(ctx.app, { method: 'POST', url: '/api/billing/run', token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      ranAt: ctx.clock.now().toISOString(),
      remindersSent: expect.any(Number),
      trialsEnded: expect.any(Number),
      renewals: expect.any(Number),
      failedPayments: expect.any(Number),
      leadsCharged: expect.any(Number),
      plansExpired: expect.any(Number),
      dealersPaused: expect.any(Number),
    });
    const dealer = await trialDealer(ctx);
    expect((await call(ctx.app, { method: 'POST', url: '/api/billing/run', token: dealer.token })).status).toBe(403);
  });
});
