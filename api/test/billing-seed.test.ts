// The demo database's billing: dealer@example.com in its trial without a card (the browser
// tests upgrade it), dealer2@example.com on Pro with a saved test card and a paid history that
// the billing clock leaves alone until the next billing date, when it renews with that card.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { deliveredLeadOfSamePerson } from '../src/billing/charges/duplicate-lead';
import { dealers, leadCharges, leads, payments, subscriptions, users } from '../src/db/schema';
import { seedDemo } from '../src/seed/demo';
import { call, createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
const tokenOf = async (email: string) => {
  const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  return ctx.app.tokens.sign({ sub: user.id });
};
const get = async (url: string, email: string) =>
  (await call(ctx.app, { method: 'GET', url, token: await tokenOf(email) })).body;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.database.db, ctx.config, ctx.clock.now(), () => undefined);
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

describe('demo billing', () => {
  it('keeps dealer@example.com in its trial without a card', async () => {
    expect((await get('/api/billing/my-stats', 'dealer@example.com')).data).toMatchObject({
      subscriptionState: 'TRIAL_ACTIVE',
      hasValidPaymentMethod: false,
      trialDaysRemaining: 25,
      totalCharges: 0,
    });
    expect((await get('/api/billing/my-payments', 'dealer@example.com')).meta.pagination.total).toBe(0);
  });

  it('gives dealer2@example.com a Pro plan with a test card and a paid history, some lead charges still disputable', async () => {
    const stats = (await get('/api/billing/my-stats', 'dealer2@example.com')).data;
    expect(stats).toMatchObject({
      subscriptionState: 'PRO_ACTIVE',
      hasValidPaymentMethod: true,
      canReceiveLeads: true,
    });
    const history = await get('/api/billing/my-payments?limit=100', 'dealer2@example.com');
    const list = history.data.payments as Array<{
      type: string;
      amount: number;
      status: string;
      disputableUntil: string | null;
      card: unknown;
    }>;
    expect(list.filter((p) => p.type === 'subscription')).toHaveLength(2);
    expect(list.filter((p) => p.type === 'lead').length).toBeGreaterThan(3);
    expect(list.every((p) => p.status === 'succeeded')).toBe(true);
    expect(list.some((p) => p.disputableUntil)).toBe(true);
    expect(list[0].card).toEqual({ brand: 'visa', last4: '4242' });
    expect(stats.totalCharges).toBe(list.reduce((n, p) => n + p.amount, 0));
    expect(new Date(stats.nextBillingDate).getTime()).toBeGreaterThan(ctx.clock.now().getTime());
  });

  it('decides every verified demo lead once, as the billing rules would: trial leads free, a repeat of the same person within the window free, each other Pro lead charged the plan rate once', async () => {
    const db = ctx.database.db;
    const [pro] = await db
      .select({ id: dealers.id, trialEndDate: dealers.trialEndDate })
      .from(dealers)
      .innerJoin(users, eq(users.id, dealers.userId))
      .where(eq(users.email, 'dealer2@example.com'));
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.dealerId, pro.id));
    const seeded = await db.select().from(leads);
    const decisions = await db.select().from(leadCharges);
    const byLead = new Map(decisions.map((d) => [d.leadId, d]));
    // Verified leads have exactly one decision; unverified ones none.
    for (const lead of seeded) expect([lead.id, byLead.has(lead.id)]).toEqual([lead.id, lead.isEmailVerified]);
    const charges = await db.select().from(payments).where(eq(payments.type, 'lead'));
    const proDecisions = decisions.filter((d) => d.dealerId === pro.id).sort((a, b) => +a.createdAt - +b.createdAt);
    expect(proDecisions.some((d) => d.outcome === 'charged')).toBe(true);
    for (const d of decisions) {
      if (d.outcome === 'trial') {
        // Free: another dealer's trial, or dealer2's leads before its trial ended.
        if (d.dealerId === pro.id) expect(d.createdAt.getTime()).toBeLessThan(pro.trialEndDate!.getTime());
        continue;
      }
      const repeatOf = await deliveredLeadOfSamePerson(db, {
        leadId: d.leadId,
        dealerId: d.dealerId,
        emailKey: d.emailKey,
        at: d.createdAt,
      });
      const earlier = repeatOf ? byLead.get(repeatOf)!.createdAt < d.createdAt : false;
      expect([d.leadId, d.outcome]).toEqual([d.leadId, earlier ? 'duplicate' : 'charged']);
      const paid = charges.filter((p) => p.leadId === d.leadId);
      expect(paid.map((p) => [p.id, p.amountCents])).toEqual(
        d.outcome === 'charged' ? [[d.paymentId, subscription.cplRateCents]] : [],
      );
    }
    // Every lead payment belongs to a charged decision.
    expect(charges.every((p) => byLead.get(p.leadId!)?.outcome === 'charged')).toBe(true);
  });

  it('leaves the billing clock nothing to do until the next billing date, which renews with the card', async () => {
    const run = await ctx.app.services.billing.runBillingClock();
    expect(run).toEqual({
      ranAt: expect.any(String),
      remindersSent: 0,
      trialsEnded: 0,
      renewals: 0,
      failedPayments: 0,
      leadsCharged: 0,
      plansExpired: 0,
      dealersPaused: 0,
    });
    const next = new Date((await get('/api/billing/my-stats', 'dealer2@example.com')).data.nextBillingDate);
    ctx.clock.set(new Date(next.getTime() + 60_000));
    expect((await ctx.app.services.billing.runBillingClock()).renewals).toBe(1);
  });
});
