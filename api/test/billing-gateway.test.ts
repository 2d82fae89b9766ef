// The Stripe gateway against a local stand-in of the Stripe API (test/stripe-stand-in.ts):
// customers, setup intents, saved cards, off-session charges and refunds with their
// idempotency keys, webhook signatures, the configuration that turns Stripe on, and the API's
// card setup routes when Stripe is the provider.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { isSandboxGateway } from '../src/billing/gateway';
import { StripeGateway } from '../src/billing/gateway/stripe';
import {
  INVALID_WEBHOOK_SIGNATURE,
  PAYMENT_METHOD_NOT_FOUND,
  PROVIDER_UNAVAILABLE,
} from '../src/billing/gateway/stripe';
import { loadConfig, stripeConfigProblem } from '../src/config';
import { dealers, outbox, payments } from '../src/db/schema';
import { call, createTestContext, TEST_SECRET, type TestContext } from './helpers';
import { createAccount, freshIp } from './account-helpers';
import { StripeStandIn } from './stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_standin';
let standIn: StripeStandIn;
let gateway: StripeGateway;

beforeAll(async () => {
  standIn = await new StripeStandIn().start();
  gateway = new StripeGateway({
    secretKey: 'sk_test_standin',
    publishableKey: 'pk_test_standin',
    webhookSecret: WEBHOOK_SECRET,
    host: '127.0.0.1',
    port: standIn.port,
    protocol: 'http',
  });
});
afterAll(async () => {
  await standIn.stop();
});

let seq = 0;
const key = (what: string) => `${what}:${++seq}:${Date.now()}`;
const dealer = () => ({
  dealerId: `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`,
  email: `d${seq}@example.com`,
  name: `Dealer ${seq}`,
  customerId: null,
});

async function customerWithCard(behaviour: Parameters<StripeStandIn['addCard']>[0]['behaviour'] = 'ok') {
  const customerId = await gateway.ensureCustomer(dealer());
  const paymentMethodId = standIn.addCard({ customer: customerId, behaviour, brand: 'mastercard', last4: '4444' });
  return { customerId, paymentMethodId };
}

describe('customers and setup intents', () => {
  it('creates one customer per dealer (keyed by the dealer) and keeps a stored one', async () => {
    const d = dealer();
    const before = standIn.calls('POST', '/v1/customers').length;
    const id = await gateway.ensureCustomer(d);
    expect(standIn.customers.get(id)).toMatchObject({
      email: d.email,
      name: d.name,
      metadata: { dealerId: d.dealerId },
    });
    const [request] = standIn.calls('POST', '/v1/customers').slice(before);
    expect(request.idempotencyKey).toBe(`customer:${d.dealerId}`);
    expect(request.authorization).toBe('Bearer sk_test_standin');
    // A second setup before the id was stored gets the same customer, not a second one.
    expect(await gateway.ensureCustomer(d)).toBe(id);
    expect([...standIn.customers.values()].filter((c) => c.metadata.dealerId === d.dealerId)).toHaveLength(1);
    const calls = standIn.requests.length;
    expect(await gateway.ensureCustomer({ ...d, customerId: id })).toBe(id);
    expect(standIn.requests.length).toBe(calls);
  });

  it("a setup intent is for later off-session charges, cards only, with the caller's key", async () => {
    const customerId = await gateway.ensureCustomer(dealer());
    const k = key('setup');
    const { clientSecret } = await gateway.createSetupIntent(customerId, k);
    const [intent] = [...standIn.setupIntents.values()].filter((i) => i.client_secret === clientSecret);
    expect(intent).toMatchObject({
      customer: customerId,
      usage: 'off_session',
      allowed_payment_method_types: ['card'],
    });
    expect(standIn.calls('POST', '/v1/setup_intents').at(-1)!.idempotencyKey).toBe(k);
  });
});

