// Saving a card on the sandbox gateway (the default): pricing-info, setup-payment-method and
// the sandbox's confirm-setup with every test card, as the card form calls them.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { PRO_PLAN_FEATURES, SANDBOX_TEST_CARDS } from 'shared-contracts';
import { isSandboxGateway } from '../src/billing/gateway';
import { AUTHENTICATION_FAILED } from '../src/billing/gateway/sandbox';
import { CARD_SETUP_LIMITS } from '../src/billing/payment-routes';
import { ensureDealerCustomer } from '../src/billing/payment-setup';
import { dealers, sandboxObjects, users } from '../src/db/schema';
import { call, createTestContext, type TestContext } from './helpers';
import { createAccount, freshIp, type Account } from './account-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const SETUP = '/api/billing/setup-payment-method';
const CONFIRM = '/api/billing/sandbox/confirm-setup';

const setup = (account: Account) =>
  call(ctx.app, { method: 'POST', url: SETUP, token: account.token, remoteAddress: freshIp() });
const confirm = (account: Account, body: Record<string, unknown>) =>
  call(ctx.app, { method: 'POST', url: CONFIRM, token: account.token, payload: body });
const card = (cardNumber: string, extra: Record<string, unknown> = {}) => ({
  cardNumber,
  expMonth: 12,
  expYear: ctx.clock.now().getUTCFullYear() + 3,
  cvc: '123',
  ...extra,
});
const customerOf = async (account: Account) =>
  (await ctx.database.db.select().from(dealers).where(eq(dealers.id, account.dealerId!)))[0].stripeCustomerId;
const savedCards = async (customerId: string) =>
  (await ctx.database.db.select().from(sandboxObjects).where(eq(sandboxObjects.customerId, customerId))).filter(
    (o) => o.kind === 'payment_method',
  );

/** A new dealer with a started card setup: its client secret. */
async function dealerWithSetup(): Promise<{ dealer: Account; clientSecret: string }> {
  const dealer = await createAccount(ctx, 'dealer');
  const res = await setup(dealer);
  expect(res.status).toBe(200);
  return { dealer, clientSecret: res.body.data.clientSecret };
}

describe('GET /api/billing/pricing-info', () => {
  it("is public: the plan's numbers, the features word for word and the sandbox card form", async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/billing/pricing-info' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        currency: 'usd',
        trialDays: 30,
        monthlyFee: 200,
        cplRate: 75,
        gracePeriodDays: 15,
        disputeWindowDays: 15,
        features: ['Unlimited leads', '$75 per lead', 'Priority support', 'Cancel anytime'],
        payment: { gateway: 'sandbox', publishableKey: null },
      },
    });
    expect(PRO_PLAN_FEATURES).toEqual(res.body.data.features);
    expect(isSandboxGateway(ctx.app.paymentGateway)).toBe(true);
  });
});

