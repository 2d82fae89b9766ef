// What the dealer reads: Payment History (newest first, 10 a page, each lead charge's dispute
// window and dispute), receipts of its own payments only, and the billing page's totals (Total
// Paid: charges minus refunds).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { leadDisputes, payments, users } from '../src/db/schema';
import { call, createTestContext, type TestContext } from './helpers';
import { createAccount, type Account } from './account-helpers';
import { DAY, stats } from './billing-helpers';

let ctx: TestContext;
let dealer: Account;
let other: Account;
const rows: Array<typeof payments.$inferSelect> = [];

const ago = (days: number) => new Date(ctx.clock.now().getTime() - days * DAY);
const history = (who: Account, qs = '') =>
  call(ctx.app, { method: 'GET', url: `/api/billing/my-payments${qs}`, token: who.token });
const receipt = (who: Account, id: string) =>
  call(ctx.app, { method: 'GET', url: `/api/billing/my-payments/${id}`, token: who.token });

beforeAll(async () => {
  ctx = await createTestContext({ CONTACT_TO: 'billing@leasemarket.example' });
  dealer = await createAccount(ctx, 'dealer');
  other = await createAccount(ctx, 'dealer');
  const base = { dealerId: dealer.dealerId!, cardBrand: 'visa', cardLast4: '4242' };
  const values: Array<typeof payments.$inferInsert> = [
    {
      ...base,
      type: 'subscription',
      amountCents: 20000,
      status: 'succeeded',
      description: 'Pro plan, Jan 1 – Feb 1, 2026',
      createdAt: ago(40),
    },
    {
      ...base,
      type: 'lead',
      amountCents: 7500,
      status: 'succeeded',
      description: 'Lead: Old A. about 2024 BMW X5',
      createdAt: ago(16),
    },
    {
      ...base,
      type: 'lead',
      amountCents: 7500,
      status: 'succeeded',
      description: 'Lead: New B. about 2024 BMW X5',
      createdAt: ago(5),
    },
    {
      ...base,
      type: 'lead',
      amountCents: 7500,
      status: 'succeeded',
      description: 'Lead: Disputed C. about 2024 BMW X5',
      createdAt: ago(4),
    },
    {
      ...base,
      type: 'lead',
      amountCents: 7500,
      status: 'failed',
      failureMessage: 'Your card was declined.',
      description: 'Lead: Failed D.',
      createdAt: ago(3),
    },
    {
      ...base,
      type: 'lead',
      amountCents: 7500,
      status: 'pending',
      failureMessage: 'stale',
      description: 'Lead: Pending E.',
      createdAt: ago(2.5),
    },
    {
      ...base,
      type: 'refund',
      amountCents: 7500,
      status: 'succeeded',
      description: 'Refund: disputed lead',
      createdAt: ago(2),
      cardBrand: null,
      cardLast4: null,
    },
    ...Array.from({ length: 5 }, (_, i) => ({
      ...base,
      type: 'subscription' as const,
      amountCents: 20000,
      status: 'failed' as const,
      failureMessage: 'Declined',
      description: `Retry ${i}`,
      createdAt: ago(1 - i / 10),
    })),
    {
      dealerId: other.dealerId!,
      type: 'subscription',
      amountCents: 20000,
      status: 'succeeded',
      description: 'Other dealer',
      createdAt: ago(1),
    },
  ];
  for (const v of values) rows.push((await ctx.database.db.insert(payments).values(v).returning())[0]);
  await ctx.database.db.insert(leadDisputes).values({
    paymentId: rows[3].id,
    dealerId: dealer.dealerId!,
    reason: 'duplicate',
    status: 'accepted',
    autoResolved: true,
    createdAt: ago(3.5),
    resolvedAt: ago(3.5),
  });
  await ctx.database.db.update(payments).set({ refundOf: rows[3].id }).where(eq(payments.id, rows[6].id));
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/billing/my-payments', () => {
  it("pages the dealer's own payments, newest first, 10 a page", async () => {
    const first = await history(dealer);
    expect(first.status).toBe(200);
    expect(first.body.meta.pagination).toEqual({ page: 1, limit: 10, total: 12, totalPages: 2 });
    expect(first.body.data.payments.map((p: { description: string }) => p.description)).toEqual([
      'Retry 4',
      'Retry 3',
      'Retry 2',
      'Retry 1',
      'Retry 0',
      'Refund: disputed lead',
      'Lead: Pending E.',
      'Lead: Failed D.',
      'Lead: Disputed C. about 2024 BMW X5',
      'Lead: New B. about 2024 BMW X5',
    ]);
    const second = await history(dealer, '?page=2');
    expect(second.body.data.payments.map((p: { description: string }) => p.description)).toEqual([
      'Lead: Old A. about 2024 BMW X5',
      'Pro plan, Jan 1 – Feb 1, 2026',
    ]);
    expect((await history(dealer, '?page=3&limit=5')).body.data.payments).toHaveLength(2);
    expect((await history(other)).body.data.payments.map((p: { description: string }) => p.description)).toEqual([
      'Other dealer',
    ]);
  });

  it('describes each payment: card, failure, dispute window and dispute', async () => {
    const all = [
      ...(await history(dealer)).body.data.payments,
      ...(await history(dealer, '?page=2')).body.data.payments,
    ];
    const byDescription = (d: string) => all.find((p: { description: string }) => p.description.startsWith(d));
    expect(byDescription('Pro plan')).toEqual({
      id: rows[0].id,
      type: 'subscription',
      amount: 200,
      status: 'succeeded',
      createdAt: ago(40).toISOString(),
      description: 'Pro plan, Jan 1 – Feb 1, 2026',
      failureMessage: null,
      leadId: null,
      card: { brand: 'visa', last4: '4242' },
      disputableUntil: null,
      dispute: null,
    });
    expect(byDescription('Lead: New B.')).toMatchObject({
      amount: 75,
      disputableUntil: new Date(ago(5).getTime() + 15 * DAY).toISOString(),
      dispute: null,
    });
    expect(byDescription('Lead: Old A.')).toMatchObject({ disputableUntil: null });
    expect(byDescription('Lead: Failed D.')).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
      disputableUntil: null,
    });
    expect(byDescription('Lead: Pending E.')).toMatchObject({
      status: 'pending',
      failureMessage: null,
      disputableUntil: null,
    });
    expect(byDescription('Lead: Disputed C.')).toMatchObject({
      disputableUntil: new Date(ago(4).getTime() + 15 * DAY).toISOString(),
      dispute: {
        status: 'accepted',
        reason: 'duplicate',
        autoResolved: true,
        details: null,
        resolutionNote: null,
        createdAt: ago(3.5).toISOString(),
        resolvedAt: ago(3.5).toISOString(),
      },
    });
    expect(byDescription('Refund')).toMatchObject({ type: 'refund', amount: 75, card: null });
  });

  it('needs the manageBilling permission', async () => {
    const limited = await createAccount(ctx, 'dealer');
    await ctx.database.db
      .update(users)
      .set({ permissions: { manageBilling: false } })
      .where(eq(users.id, limited.id));
    expect((await history(limited)).status).toBe(403);
    expect((await call(ctx.app, { method: 'GET', url: '/api/billing/my-payments' })).status).toBe(401);
  });
});