describe('confirmPaymentMethod', () => {
  it("makes the customer's saved card its default and describes it", async () => {
    const { customerId, paymentMethodId } = await customerWithCard();
    await expect(gateway.confirmPaymentMethod(customerId, paymentMethodId)).resolves.toEqual({
      brand: 'mastercard',
      last4: '4444',
    });
    expect(standIn.customers.get(customerId)!.invoice_settings.default_payment_method).toBe(paymentMethodId);
  });

  it('attaches a card that belongs to nobody yet', async () => {
    const customerId = await gateway.ensureCustomer(dealer());
    const paymentMethodId = standIn.addCard({ customer: null, last4: '1881' });
    await expect(gateway.confirmPaymentMethod(customerId, paymentMethodId)).resolves.toEqual({
      brand: 'visa',
      last4: '1881',
    });
    expect(standIn.paymentMethods.get(paymentMethodId)!.customer).toBe(customerId);
    expect(standIn.calls('POST', `/v1/payment_methods/${paymentMethodId}/attach`)).toHaveLength(1);
  });

  it("refuses another customer's card, an unknown one and one that is not a card, changing nothing", async () => {
    const mine = await gateway.ensureCustomer(dealer());
    const other = await customerWithCard();
    await expect(gateway.confirmPaymentMethod(mine, other.paymentMethodId)).rejects.toMatchObject({
      statusCode: 400,
      message: PAYMENT_METHOD_NOT_FOUND,
    });
    await expect(gateway.confirmPaymentMethod(mine, 'pm_unknown')).rejects.toMatchObject({
      statusCode: 400,
      message: PAYMENT_METHOD_NOT_FOUND,
    });
    const bank = standIn.addCard({ customer: mine, type: 'us_bank_account' });
    await expect(gateway.confirmPaymentMethod(mine, bank)).rejects.toMatchObject({
      statusCode: 400,
      message: PAYMENT_METHOD_NOT_FOUND,
    });
    expect(standIn.customers.get(mine)!.invoice_settings.default_payment_method).toBeNull();
    expect(standIn.paymentMethods.get(other.paymentMethodId)!.customer).toBe(other.customerId);
  });

  it("a card declined when attached is a 402 with the issuer's message", async () => {
    const customerId = await gateway.ensureCustomer(dealer());
    const paymentMethodId = standIn.addCard({ customer: null, behaviour: 'declined' });
    await expect(gateway.confirmPaymentMethod(customerId, paymentMethodId)).rejects.toMatchObject({
      statusCode: 402,
      message: 'Your card was declined.',
    });
  });
});

