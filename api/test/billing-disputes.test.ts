// Lead disputes (POST/GET /api/billing/disputes, PUT /api/billing/disputes/:id): the dealer's
// own charged leads within 15 days, once per charge (also when two arrive together), the
// clear-cut duplicate accepted at once, the admin's queue, accept (refunded once through the
// gateway, even for two admins at once) and refuse (with a note), the mails and the audit trail.
// Charged leads are written straight to the database (payments + lead_charges rows).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import { normaliseEmail, SANDBOX_TEST_CARDS } from 'shared-contracts';
import { GatewayError, type PaymentGateway, type RefundRequest } from '../src/billing/gateway/port';
import type { SandboxGateway } from '../src/billing/gateway/sandbox';
import type { Tx } from '../src/db/client';
import { auditEvents, leadCharges, leadDisputes, leads, payments, users } from '../src/db/schema';
import { call, createTestContext, type TestContext } from './helpers';
import { createAccount, latestMail, type Account } from './account-helpers';
import { makeListing } from './listings-fixtures';

const DAY = 86_400_000;
const BASE = new Date('2025-06-10T12:00:00Z');
const SUBMITTED = 'Dispute submitted. We will review it within 2 business days.';
const AUTO_ACCEPTED = 'Dispute accepted: $75.00 will be refunded to your card.';

/** A payment provider that only refunds: records each call, refuses when told to, may take its time. */
function fakeGateway() {
  const refunds: RefundRequest[] = [];
  const state = { refuse: null as string | null, delayMs: 0 };
  const unused = () => {
    throw new Error('not used by disputes');
  };
  const gateway: PaymentGateway = {
    kind: 'sandbox',
    publishableKey: null,
    ensureCustomer: unused,
    createSetupIntent: unused,
    confirmPaymentMethod: unused,
    charge: unused,
    parseWebhook: unused,
    async refund(request) {
      refunds.push(request);
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
      if (state.refuse) throw new GatewayError(400, state.refuse);
      return { ref: `re_fake_${refunds.length}` };
    },
  };
  return { gateway, refunds, state };
}

let ctx: TestContext;
let fake: ReturnType<typeof fakeGateway>;
let admin: Account;
let user: Account;
/** An admin whose stored permissions turn manageDealers off. */
let limitedAdmin: Account;

