// Helpers for the billing tests: a dealer's card saved through the sandbox gateway's real flow,
// the billing rows and mails as a dealer or the team would see them, leads sent and confirmed
// through the API, and a fake provider whose webhooks are signed with an HMAC.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { SANDBOX_TEST_CARDS } from 'shared-contracts';
import {
  GatewayError,
  type ChargeRequest,
  type ChargeResult,
  type GatewayEvent,
  type PaymentGateway,
  type RefundRequest,
} from '../src/billing/gateway/port';
import type { Db } from '../src/db/client';
import type { Clock } from '../src/lib/clock';
import { SandboxGateway } from '../src/billing/gateway/sandbox';
import { dealers, leadCharges, leads as leadsTable, payments, sandboxObjects, subscriptions } from '../src/db/schema';
import { call, type TestContext } from './helpers';
import { createAccount, type Account } from './account-helpers';
import { outboxTo } from './listings-fixtures';

export const DAY = 86_400_000;
export { SANDBOX_TEST_CARDS as CARDS };

type CardSetup = PaymentGateway & Pick<SandboxGateway, 'confirmSetup'>;
/** The sandbox gateway of the test app (the default, or the fake below, which wraps it). */
export const sandboxOf = (ctx: TestContext) => ctx.app.paymentGateway as CardSetup;

/**
 * Saves a test card for the dealer the way the browser does: a provider customer (what
 * setup-payment-method creates), a setup intent confirmed with the card number, then
 * POST /api/billing/confirm-payment-method. Answers that call.
 */
export async function addCard(ctx: TestContext, dealer: Account, cardNumber: string = SANDBOX_TEST_CARDS.succeeds) {
  const gateway = sandboxOf(ctx);
  const [row] = await ctx.database.db.select().from(dealers).where(eq(dealers.id, dealer.dealerId!));
  const customerId = await gateway.ensureCustomer({
    dealerId: row.id,
    email: dealer.email,
    name: row.dealershipName,
    customerId: row.stripeCustomerId,
  });
  await ctx.database.db.update(dealers).set({ stripeCustomerId: customerId }).where(eq(dealers.id, row.id));
  const { clientSecret } = await gateway.createSetupIntent(customerId, `setup:${row.id}`);
  const setup = await gateway.confirmSetup(customerId, {
    clientSecret,
    cardNumber,
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 3,
    cvc: '123',
  });
  return call(ctx.app, {
    method: 'POST',
    url: '/api/billing/confirm-payment-method',
    token: dealer.token,
    payload: { paymentMethodId: setup.paymentMethodId },
  });
}

/** A dealer in its trial (started `trialStartDaysAgo` days ago), optionally with a saved card. */
export async function trialDealer(
  ctx: TestContext,
  opts: { trialStartDaysAgo?: number; card?: string } = {},
): Promise<Account> {
  const dealer = await createAccount(ctx, 'dealer', {
    trialStart: new Date(ctx.clock.now().getTime() - (opts.trialStartDaysAgo ?? 0) * DAY),
  });
  if (opts.card) expect200(await addCard(ctx, dealer, opts.card));
  return dealer;
}