describe('GET /api/billing/my-payments/:id (receipt)', () => {
  it("shows one of the dealer's own payments as a receipt", async () => {
    const res = await receipt(dealer, rows[0].id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      receiptNumber: `LM-${rows[0].id.slice(0, 8).toUpperCase()}`,
      payment: { id: rows[0].id, amount: 200, description: 'Pro plan, Jan 1 – Feb 1, 2026' },
      dealer: { dealershipName: `Dealer ${dealer.email}`, email: dealer.email },
      seller: { name: 'LeaseMarket', email: 'billing@leasemarket.example' },
    });
  });

  it("answers 404 for another dealer's payment or a malformed id", async () => {
    for (const id of [rows.at(-1)!.id, '00000000-0000-4000-8000-000000000000', 'nonsense']) {
      expect(await receipt(dealer, id)).toMatchObject({ status: 404, body: { message: 'Payment not found' } });
    }
    expect((await receipt(other, rows[0].id)).status).toBe(404);
  });
});

describe('billing totals', () => {
  it('Total Paid is the succeeded charges minus the succeeded refunds', async () => {
    // 200 + 3 × 75 succeeded, minus the 75 refund; failed and pending ones do not count.
    expect((await stats(ctx, dealer)).totalCharges).toBe(350);
    expect((await stats(ctx, other)).totalCharges).toBe(200);
  });
});