describe('charge: a PaymentIntent confirmed off session', () => {
  it('succeeds with the card, sending the amount in usd, the customer, the card and the idempotency key', async () => {
    const { customerId, paymentMethodId } = await customerWithCard();
    const k = key('sub');
    const result = await gateway.charge({
      customerId,
      paymentMethodId,
      amountCents: 20000,
      description: 'Pro plan',
      idempotencyKey: k,
      metadata: { dealerId: 'd1' },
    });
    expect(result).toEqual({
      status: 'succeeded',
      ref: expect.stringMatching(/^pi_/),
      card: { brand: 'mastercard', last4: '4444' },
    });
    const [request] = standIn.calls('POST', '/v1/payment_intents').filter((r) => r.idempotencyKey === k);
    expect(request.body).toMatchObject({
      amount: '20000',
      currency: 'usd',
      customer: customerId,
      payment_method: paymentMethodId,
      confirm: 'true',
      off_session: 'true',
      description: 'Pro plan',
      metadata: { dealerId: 'd1' },
    });
  });

  it('the same idempotency key twice is one charge, with the first answer', async () => {
    const { customerId, paymentMethodId } = await customerWithCard();
    const request = {
      customerId,
      paymentMethodId,
      amountCents: 7500,
      description: 'Lead',
      idempotencyKey: key('lead'),
      metadata: {},
    };
    const first = await gateway.charge(request);
    const second = await gateway.charge(request);
    expect(second).toEqual(first);
    expect([...standIn.paymentIntents.values()].filter((pi) => pi.customer === customerId)).toHaveLength(1);
    expect(
      standIn.calls('POST', '/v1/payment_intents').filter((r) => r.idempotencyKey === request.idempotencyKey),
    ).toHaveLength(2);
  });

  it('a connection lost after Stripe charged is retried with the same key: still one charge', async () => {
    const { customerId, paymentMethodId } = await customerWithCard();
    const k = key('sub');
    standIn.dropAfterNext = '/v1/payment_intents';
    const result = await gateway.charge({
      customerId,
      paymentMethodId,
      amountCents: 20000,
      description: 'Pro plan',
      idempotencyKey: k,
      metadata: {},
    });
    expect(result.status).toBe('succeeded');
    const sent = standIn.calls('POST', '/v1/payment_intents').filter((r) => r.idempotencyKey === k);
    expect(sent.length).toBe(2);
    expect([...standIn.paymentIntents.values()].filter((pi) => pi.customer === customerId)).toHaveLength(1);
  });

  it("a declined card is a failed charge with the issuer's message, not an exception", async () => {
    const { customerId, paymentMethodId } = await customerWithCard('declined');
    const result = await gateway.charge({
      customerId,
      paymentMethodId,
      amountCents: 20000,
      description: 'Pro plan',
      idempotencyKey: key('sub'),
      metadata: {},
    });
    expect(result).toEqual({
      status: 'failed',
      ref: expect.stringMatching(/^pi_/),
      message: 'Your card was declined.',
    });
  });

  it('a card that needs its holder (authentication_required) fails off session', async () => {
    const { customerId, paymentMethodId } = await customerWithCard('authentication_required');
    const result = await gateway.charge({
      customerId,
      paymentMethodId,
      amountCents: 20000,
      description: 'Pro plan',
      idempotencyKey: key('sub'),
      metadata: {},
    });
    expect(result).toEqual({
      status: 'failed',
      ref: expect.stringMatching(/^pi_/),
      message: 'Your card requires authentication to complete this payment.',
    });
  });

  it('a charge still processing is pending (the webhook tells the outcome)', async () => {
    const { customerId, paymentMethodId } = await customerWithCard('processing');
    const result = await gateway.charge({
      customerId,
      paymentMethodId,
      amountCents: 20000,
      description: 'Pro plan',
      idempotencyKey: key('sub'),
      metadata: {},
    });
    expect(result).toEqual({ status: 'pending', ref: expect.stringMatching(/^pi_/) });
  });

  it('an unreachable provider throws (outcome unknown: the caller retries with the same key), it never reports a failure', async () => {
    const down = new StripeGateway({
      secretKey: 'sk_test_x',
      publishableKey: 'pk_test_x',
      webhookSecret: WEBHOOK_SECRET,
      host: '127.0.0.1',
      port: 9,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(
      down.charge({
        customerId: 'cus_x',
        paymentMethodId: 'pm_x',
        amountCents: 100,
        description: 'x',
        idempotencyKey: key('x'),
        metadata: {},
      }),
    ).rejects.toMatchObject({ statusCode: 502, message: PROVIDER_UNAVAILABLE });
  });
});

describe('refund', () => {
  it('refunds a charge once per idempotency key, and refuses more than was charged', async () => {
    const { customerId, paymentMethodId } = await customerWithCard();
    const charge = await gateway.charge({
      customerId,
      paymentMethodId,
      amountCents: 7500,
      description: 'Lead',
      idempotencyKey: key('lead'),
      metadata: {},
    });
    if (charge.status !== 'succeeded') throw new Error('charge failed');
    const request = {
      chargeRef: charge.ref,
      amountCents: 7500,
      idempotencyKey: key('refund'),
      metadata: { disputeId: 'x' },
    };
    const first = await gateway.refund(request);
    expect(first.ref).toMatch(/^re_/);
    expect(await gateway.refund(request)).toEqual(first);
    expect([...standIn.refunds.values()].filter((r) => r.payment_intent === charge.ref)).toHaveLength(1);
    expect(
      standIn
        .calls('POST', '/v1/refunds')
        .filter((r) => r.idempotencyKey === request.idempotencyKey)
        .map((r) => r.body),
    ).toEqual([{ payment_intent: charge.ref, amount: '7500', metadata: { disputeId: 'x' } }, expect.anything()]);
    await expect(gateway.refund({ ...request, idempotencyKey: key('refund') })).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});

describe('parseWebhook', () => {
  const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
  const event = (type: string, object: object, extra: object = {}) =>
    JSON.stringify({ id: `evt_${++seq}`, object: 'event', type, data: { object, ...extra } });

  it('reads payment_intent.succeeded as charge.succeeded (with the card when expanded)', () => {
    const body = event('payment_intent.succeeded', {
      id: 'pi_1',
      object: 'payment_intent',
      status: 'succeeded',
      payment_method: { id: 'pm_1', card: { brand: 'visa', last4: '4242' } },
    });
    expect(gateway.parseWebhook(Buffer.from(body), sign(body))).toEqual({
      id: JSON.parse(body).id,
      type: 'charge.succeeded',
      chargeRef: 'pi_1',
      card: { brand: 'visa', last4: '4242' },
    });
    const plain = event('payment_intent.succeeded', { id: 'pi_2', object: 'payment_intent', payment_method: 'pm_1' });
    expect(gateway.parseWebhook(Buffer.from(plain), sign(plain))).toMatchObject({
      type: 'charge.succeeded',
      chargeRef: 'pi_2',
      card: null,
    });
  });

  it('reads payment_intent.payment_failed as charge.failed with the message', () => {
    const body = event('payment_intent.payment_failed', {
      id: 'pi_3',
      object: 'payment_intent',
      last_payment_error: { message: 'Your card has insufficient funds.' },
    });
    expect(gateway.parseWebhook(Buffer.from(body), sign(body))).toMatchObject({
      type: 'charge.failed',
      chargeRef: 'pi_3',
      message: 'Your card has insufficient funds.',
    });
  });

  it('reads payment_method.detached with the customer it was detached from', () => {
    const body = event(
      'payment_method.detached',
      { id: 'pm_9', object: 'payment_method', customer: null },
      { previous_attributes: { customer: 'cus_9' } },
    );
    expect(gateway.parseWebhook(Buffer.from(body), sign(body))).toMatchObject({
      type: 'payment_method.detached',
      paymentMethodId: 'pm_9',
      customerId: 'cus_9',
    });
  });

  it('ignores the other events', () => {
    const body = event('customer.created', { id: 'cus_1', object: 'customer' });
    expect(gateway.parseWebhook(Buffer.from(body), sign(body))).toEqual({
      id: JSON.parse(body).id,
      type: 'ignored',
      providerType: 'customer.created',
    });
  });

  it("refuses a missing signature, another secret's, a changed body and an old one with 400", () => {
    const body = event('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' });
    const refused = { statusCode: 400, message: INVALID_WEBHOOK_SIGNATURE };
    expect(() => gateway.parseWebhook(Buffer.from(body), undefined)).toThrow(expect.objectContaining(refused));
    expect(() => gateway.parseWebhook(Buffer.from(body), sign(body, 'whsec_other'))).toThrow(
      expect.objectContaining(refused),
    );
    expect(() => gateway.parseWebhook(Buffer.from(body.replace('pi_1', 'pi_2')), sign(body))).toThrow(
      expect.objectContaining(refused),
    );
    expect(() =>
      gateway.parseWebhook(Buffer.from(body), sign(body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600)),
    ).toThrow(expect.objectContaining(refused));
    expect(() => gateway.parseWebhook(Buffer.from(body), 'garbage')).toThrow(expect.objectContaining(refused));
  });
});

describe('configuration', () => {
  const base = { JWT_SECRET: TEST_SECRET };
  const keys = {
    STRIPE_SECRET_KEY: 'sk_test_1',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
    STRIPE_WEBHOOK_SECRET: 'whsec_1',
  };

  it('no keys: the sandbox; all three: Stripe', () => {
    expect(stripeConfigProblem({})).toBeUndefined();
    expect(stripeConfigProblem({ STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '' })).toBeUndefined();
    expect(loadConfig({ ...base, ...keys, STRIPE_API_PORT: '12111', STRIPE_API_PROTOCOL: 'http' })).toMatchObject({
      ...keys,
      STRIPE_API_PORT: 12111,
    });
  });

  it('refuses to start with a publishable key that is not pk_, or none', () => {
    expect(() => loadConfig({ ...base, ...keys, STRIPE_PUBLISHABLE_KEY: 'sk_test_1' })).toThrow(
      'Invalid Stripe publishable key format.',
    );
    expect(() => loadConfig({ ...base, ...keys, STRIPE_PUBLISHABLE_KEY: '' })).toThrow(
      'Invalid Stripe publishable key format.',
    );
  });

  it('refuses to start without the webhook secret, with a key that is not secret, with test and live keys mixed, or with keys but no secret key', () => {
    expect(() => loadConfig({ ...base, ...keys, STRIPE_WEBHOOK_SECRET: undefined })).toThrow(
      /STRIPE_WEBHOOK_SECRET must be set/,
    );
    expect(() => loadConfig({ ...base, ...keys, STRIPE_SECRET_KEY: 'pk_test_1' })).toThrow(
      /STRIPE_SECRET_KEY must be a Stripe secret key/,
    );
    expect(() => loadConfig({ ...base, ...keys, STRIPE_SECRET_KEY: 'sk_live_1' })).toThrow(
      /both be test keys or both live keys/,
    );
    expect(() => loadConfig({ ...base, STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toThrow(/STRIPE_SECRET_KEY must be set/);
    expect(loadConfig({ ...base, ...keys, STRIPE_SECRET_KEY: 'rk_test_1' }).STRIPE_SECRET_KEY).toBe('rk_test_1');
  });
});

describe('the API with Stripe configured', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(standIn.config());
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('uses the Stripe gateway and tells the browser its publishable key', async () => {
    expect(ctx.app.paymentGateway).toBeInstanceOf(StripeGateway);
    expect(isSandboxGateway(ctx.app.paymentGateway)).toBe(false);
    const res = await call(ctx.app, { method: 'GET', url: '/api/billing/pricing-info' });
    expect(res.body.data.payment).toEqual({ gateway: 'stripe', publishableKey: 'pk_test_standin' });
  });

  it("setup-payment-method makes the dealer a Stripe customer once and answers each setup intent's client secret", async () => {
    const account = await createAccount(ctx, 'dealer');
    const customersBefore = standIn.calls('POST', '/v1/customers').length;
    const first = await call(ctx.app, {
      method: 'POST',
      url: '/api/billing/setup-payment-method',
      token: account.token,
      remoteAddress: freshIp(),
    });
    expect(first.status).toBe(200);
    const [row] = await ctx.database.db.select().from(dealers).where(eq(dealers.id, account.dealerId!));
    expect(standIn.customers.get(row.stripeCustomerId!)).toMatchObject({
      email: account.email,
      metadata: { dealerId: account.dealerId },
    });
    const intent = [...standIn.setupIntents.values()].find((i) => i.client_secret === first.body.data.clientSecret);
    expect(intent).toMatchObject({ customer: row.stripeCustomerId, usage: 'off_session' });
    const second = await call(ctx.app, {
      method: 'POST',
      url: '/api/billing/setup-payment-method',
      token: account.token,
      remoteAddress: freshIp(),
    });
    expect(second.body.data.clientSecret).not.toBe(first.body.data.clientSecret);
    expect(standIn.calls('POST', '/v1/customers').length).toBe(customersBefore + 1);
    const keys = standIn
      .calls('POST', '/v1/setup_intents')
      .slice(-2)
      .map((r) => r.idempotencyKey);
    expect(keys).toEqual([
      expect.stringMatching(`^setup:${account.dealerId}:`),
      expect.stringMatching(`^setup:${account.dealerId}:`),
    ]);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('runs a whole payment through Stripe: card saved, an upgrade charge the bank is still confirming, then its webhook applied once', async () => {
    const account = await createAccount(ctx, 'dealer', {
      trialStart: new Date(ctx.clock.now().getTime() - 40 * 86_400_000),
    });
    const token = account.token;
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: '/api/billing/setup-payment-method',
          token,
          remoteAddress: freshIp(),
        })
      ).status,
    ).toBe(200);
    const [row] = await ctx.database.db.select().from(dealers).where(eq(dealers.id, account.dealerId!));
    const paymentMethodId = standIn.addCard({
      customer: row.stripeCustomerId!,
      behaviour: 'processing',
      brand: 'visa',
      last4: '1881',
    });
    const saved = await call(ctx.app, {
      method: 'POST',
      url: '/api/billing/confirm-payment-method',
      token,
      payload: { paymentMethodId },
    });
    expect(saved.body.message).toBe('Payment method added successfully!');

    const upgrade = await call(ctx.app, { method: 'POST', url: '/api/billing/upgrade-to-pro', token });
    expect(upgrade.status).toBe(402);
    const [pending] = await ctx.database.db.select().from(payments).where(eq(payments.dealerId, account.dealerId!));
    expect(pending).toMatchObject({ type: 'subscription', status: 'pending', amountCents: 20000 });
    expect(standIn.calls('POST', '/v1/payment_intents').at(-1)?.idempotencyKey).toBe(pending.idempotencyKey);

    const body = JSON.stringify({
      id: `evt_upgrade_${account.dealerId}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: pending.gatewayRef,
          object: 'payment_intent',
          status: 'succeeded',
          payment_method: paymentMethodId,
        },
      },
    });
    const post = (signature: string) =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/billing/webhook',
        payload: body,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
    expect(
      (await post(Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_other' }))).status,
    ).toBe(400);
    const state = async () =>
      (await call(ctx.app, { method: 'GET', url: '/api/billing/my-stats', token })).body.data.subscriptionState;
    expect(await state()).toBe('TRIAL_EXPIRED');
    const signed = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
    expect((await post(signed)).body).toEqual({ received: true });
    expect(await state()).toBe('PRO_ACTIVE');
    expect((await post(signed)).body).toEqual({ received: true });
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.dealerId, account.dealerId!));
    expect(rows.map((r) => [r.type, r.status])).toEqual([['subscription', 'succeeded']]);
    const receipts = await ctx.database.db.select().from(outbox).where(eq(outbox.to, account.email));
    expect(receipts.filter((m) => m.subject.startsWith('Your LeaseMarket receipt'))).toHaveLength(1);
  });

  it('the sandbox confirm-setup answers 404 "Sandbox payments are off"', async () => {
    const account = await createAccount(ctx, 'dealer');
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/billing/sandbox/confirm-setup',
      token: account.token,
      payload: {
        clientSecret: 'seti_1_secret_2',
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: 2099,
        cvc: '123',
      },
    });
    expect({ status: res.status, message: res.body.message }).toEqual({
      status: 404,
      message: 'Sandbox payments are off',
    });
  });
});