function expect200(res: { status: number; body: unknown }) {
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${JSON.stringify(res.body)}`);
}

/**
 * A dealer on Pro: upgraded in the last hour of its trial, the test clock then moved a minute past
 * the trial's end, so its free days are over (the billing clock charges the first month on its next run).
 */
export async function proDealer(ctx: TestContext, card: string = SANDBOX_TEST_CARDS.succeeds): Promise<Account> {
  const dealer = await trialDealer(ctx, { trialStartDaysAgo: 30 - 1 / 24, card });
  expect200(await upgrade(ctx, dealer));
  const [row] = await ctx.database.db.select().from(dealers).where(eq(dealers.id, dealer.dealerId!));
  ctx.clock.set(new Date(row.trialEndDate!.getTime() + 60_000));
  return dealer;
}

export const upgrade = (ctx: TestContext, dealer: Account) =>
  call(ctx.app, { method: 'POST', url: '/api/billing/upgrade-to-pro', token: dealer.token });
export const stats = async (ctx: TestContext, dealer: Account) =>
  (await call(ctx.app, { method: 'GET', url: '/api/billing/my-stats', token: dealer.token })).body.data;

export async function subscriptionOf(ctx: TestContext, dealer: Account) {
  const [row] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.dealerId, dealer.dealerId!));
  return row;
}

export async function dealerRow(ctx: TestContext, dealer: Account) {
  const [row] = await ctx.database.db.select().from(dealers).where(eq(dealers.id, dealer.dealerId!));
  return row;
}

/** The dealer's payments, newest first. */
export function paymentsOf(ctx: TestContext, dealer: Account) {
  return ctx.database.db
    .select()
    .from(payments)
    .where(eq(payments.dealerId, dealer.dealerId!))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

export function leadChargesOf(ctx: TestContext, dealer: Account) {
  return ctx.database.db.select().from(leadCharges).where(eq(leadCharges.dealerId, dealer.dealerId!));
}

/** How many charges the sandbox provider recorded (money moved), by idempotency key. */
export async function sandboxCharges(ctx: TestContext): Promise<number> {
  return (await ctx.database.db.select().from(sandboxObjects).where(eq(sandboxObjects.kind, 'charge'))).length;
}

/** The subjects of the mails the dealer received, oldest first. */
export async function subjectsTo(ctx: TestContext, dealer: Account): Promise<string[]> {
  return (await outboxTo(ctx.database.db, dealer.email)).map((m) => m.subject).reverse();
}

export async function mailsTo(ctx: TestContext, dealer: Account) {
  return (await outboxTo(ctx.database.db, dealer.email)).reverse();
}

/** Moves the test clock to `days` days after `from` and runs the billing clock. */
export async function runAt(ctx: TestContext, at: Date) {
  ctx.clock.set(at);
  return ctx.app.services.billing.runBillingClock();
}

export const runClock = (ctx: TestContext) => ctx.app.services.billing.runBillingClock();

/** Days from now on the test clock. */
export const daysFromNow = (ctx: TestContext, days: number) => new Date(ctx.clock.now().getTime() + days * DAY);

/**
 * The sandbox provider with webhooks: events are JSON signed with HMAC-SHA256 of the raw body
 * (header stripe-signature: the hex digest). `nextCharge` makes the next charge answer pending
 * (the bank still confirming), like a provider that reports the outcome later.
 */
export class FakeWebhookGateway implements CardSetup {
  static readonly SECRET = 'whsec_test_fake';
  readonly kind = 'sandbox' as const;
  readonly publishableKey = null;
  nextCharge: 'pending' | undefined;
  private readonly inner: SandboxGateway;

  constructor(db: Db, clock: Clock) {
    this.inner = new SandboxGateway(db, clock);
  }

  ensureCustomer(d: Parameters<PaymentGateway['ensureCustomer']>[0]) {
    return this.inner.ensureCustomer(d);
  }
  createSetupIntent(customerId: string) {
    return this.inner.createSetupIntent(customerId);
  }
  confirmSetup(customerId: string, body: Parameters<SandboxGateway['confirmSetup']>[1]) {
    return this.inner.confirmSetup(customerId, body);
  }
  confirmPaymentMethod(customerId: string, paymentMethodId: string) {
    return this.inner.confirmPaymentMethod(customerId, paymentMethodId);
  }
  refund(request: RefundRequest) {
    return this.inner.refund(request);
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (this.nextCharge === 'pending') {
      this.nextCharge = undefined;
      return { status: 'pending', ref: `ch_pending_${request.idempotencyKey}` };
    }
    return this.inner.charge(request);
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent {
    const expected = Buffer.from(sign(rawBody));
    if (!signature || signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), expected)) {
      throw new GatewayError(400, 'Invalid webhook signature');
    }
    return JSON.parse(rawBody.toString('utf8')) as GatewayEvent;
  }
}

export const sign = (body: Buffer | string) =>
  createHmac('sha256', FakeWebhookGateway.SECRET).update(body).digest('hex');

/** Posts a provider event to the webhook, signed (or with the given signature). */
export function postEvent(ctx: TestContext, event: GatewayEvent, signature?: string) {
  const body = JSON.stringify(event);
  return call(ctx.app, {
    method: 'POST',
    url: '/api/billing/webhook',
    payload: body,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature ?? sign(body) },
  });
}

let leadSeq = 0;
/** A shopper asks about a listing and confirms the mailed link (through the API); waits for the background charge. Answers the lead id and the link's token. */
export async function sendVerifiedLead(
  ctx: TestContext,
  listingId: string,
  email: string,
  firstName = 'Jane',
): Promise<{ leadId: string; token: string }> {
  const ip = `10.77.${(++leadSeq >> 8) & 255}.${leadSeq & 255}`;
  const res = await call(ctx.app, {
    method: 'POST',
    url: '/api/leads',
    remoteAddress: ip,
    payload: {
      listingId,
      firstName,
      lastName: 'Doe',
      email,
      phone: '+1 512 555 0100',
      question: 'Is it still available?',
    },
  });
  if (res.status !== 201) throw new Error(`lead refused: ${res.status} ${JSON.stringify(res.body)}`);
  const [mail] = await outboxTo(ctx.database.db, email);
  const token = /\/verify-leads\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
  const verified = await call(ctx.app, { method: 'GET', url: `/api/leads/verify-leads/${token}` });
  if (verified.status !== 200) throw new Error(`verification refused: ${verified.status}`);
  await ctx.app.billingTasks.settle();
  const [lead] = await ctx.database.db
    .select({ id: leadsTable.id })
    .from(leadsTable)
    .where(eq(leadsTable.email, email))
    .orderBy(desc(leadsTable.createdAt))
    .limit(1);
  return { leadId: lead.id, token };
}

/** Makes the dealer's saved sandbox card accept (ok) or decline (charge_fails) its next charges, as a bank would. */
export async function setCardBehaviour(ctx: TestContext, dealer: Account, behaviour: 'ok' | 'charge_fails') {
  const { stripePaymentMethodId } = await dealerRow(ctx, dealer);
  const [row] = await ctx.database.db
    .select()
    .from(sandboxObjects)
    .where(eq(sandboxObjects.id, stripePaymentMethodId!));
  await ctx.database.db
    .update(sandboxObjects)
    .set({ data: { ...row.data, behaviour } })
    .where(eq(sandboxObjects.id, row.id));
}

/** How many of the dealer's listings the public search shows. */
export async function publicListings(ctx: TestContext, dealer: Account): Promise<number> {
  return (await call(ctx.app, { method: 'GET', url: `/api/listings?dealerId=${dealer.dealerId}` })).body.meta.pagination
    .total;
}