beforeAll(async () => {
  fake = fakeGateway();
  ctx = await createTestContext({}, { paymentGateway: fake.gateway });
  admin = await createAccount(ctx, 'admin');
  user = await createAccount(ctx, 'user');
  limitedAdmin = await createAccount(ctx, 'admin');
  await ctx.database.db
    .update(users)
    .set({ permissions: { manageDealers: false } })
    .where(eq(users.id, limitedAdmin.id));
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => {
  ctx.clock.set(BASE);
  fake.state.refuse = null;
  fake.state.delayMs = 0;
});

const db = () => ctx.database.db;

/** A verified lead of the dealer about a listing, charged $75 at `at` (lead_charges row included). */
async function chargedLead(
  dealer: Account,
  o: {
    at?: Date;
    email?: string;
    make?: string;
    model?: string;
    outcome?: 'charged' | 'duplicate' | 'trial';
    status?: 'succeeded' | 'failed';
  } = {},
) {
  const at = o.at ?? ctx.clock.now();
  const email = o.email ?? `shopper-${randomUUID().slice(0, 8)}@example.com`;
  const make = o.make ?? 'BMW';
  const model = o.model ?? 'X5';
  const listingId = await makeListing(db(), dealer.dealerId!, { make, model, year: 2024 });
  const [lead] = await db()
    .insert(leads)
    .values({
      dealerId: dealer.dealerId!,
      listingId,
      firstName: 'Jane',
      lastName: 'Doe',
      email,
      emailKey: normaliseEmail(email),
      phone: '5125550100',
      isEmailVerified: true,
      verifiedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  const outcome = o.outcome ?? 'charged';
  const payment =
    outcome === 'charged'
      ? (
          await db()
            .insert(payments)
            .values({
              dealerId: dealer.dealerId!,
              type: 'lead',
              amountCents: 7500,
              status: o.status ?? 'succeeded',
              leadId: lead.id,
              idempotencyKey: `lead:${lead.id}`,
              description: `Lead: Jane D. about 2024 ${make} ${model}`,
              gatewayRef: `ch_test_${lead.id}`,
              cardBrand: 'visa',
              cardLast4: '4242',
              createdAt: at,
              updatedAt: at,
            })
            .returning()
        )[0]
      : undefined;
  await db()
    .insert(leadCharges)
    .values({
      leadId: lead.id,
      dealerId: dealer.dealerId!,
      outcome,
      paymentId: payment?.id ?? null,
      emailKey: normaliseEmail(email),
      modelKey: `${make.toLowerCase()} ${model.toLowerCase()}`,
      createdAt: at,
    });
  return { lead, payment: payment! };
}

const open = (token: string | undefined, payload: object) =>
  call(ctx.app, { method: 'POST', url: '/api/billing/disputes', token, payload });
const resolve = (token: string | undefined, id: string, payload: object) =>
  call(ctx.app, { method: 'PUT', url: `/api/billing/disputes/${id}`, token, payload });
const queue = (token: string | undefined, qs = '') =>
  call(ctx.app, { method: 'GET', url: `/api/billing/disputes${qs}`, token });
const disputesOf = (paymentId: string) => db().select().from(leadDisputes).where(eq(leadDisputes.paymentId, paymentId));
const refundsOf = (paymentId: string) =>
  db()
    .select()
    .from(payments)
    .where(and(eq(payments.type, 'refund'), eq(payments.refundOf, paymentId)));
const refundCalls = (disputeId: string) => fake.refunds.filter((r) => r.idempotencyKey === `refund:${disputeId}`);

/**
 * PostgreSQL only (PGlite has one connection: its transactions never overlap): `hold` writes in a
 * transaction of its own that stays open until `request` is waiting for its locks, so the
 * request has passed its checks before the other write commits: the race, made certain.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
async function whileHeld<R>(hold: (tx: Tx) => Promise<unknown>, request: () => Promise<R>): Promise<R> {
  let answer!: Promise<R>;
  await db().transaction(async (tx) => {
    await hold(tx);
    answer = request();
    for (let waited = 0; ; waited += 20) {
      const result = await db().execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if ((result as unknown as { rows: Array<{ n: number }> }).rows[0].n > 0) break;
      if (waited > 5000) throw new Error('the request never waited for the held lock');
      await new Promise((r) => setTimeout(r, 20));
    }
  });
  return answer;
}

describe('a dealer opens a dispute', () => {
  it('within 15 days of the charge: submitted, open, waiting for an admin', async () => {
    const dealer = await createAccount(ctx, 'dealer');
    const { payment } = await chargedLead(dealer);
    ctx.clock.advanceDays(15);
    const res = await open(dealer.token, {
      paymentId: payment.id,
      reason: 'unreachable',
      details: 'The phone number does not exist.',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(SUBMITTED);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      status: 'open',
      reason: 'unreachable',
      details: 'The phone number does not exist.',
      resolutionNote: null,
      autoResolved: false,
      createdAt: ctx.clock.now().toISOString(),
      resolvedAt: null,
    });
    expect(await disputesOf(payment.id)).toHaveLength(1);
    expect(await refundsOf(payment.id)).toEqual([]);
  });

  it('after the window: 400, nothing saved', async () => {
    const dealer = await createAccount(ctx, 'dealer');
    const { payment } = await chargedLead(dealer);
    ctx.clock.set(new Date(BASE.getTime() + 15 * DAY + 1000));
    const res = await open(dealer.token, { paymentId: payment.id, reason: 'other' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Disputes must be raised within 15 days of the charge');
    expect(await disputesOf(payment.id)).toEqual([]);
  });

  it("another dealer's payment or an unknown id: 404 Payment not found", async () => {
    const owner = await createAccount(ctx, 'dealer');
    const other = await createAccount(ctx, 'dealer');
    const { payment } = await chargedLead(owner);
    for (const paymentId of [payment.id, randomUUID()]) {
      const res = await open(other.token, { paymentId, reason: 'not_genuine' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Payment not found');
    }
    expect(await disputesOf(payment.id)).toEqual([]);
  });

  it('only a succeeded lead charge: a subscription payment or a failed charge is 400', async () => {
    const dealer = await createAccount(ctx, 'dealer');
    const [subscription] = await db()
      .insert(payments)
      .values({
        dealerId: dealer.dealerId!,
        type: 'subscription',
        amountCents: 20000,
        status: 'succeeded',
        description: 'Pro plan',
        gatewayRef: 'ch_sub',
        createdAt: BASE,
      })
      .returning();
    const { payment: failed } = await chargedLead(dealer, { status: 'failed' });
    for (const paymentId of [subscription.id, failed.id]) {
      const res = await open(dealer.token, { paymentId, reason: 'other' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Only a charged lead can be disputed');
      expect(await disputesOf(paymentId)).toEqual([]);
    }
  });

  it('once per charge: a second dispute is 409', async () => {
    const dealer = await createAccount(ctx, 'dealer');
    const { payment } = await chargedLead(dealer);
    expect((await open(dealer.token, { paymentId: payment.id, reason: 'other' })).status).toBe(201);
    const again = await open(dealer.token, { paymentId: payment.id, reason: 'not_genuine' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This charge is already disputed');
    expect(await disputesOf(payment.id)).toHaveLength(1);
  });

  it('two disputes of one charge at once: one wins, the other is 409', async () => {
    const dealer = await createAccount(ctx, 'dealer');
    const { payment } = await chargedLead(dealer);
    const answers = await Promise.all([
      open(dealer.token, { paymentId: payment.id, reason: 'other' }),
      open(dealer.token, { paymentId: payment.id, reason: 'unreachable' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe('This charge is already disputed');
    expect(await disputesOf(payment.id)).toHaveLength(1);
  });

  (onPostgres ? it : it.skip)(
    "a dispute committed by another request after this one's checks: 409 (the unique index), nothing else saved",
    async () => {
      const dealer = await createAccount(ctx, 'dealer');
      const { payment } = await chargedLead(dealer);
      const res = await whileHeld(
        (tx) =>
          tx
            .insert(leadDisputes)
            .values({ paymentId: payment.id, leadId: payment.leadId, dealerId: dealer.dealerId!, reason: 'other' }),
        () => open(dealer.token, { paymentId: payment.id, reason: 'unreachable' }),
      );
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('This charge is already disputed');
      expect((await disputesOf(payment.id)).map((d) => d.reason)).toEqual(['other']);
      expect(
        await db()
          .select()
          .from(auditEvents)
          .where(eq(auditEvents.entityType, 'dispute'))
          .then((rows) => rows.filter((r) => r.actorUserId === dealer.id)),
      ).toEqual([]);
    },
  );

  it('refuses bad input with 400 and a message', async () => {
    const dealer = await createAccount(ctx, 'dealer');
    const { payment } = await chargedLead(dealer);
    expect((await open(dealer.token, { paymentId: payment.id, reason: 'angry' })).body.message).toBe(
      'Please choose a reason',
    );
    expect(
      (await open(dealer.token, { paymentId: payment.id, reason: 'other', details: 'x'.repeat(1001) })).status,
    ).toBe(400);
    expect((await open(dealer.token, { paymentId: 'nope', reason: 'other' })).status).toBe(400);
    expect(await disputesOf(payment.id)).toEqual([]);
  });
});

describe('the clear-cut duplicate is accepted at once', () => {
  it('reason duplicate and another lead of the same person (any car) in the 30 days before: accepted, refunded, mailed', async () => {
    const dealer = await createAccount(ctx, 'dealer');
    const email = `same.person+${randomUUID().slice(0, 6)}@example.com`;
    await chargedLead(dealer, {
      at: new Date(BASE.getTime() - 29 * DAY),
      email,
      make: 'Audi',
      model: 'Q5',
      outcome: 'trial',
    });
    const { payment, lead } = await chargedLead(dealer, { email: email.replace('+', '+x') });
    const res = await open(dealer.token, { paymentId: payment.id, reason: 'duplicate' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(AUTO_ACCEPTED);
    expect(res.body.data).toMatchObject({ status: 'accepted', autoResolved: true, resolvedAt: BASE.toISOString() });
    expect(res.body.data.resolutionNote).toMatch(/same person/);

    const [refund] = await refundsOf(payment.id);
    expect(refund).toMatchObject({
      dealerId: dealer.dealerId,
      type: 'refund',
      amountCents: 7500,
      status: 'succeeded',
      leadId: lead.id,
      idempotencyKey: `refund:${res.body.data.id}`,
      description: 'Refund: disputed lead Jane D. about 2024 BMW X5',
      gatewayRef: 're_fake_' + fake.refunds.length,
    });
    expect(refundCalls(res.body.data.id)).toEqual([
      {
        chargeRef: payment.gatewayRef,
        amountCents: 7500,
        idempotencyKey: `refund:${res.body.data.id}`,
        metadata: expect.objectContaining({ disputeId: res.body.data.id, paymentId: payment.id }),
      },
    ]);
    expect((await disputesOf(payment.id))[0].refundPaymentId).toBe(refund.id);

    const mail = await latestMail(ctx, dealer.email);
    expect(mail.subject).toBe('Dispute accepted: $75.00 refund');
    expect(mail.text).toContain('$75.00 has been refunded to your card');
    expect(mail.text).toContain('Jane D. about 2024 BMW X5');
    expect(mail.text).toContain('/dealer/payment?tab=history');
  });

  it("stays open for an admin when the earlier lead is older than 30 days, is another person's, or the reason is not duplicate", async () => {
    const dealer = await createAccount(ctx, 'dealer');
    const email = `repeat-${randomUUID().slice(0, 6)}@example.com`;
    await chargedLead(dealer, { at: new Date(BASE.getTime() - 31 * DAY), email });
    const old = await chargedLead(dealer, { email });
    const stranger = await chargedLead(dealer);
    // A real duplicate (a trial lead of the same person 10 days before), disputed for another reason.
    const twice = `twice-${randomUUID().slice(0, 6)}@example.com`;
    await chargedLead(dealer, { at: new Date(BASE.getTime() - 10 * DAY), email: twice, outcome: 'trial' });
    const recent = await chargedLead(dealer, { email: twice });
    for (const [paymentId, reason] of [
      [old.payment.id, 'duplicate'],
      [stranger.payment.id, 'duplicate'],
      [recent.payment.id, 'unreachable'],
    ]) {
      const res = await open(dealer.token, { paymentId, reason });
      expect({ paymentId, status: res.status, message: res.body.message, dispute: res.body.data?.status }).toEqual({
        paymentId,
        status: 201,
        message: SUBMITTED,
        dispute: 'open',
      });
      expect(await refundsOf(paymentId)).toEqual([]);
    }
  });
});

describe('an admin resolves a dispute', () => {
  async function openDispute(reason = 'not_genuine') {
    const dealer = await createAccount(ctx, 'dealer');
    const { payment } = await chargedLead(dealer);
    const res = await open(dealer.token, { paymentId: payment.id, reason });
    expect(res.status).toBe(201);
    return { dealer, payment, id: res.body.data.id as string };
  }

  it('accept: refunded once through the gateway, mailed, recorded', async () => {
    const { dealer, payment, id } = await openDispute();
    ctx.clock.advanceDays(1);
    const res = await resolve(admin.token, id, { decision: 'accepted' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Dispute accepted: $75.00 refunded to the dealer.');
    expect(res.body.data).toMatchObject({
      id,
      status: 'accepted',
      autoResolved: false,
      resolvedAt: ctx.clock.now().toISOString(),
    });
    const refunds = await refundsOf(payment.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      status: 'succeeded',
      amountCents: 7500,
      idempotencyKey: `refund:${id}`,
      failureMessage: null,
    });
    expect(refundCalls(id)).toHaveLength(1);
    const mail = await latestMail(ctx, dealer.email);
    expect(mail.subject).toBe('Dispute accepted: $75.00 refund');
    expect(mail.text).toContain('was reviewed and accepted');
    const audit = await call(ctx.app, {
      method: 'GET',
      url: `/api/admin/audit?entityType=dispute&entityId=${id}`,
      token: admin.token,
    });
    expect(
      audit.body.data.events.map((e: { action: string; actor: { id: string } }) => [e.action, e.actor.id]),
    ).toEqual([
      ['approve', admin.id],
      ['create', dealer.id],
    ]);

    const again = await resolve(admin.token, id, { decision: 'accepted' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This dispute has already been resolved');
    expect(await refundsOf(payment.id)).toHaveLength(1);
    expect(refundCalls(id)).toHaveLength(1);
  });

  it('two admins accept at once: one refund row, one gateway refund, the other admin gets 409', async () => {
    const { payment, id } = await openDispute();
    const other = await createAccount(ctx, 'admin');
    fake.state.delayMs = 50;
    const answers = await Promise.all([
      resolve(admin.token, id, { decision: 'accepted' }),
      resolve(other.token, id, { decision: 'accepted' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe('This dispute has already been resolved');
    expect(await refundsOf(payment.id)).toHaveLength(1);
    expect(refundCalls(id)).toHaveLength(1);
  });

  (onPostgres ? it : it.skip)(
    "a resolution committed by another admin after this one's checks: 409, no refund",
    async () => {
      const { payment, id } = await openDispute();
      const res = await whileHeld(
        (tx) =>
          tx.update(leadDisputes).set({ status: 'refused', resolutionNote: 'First.' }).where(eq(leadDisputes.id, id)),
        () => resolve(admin.token, id, { decision: 'accepted' }),
      );
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('This dispute has already been resolved');
      expect(await refundsOf(payment.id)).toEqual([]);
      expect(refundCalls(id)).toEqual([]);
    },
  );

  it('a refund the gateway refuses: the dispute stays accepted, the refund row is failed with the reason, the dealer is told', async () => {
    const { dealer, payment, id } = await openDispute();
    fake.state.refuse = 'This charge has already been refunded.';
    const res = await resolve(admin.token, id, { decision: 'accepted' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Dispute accepted, but the refund failed: This charge has already been refunded.');
    expect(res.body.data.status).toBe('accepted');
    expect(await refundsOf(payment.id)).toEqual([
      expect.objectContaining({ status: 'failed', failureMessage: 'This charge has already been refunded.' }),
    ]);
    expect((await latestMail(ctx, dealer.email)).text).toContain('could not be made automatically');
  });

  it('refuse needs a note; refused with one, mailed with the reason; accepting it later is 409', async () => {
    const { dealer, payment, id } = await openDispute();
    const bare = await resolve(admin.token, id, { decision: 'refused' });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe('Tell the dealer why the dispute is refused');
    expect((await disputesOf(payment.id))[0].status).toBe('open');

    const res = await resolve(admin.token, id, { decision: 'refused', note: 'The shopper answered our call.' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Dispute refused. The dealer has been told why.');
    expect(res.body.data).toMatchObject({ status: 'refused', resolutionNote: 'The shopper answered our call.' });
    const mail = await latestMail(ctx, dealer.email);
    expect(mail.subject).toBe('Dispute refused');
    expect(mail.text).toContain('Reason: The shopper answered our call.');

    const accept = await resolve(admin.token, id, { decision: 'accepted' });
    expect(accept.status).toBe(409);
    expect(accept.body.message).toBe('This dispute has already been resolved');
    expect(await refundsOf(payment.id)).toEqual([]);
    expect(refundCalls(id)).toEqual([]);
    const [event] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'reject')));
    expect(event).toMatchObject({
      entityType: 'dispute',
      actorUserId: admin.id,
      reason: 'The shopper answered our call.',
      after: { status: 'refused' },
    });
  });

  it('an unknown or malformed id is 404 Dispute not found', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await resolve(admin.token, id, { decision: 'accepted' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Dispute not found');
    }
  });
});

describe('who may call', () => {
  it('open: dealers only (anonymous 401, consumer and admin 403)', async () => {
    const dealer = await createAccount(ctx, 'dealer');
    const { payment } = await chargedLead(dealer);
    const body = { paymentId: payment.id, reason: 'other' };
    expect((await open(undefined, body)).status).toBe(401);
    expect((await open(user.token, body)).status).toBe(403);
    expect((await open(admin.token, body)).status).toBe(403);
    expect(await disputesOf(payment.id)).toEqual([]);
  });

  it('queue and resolve: admins with manageDealers only (anonymous 401, consumer, dealer and an admin without it 403)', async () => {
    const dealer = await createAccount(ctx, 'dealer');
    const { payment } = await chargedLead(dealer);
    const id = (await open(dealer.token, { paymentId: payment.id, reason: 'other' })).body.data.id;
    expect((await queue(undefined)).status).toBe(401);
    expect((await resolve(undefined, id, { decision: 'accepted' })).status).toBe(401);
    for (const who of [user, dealer, limitedAdmin]) {
      expect((await queue(who.token)).status).toBe(403);
      const res = await resolve(who.token, id, { decision: 'accepted' });
      expect(res.status).toBe(403);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await disputesOf(payment.id))[0].status).toBe('open');
    expect(await refundsOf(payment.id)).toEqual([]);
  });
});

describe("the admin's queue", () => {
  it('lists open disputes first, oldest first, with dealer, payment and lead; filters by status; pages', async () => {
    await db().delete(leadDisputes);
    const dealer = await createAccount(ctx, 'dealer');
    const made: string[] = [];
    for (let i = 0; i < 4; i++) {
      ctx.clock.set(new Date(BASE.getTime() + i * 3_600_000));
      const { payment } = await chargedLead(dealer);
      made.push((await open(dealer.token, { paymentId: payment.id, reason: 'other' })).body.data.id);
    }
    // The oldest is refused, so it moves behind the open ones.
    expect((await resolve(admin.token, made[0], { decision: 'refused', note: 'Real enquiry.' })).status).toBe(200);

    const all = await queue(admin.token);
    expect(all.status).toBe(200);
    expect(all.body.data.disputes.map((d: { id: string }) => d.id)).toEqual([made[1], made[2], made[3], made[0]]);
    expect(all.body.meta.pagination).toEqual({ page: 1, limit: 10, total: 4, totalPages: 1 });
    expect(all.body.data.disputes[0]).toMatchObject({
      status: 'open',
      reason: 'other',
      dealer: { id: dealer.dealerId, dealershipName: expect.any(String) },
      payment: { amount: 75, createdAt: new Date(BASE.getTime() + 3_600_000).toISOString() },
      lead: {
        name: 'Jane Doe',
        car: '2024 BMW X5',
        phone: '5125550100',
        email: expect.stringContaining('@example.com'),
      },
    });

    const refused = await queue(admin.token, '?status=refused');
    expect(refused.body.data.disputes.map((d: { id: string }) => d.id)).toEqual([made[0]]);
    expect(refused.body.meta.pagination.total).toBe(1);

    const page2 = await queue(admin.token, '?page=2&limit=3');
    expect(page2.body.data.disputes.map((d: { id: string }) => d.id)).toEqual([made[0]]);
    expect(page2.body.meta.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });

    expect((await queue(admin.token, '?status=lost')).status).toBe(400);
  });

  it('shows a dispute whose lead was deleted with lead null', async () => {
    await db().delete(leadDisputes);
    const dealer = await createAccount(ctx, 'dealer');
    const { payment, lead } = await chargedLead(dealer);
    await open(dealer.token, { paymentId: payment.id, reason: 'other' });
    await db().delete(leads).where(eq(leads.id, lead.id));
    const res = await queue(admin.token);
    expect(res.body.data.disputes).toEqual([
      expect.objectContaining({ lead: null, payment: expect.objectContaining({ id: payment.id }) }),
    ]);
  });
});

describe('with the sandbox gateway (the default)', () => {
  let sandboxCtx: TestContext;
  beforeAll(async () => {
    sandboxCtx = await createTestContext();
  });
  afterAll(async () => {
    await sandboxCtx.close();
  });

  it('an accepted dispute refunds the sandbox charge once; the same key answers the same refund', async () => {
    const gateway = sandboxCtx.app.paymentGateway as SandboxGateway;
    const dealer = await createAccount(sandboxCtx, 'dealer');
    const adminHere = await createAccount(sandboxCtx, 'admin');
    const customerId = await gateway.ensureCustomer({
      dealerId: dealer.dealerId!,
      email: dealer.email,
      name: 'Sandbox Motors',
      customerId: null,
    });
    const { clientSecret } = await gateway.createSetupIntent(customerId);
    const { paymentMethodId } = await gateway.confirmSetup(customerId, {
      clientSecret,
      cardNumber: SANDBOX_TEST_CARDS.succeeds,
      expMonth: 12,
      expYear: 2100,
      cvc: '123',
    });
    const charge = await gateway.charge({
      customerId,
      paymentMethodId: paymentMethodId!,
      amountCents: 7500,
      description: 'Lead',
      idempotencyKey: 'lead:sandbox',
      metadata: {},
    });
    expect(charge.status).toBe('succeeded');
    const [payment] = await sandboxCtx.database.db
      .insert(payments)
      .values({
        dealerId: dealer.dealerId!,
        type: 'lead',
        amountCents: 7500,
        status: 'succeeded',
        description: 'Lead',
        gatewayRef: charge.ref,
        createdAt: sandboxCtx.clock.now(),
      })
      .returning();
    const id = (
      await call(sandboxCtx.app, {
        method: 'POST',
        url: '/api/billing/disputes',
        token: dealer.token,
        payload: { paymentId: payment.id, reason: 'not_genuine' },
      })
    ).body.data.id;
    const res = await call(sandboxCtx.app, {
      method: 'PUT',
      url: `/api/billing/disputes/${id}`,
      token: adminHere.token,
      payload: { decision: 'accepted' },
    });
    expect(res.body.message).toBe('Dispute accepted: $75.00 refunded to the dealer.');
    const [refund] = await sandboxCtx.database.db.select().from(payments).where(eq(payments.refundOf, payment.id));
    expect(refund).toMatchObject({ status: 'succeeded', gatewayRef: expect.stringMatching(/^re_sb_/) });
    const again = await gateway.refund({
      chargeRef: charge.ref!,
      amountCents: 7500,
      idempotencyKey: `refund:${id}`,
      metadata: {},
    });
    expect(again.ref).toBe(refund.gatewayRef);
  });
});
