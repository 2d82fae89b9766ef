// POST /api/billing/webhook with a fake provider whose events are signed with an HMAC of the
// raw body: a bad signature is refused, each event is applied once (a replay is answered but
// not applied), and a charge's late outcome has the same effects as an immediate one.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { gatewayEvents, payments } from '../src/db/schema';
import { call, createTestContext, type TestContext } from './helpers';
import {
  CARDS,
  DAY,
  dealerRow,
  FakeWebhookGateway,
  paymentsOf,
  postEvent,
  proDealer,
  runAt,
  sign,
  stats,
  subjectsTo,
  subscriptionOf,
  trialDealer,
  upgrade,
} from './billing-helpers';

let ctx: TestContext;
let gateway: FakeWebhookGateway;
beforeAll(async () => {
  ctx = await createTestContext({}, { paymentGateway: (db, clock) => (gateway = new FakeWebhookGateway(db, clock)) });
});
afterAll(async () => {
  await ctx.close();
});

const seen = async () => (await ctx.database.db.select().from(gatewayEvents)).length;

describe('the webhook', () => {
  it('refuses a bad or missing signature and applies nothing', async () => {
    const event = {
      id: 'evt_bad',
      type: 'payment_method.detached',
      customerId: null,
      paymentMethodId: 'pm_x',
    } as const;
    const body = JSON.stringify(event);
    expect(await postEvent(ctx, event, sign(`${body} `))).toMatchObject({
      status: 400,
      body: { message: 'Invalid webhook signature' },
    });
    const unsigned = await call(ctx.app, {
      method: 'POST',
      url: '/api/billing/webhook',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);
    const text = await call(ctx.app, {
      method: 'POST',
      url: '/api/billing/webhook',
      payload: 'hello',
      headers: { 'content-type': 'text/plain', 'stripe-signature': sign('hello') },
    });
    expect(text.status).toBe(400);
    expect(await seen()).toBe(0);
  });

  it('checks the signature on the raw bytes (the same JSON re-spaced does not verify)', async () => {
    const raw = '{"id":"evt_raw","type":"payment_method.detached","customerId":null,"paymentMethodId":"pm_none"}';
    const spaced =
      '{ "id": "evt_raw", "type": "payment_method.detached", "customerId": null, "paymentMethodId": "pm_none" }';
    const post = (payload: string, signature: string) =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/billing/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
    expect((await post(spaced, sign(raw))).status).toBe(400);
    expect((await post(raw, sign(raw))).body).toEqual({ received: true });
  });

  it('settles a charge the bank confirmed later: succeeded has the effects of an immediate success, and a replay is not applied again', async () => {
    const dealer = await trialDealer(ctx, { card: CARDS.succeeds, trialStartDaysAgo: 31 });
    gateway.nextCharge = 'pending';
    const res = await upgrade(ctx, dealer);
    expect(res.status).toBe(402);
    const [pending] = await paymentsOf(ctx, dealer);
    expect(pending).toMatchObject({ status: 'pending', gatewayRef: expect.stringMatching(/^ch_pending_/) });
    expect((await stats(ctx, dealer)).subscriptionState).toBe('TRIAL_EXPIRED');

    const succeeded = {
      id: 'evt_ok_1',
      type: 'charge.succeeded',
      chargeRef: pending.gatewayRef!,
      card: { brand: 'visa', last4: '4242' },
    } as const;
    expect((await postEvent(ctx, succeeded)).body).toEqual({ received: true });
    expect((await paymentsOf(ctx, dealer))[0]).toMatchObject({ status: 'succeeded', cardLast4: '4242' });
    expect(await subscriptionOf(ctx, dealer)).toMatchObject({ plan: 'pro', status: 'active' });
    expect(await stats(ctx, dealer)).toMatchObject({ subscriptionState: 'PRO_ACTIVE', totalCharges: 200 });
    expect((await postEvent(ctx, succeeded)).body).toEqual({ received: true });
    expect((await subjectsTo(ctx, dealer)).filter((s) => s.startsWith('Your LeaseMarket receipt'))).toHaveLength(1);
  });

  it('applies a replayed event once', async () => {
    const dealer = await trialDealer(ctx, { card: CARDS.succeeds, trialStartDaysAgo: 31 });
    gateway.nextCharge = 'pending';
    await upgrade(ctx, dealer);
    const [pending] = await paymentsOf(ctx, dealer);
    const failed = {
      id: 'evt_fail_1',
      type: 'charge.failed',
      chargeRef: pending.gatewayRef!,
      message: 'Insufficient funds.',
    } as const;
    await postEvent(ctx, failed);
    expect((await paymentsOf(ctx, dealer))[0]).toMatchObject({
      status: 'failed',
      failureMessage: 'Insufficient funds.',
    });
    // The payment is being charged again (pending); the same event delivered again must not fail it.
    await ctx.database.db.update(payments).set({ status: 'pending' }).where(eq(payments.id, pending.id));
    expect((await postEvent(ctx, failed)).body).toEqual({ received: true });
    expect((await paymentsOf(ctx, dealer))[0].status).toBe('pending');
    // A declined upgrade changes nothing, whenever the answer comes.
    expect((await stats(ctx, dealer)).subscriptionState).toBe('TRIAL_EXPIRED');
  });

  it('a renewal that fails later starts the grace period, as an immediate failure would', async () => {
    const dealer = await proDealer(ctx);
    const end = (await dealerRow(ctx, dealer)).trialEndDate!;
    gateway.nextCharge = 'pending';
    await runAt(ctx, new Date(end.getTime() + 60_000));
    const [fee] = await paymentsOf(ctx, dealer);
    expect(fee.status).toBe('pending');
    expect((await subscriptionOf(ctx, dealer)).status).toBe('active');
    await postEvent(ctx, {
      id: 'evt_renewal_failed',
      type: 'charge.failed',
      chargeRef: fee.gatewayRef!,
      message: 'Your card was declined.',
    });
    expect(await subscriptionOf(ctx, dealer)).toMatchObject({
      status: 'past_due',
      graceEndDate: new Date(ctx.clock.now().getTime() + 15 * DAY),
    });
    expect(await subjectsTo(ctx, dealer)).toContain('Your LeaseMarket payment failed');
  });

  it('a detached card is no longer a valid payment method (only the dealer whose card it is)', async () => {
    const dealer = await trialDealer(ctx, { card: CARDS.succeeds });
    const { stripePaymentMethodId, stripeCustomerId } = await dealerRow(ctx, dealer);
    await postEvent(ctx, {
      id: 'evt_detach_other',
      type: 'payment_method.detached',
      customerId: 'cus_someone_else',
      paymentMethodId: stripePaymentMethodId!,
    });
    expect((await dealerRow(ctx, dealer)).hasValidPaymentMethod).toBe(true);
    await postEvent(ctx, {
      id: 'evt_detach',
      type: 'payment_method.detached',
      customerId: stripeCustomerId,
      paymentMethodId: stripePaymentMethodId!,
    });
    expect((await dealerRow(ctx, dealer)).hasValidPaymentMethod).toBe(false);
    expect((await stats(ctx, dealer)).hasValidPaymentMethod).toBe(false);
    expect((await upgrade(ctx, dealer)).status).toBe(402);
  });
});

describe('the webhook on the sandbox gateway', () => {
  it('answers 404 (the sandbox sends no events)', async () => {
    const sandbox = await createTestContext();
    try {
      const res = await call(sandbox.app, {
        method: 'POST',
        url: '/api/billing/webhook',
        payload: '{}',
        headers: { 'content-type': 'application/json', 'stripe-signature': 'x' },
      });
      expect(res.status).toBe(404);
    } finally {
      await sandbox.close();
    }
  });
});