describe('POST /api/billing/setup-payment-method', () => {
  it('makes the dealer a customer once and answers a new client secret each time', async () => {
    const dealer = await createAccount(ctx, 'dealer');
    expect(await customerOf(dealer)).toBeNull();
    const first = await setup(dealer);
    expect(first.status).toBe(200);
    expect(first.body.data.clientSecret).toMatch(/^seti_sb_[0-9a-f]+_secret_[0-9a-f]+$/);
    const customer = await customerOf(dealer);
    expect(customer).toMatch(/^cus_sb_/);
    const second = await setup(dealer);
    expect(second.body.data.clientSecret).not.toBe(first.body.data.clientSecret);
    expect(await customerOf(dealer)).toBe(customer);
  });

  it('two setups at once leave the dealer with one customer, and both secrets work for it', async () => {
    const dealer = await createAccount(ctx, 'dealer');
    const [a, b] = await Promise.all([setup(dealer), setup(dealer)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const customer = await customerOf(dealer);
    expect(customer).toMatch(/^cus_sb_/);
    for (const secret of [a.body.data.clientSecret, b.body.data.clientSecret]) {
      expect((await confirm(dealer, { clientSecret: secret, ...card(SANDBOX_TEST_CARDS.succeeds) })).status).toBe(200);
    }
    expect(await savedCards(customer!)).toHaveLength(2);
  });

  it('two first setups racing: the customer stored first is the one both use', async () => {
    const dealer = await createAccount(ctx, 'dealer');
    // A provider that answers only once both calls are in flight, each with its own new customer.
    let arrived = 0;
    let release!: () => void;
    const bothIn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const gateway = {
      ...ctx.app.paymentGateway,
      ensureCustomer: async () => {
        const n = ++arrived;
        if (n === 2) release();
        await bothIn;
        return `cus_race_${n}`;
      },
    } as typeof ctx.app.paymentGateway;
    const deps = { db: ctx.database.db, clock: ctx.clock, paymentGateway: gateway };
    const [a, b] = await Promise.all([ensureDealerCustomer(deps, dealer.id), ensureDealerCustomer(deps, dealer.id)]);
    const stored = await customerOf(dealer);
    expect(['cus_race_1', 'cus_race_2']).toContain(stored);
    expect([a.customerId, b.customerId]).toEqual([stored, stored]);
  });

  it('only a dealer holding manageBilling may start one', async () => {
    const user = await createAccount(ctx, 'user');
    const admin = await createAccount(ctx, 'admin');
    const noBilling = await createAccount(ctx, 'dealer');
    await ctx.database.db
      .update(users)
      .set({ permissions: { manageBilling: false } })
      .where(eq(users.id, noBilling.id));
    expect((await call(ctx.app, { method: 'POST', url: SETUP })).status).toBe(401);
    expect((await setup(user)).status).toBe(403);
    expect((await setup(admin)).status).toBe(403);
    expect((await setup(noBilling)).status).toBe(403);
    expect(await customerOf(noBilling)).toBeNull();
  });

  it(`answers 429 after ${CARD_SETUP_LIMITS.setupsPerHour} setups in an hour by one dealer`, async () => {
    const dealer = await createAccount(ctx, 'dealer');
    for (let i = 0; i < CARD_SETUP_LIMITS.setupsPerHour; i++) expect((await setup(dealer)).status).toBe(200);
    const refused = await setup(dealer);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many attempts to add a card. Please try again in an hour.');
    expect((await setup(await createAccount(ctx, 'dealer'))).status).toBe(200);
  });
});

describe('POST /api/billing/sandbox/confirm-setup with the test cards', () => {
  it('4242 4242 4242 4242 succeeds: a payment method the gateway confirms as a visa ending 4242', async () => {
    const { dealer, clientSecret } = await dealerWithSetup();
    const res = await confirm(dealer, { clientSecret, ...card('4242 4242 4242 4242') });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { status: 'succeeded', paymentMethodId: expect.stringMatching(/^pm_sb_/) },
    });
    const customer = (await customerOf(dealer))!;
    await expect(ctx.app.paymentGateway.confirmPaymentMethod(customer, res.body.data.paymentMethodId)).resolves.toEqual(
      { brand: 'visa', last4: '4242' },
    );
    const charge = await ctx.app.paymentGateway.charge({
      customerId: customer,
      paymentMethodId: res.body.data.paymentMethodId,
      amountCents: 20000,
      description: 'Pro plan',
      idempotencyKey: `t:${dealer.dealerId}`,
      metadata: {},
    });
    expect(charge).toMatchObject({ status: 'succeeded', card: { brand: 'visa', last4: '4242' } });
    // No card number is kept: only the brand, the last four and how the test card behaves.
    expect(JSON.stringify(await savedCards(customer))).not.toContain('4242424242424242');
  });

  it('a client secret is used once: the same setup again is refused', async () => {
    const { dealer, clientSecret } = await dealerWithSetup();
    expect((await confirm(dealer, { clientSecret, ...card(SANDBOX_TEST_CARDS.succeeds) })).status).toBe(200);
    const again = await confirm(dealer, { clientSecret, ...card(SANDBOX_TEST_CARDS.succeeds) });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This card setup is already complete. Start again to add another card.');
    expect(await savedCards((await customerOf(dealer))!)).toHaveLength(1);
  });

  it('4000 0000 0000 0002 is declined with 402 "Your card was declined." and nothing is saved', async () => {
    const { dealer, clientSecret } = await dealerWithSetup();
    const res = await confirm(dealer, { clientSecret, ...card(SANDBOX_TEST_CARDS.declined) });
    expect(res.status).toBe(402);
    expect(res.body.message).toBe('Your card was declined.');
    expect(await savedCards((await customerOf(dealer))!)).toHaveLength(0);
    // The same setup takes another card afterwards.
    expect((await confirm(dealer, { clientSecret, ...card(SANDBOX_TEST_CARDS.succeeds) })).body.data.status).toBe(
      'succeeded',
    );
  });

  it('4000 0025 0000 3155 needs authentication: requires_action, then authenticated true succeeds', async () => {
    const { dealer, clientSecret } = await dealerWithSetup();
    const first = await confirm(dealer, { clientSecret, ...card(SANDBOX_TEST_CARDS.authentication) });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ status: 'requires_action', paymentMethodId: null });
    const customer = (await customerOf(dealer))!;
    expect(await savedCards(customer)).toHaveLength(0);
    const done = await confirm(dealer, {
      clientSecret,
      ...card(SANDBOX_TEST_CARDS.authentication, { authenticated: true }),
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ status: 'succeeded', paymentMethodId: expect.stringMatching(/^pm_sb_/) });
    await expect(
      ctx.app.paymentGateway.confirmPaymentMethod(customer, done.body.data.paymentMethodId),
    ).resolves.toEqual({ brand: 'visa', last4: '3155' });
  });

  it('4000 0025 0000 3155 with authenticated false is refused with 402 and the setup can start over', async () => {
    const { dealer, clientSecret } = await dealerWithSetup();
    expect((await confirm(dealer, { clientSecret, ...card(SANDBOX_TEST_CARDS.authentication) })).body.data.status).toBe(
      'requires_action',
    );
    const refused = await confirm(dealer, {
      clientSecret,
      ...card(SANDBOX_TEST_CARDS.authentication, { authenticated: false }),
    });
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(AUTHENTICATION_FAILED);
    expect(await savedCards((await customerOf(dealer))!)).toHaveLength(0);
    // Back to the start: the card asks for authentication again.
    expect((await confirm(dealer, { clientSecret, ...card(SANDBOX_TEST_CARDS.authentication) })).body.data.status).toBe(
      'requires_action',
    );
  });

  it('4000 0000 0000 0341 saves fine, but every charge fails', async () => {
    const { dealer, clientSecret } = await dealerWithSetup();
    const res = await confirm(dealer, { clientSecret, ...card(SANDBOX_TEST_CARDS.chargeFails) });
    expect(res.body.data.status).toBe('succeeded');
    const customer = (await customerOf(dealer))!;
    await expect(ctx.app.paymentGateway.confirmPaymentMethod(customer, res.body.data.paymentMethodId)).resolves.toEqual(
      { brand: 'visa', last4: '0341' },
    );
    const charge = await ctx.app.paymentGateway.charge({
      customerId: customer,
      paymentMethodId: res.body.data.paymentMethodId,
      amountCents: 20000,
      description: 'Pro plan',
      idempotencyKey: `t:${dealer.dealerId}`,
      metadata: {},
    });
    expect(charge).toMatchObject({ status: 'failed', message: 'Your card was declined.' });
  });

  it('an expired card, a number failing the Luhn check and an incomplete number are refused', async () => {
    const { dealer, clientSecret } = await dealerWithSetup();
    const year = ctx.clock.now().getUTCFullYear();
    const expired = await confirm(dealer, {
      clientSecret,
      ...card(SANDBOX_TEST_CARDS.succeeds, { expYear: year - 1 }),
    });
    expect({ status: expired.status, message: expired.body.message }).toEqual({
      status: 402,
      message: 'Your card has expired.',
    });
    const luhn = await confirm(dealer, { clientSecret, ...card('4242424242424241') });
    expect({ status: luhn.status, message: luhn.body.message }).toEqual({
      status: 402,
      message: 'Your card number is invalid.',
    });
    const short = await confirm(dealer, { clientSecret, ...card('4242') });
    expect({ status: short.status, message: short.body.message }).toEqual({
      status: 400,
      message: 'Your card number is incomplete.',
    });
    const cvc = await confirm(dealer, { clientSecret, ...card(SANDBOX_TEST_CARDS.succeeds, { cvc: '1' }) });
    expect({ status: cvc.status, message: cvc.body.message }).toEqual({
      status: 400,
      message: "Your card's security code is incomplete.",
    });
    expect(await savedCards((await customerOf(dealer))!)).toHaveLength(0);
  });

  it("another dealer's client secret is refused and stays usable by its dealer", async () => {
    const a = await dealerWithSetup();
    const b = await dealerWithSetup();
    const stolen = await confirm(b.dealer, { clientSecret: a.clientSecret, ...card(SANDBOX_TEST_CARDS.succeeds) });
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe('Setup intent not initialized');
    expect(await savedCards((await customerOf(b.dealer))!)).toHaveLength(0);
    expect(
      (await confirm(a.dealer, { clientSecret: a.clientSecret, ...card(SANDBOX_TEST_CARDS.succeeds) })).body.data
        .status,
    ).toBe('succeeded');
    // A card saved by dealer A is not dealer B's to use.
    const [pm] = await savedCards((await customerOf(a.dealer))!);
    await expect(
      ctx.app.paymentGateway.confirmPaymentMethod((await customerOf(b.dealer))!, pm.id),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('a made-up secret, or a dealer that never started a setup, gets "Setup intent not initialized"', async () => {
    const { dealer, clientSecret } = await dealerWithSetup();
    const forged = await confirm(dealer, {
      clientSecret: `${clientSecret.split('_secret_')[0]}_secret_${'0'.repeat(32)}`,
      ...card(SANDBOX_TEST_CARDS.succeeds),
    });
    expect({ status: forged.status, message: forged.body.message }).toEqual({
      status: 400,
      message: 'Setup intent not initialized',
    });
    const fresh = await createAccount(ctx, 'dealer');
    const none = await confirm(fresh, { clientSecret, ...card(SANDBOX_TEST_CARDS.succeeds) });
    expect({ status: none.status, message: none.body.message }).toEqual({
      status: 400,
      message: 'Setup intent not initialized',
    });
  });

  it('only a dealer holding manageBilling may confirm', async () => {
    const { clientSecret } = await dealerWithSetup();
    const body = { clientSecret, ...card(SANDBOX_TEST_CARDS.succeeds) };
    expect((await call(ctx.app, { method: 'POST', url: CONFIRM, payload: body })).status).toBe(401);
    expect((await confirm(await createAccount(ctx, 'user'), body)).status).toBe(403);
    expect((await confirm(await createAccount(ctx, 'admin'), body)).status).toBe(403);
  });
});
