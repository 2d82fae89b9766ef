import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SubscriptionState } from 'shared-contracts';
import { canReceiveLeads, dealerMayReceiveLeadsSql } from '../src/billing/eligibility';
import {
  subscriptionState,
  trialDaysRemaining,
  type DealerBillingFields,
  type SubscriptionBillingFields,
} from '../src/billing/state';
import { dealers, leads, payments, subscriptions, users } from '../src/db/schema';
import { call, createTestContext, type TestContext } from './helpers';
import { createAccount } from './account-helpers';

const NOW = new Date('2025-03-15T12:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

type DealerStatus = 'pending' | 'approved' | 'suspended';
interface Case {
  name: string;
  dealer: { status: DealerStatus; trialEnd?: number | null; cancelled?: boolean };
  sub: null | { plan: 'free' | 'pro'; status: SubscriptionBillingFields['status']; expires?: number; grace?: number };
  state: SubscriptionState;
  leads: boolean;
}

const CASES: Case[] = [
  {
    name: 'trial running',
    dealer: { status: 'approved', trialEnd: 10 },
    sub: { plan: 'free', status: 'trialing' },
    state: 'TRIAL_ACTIVE',
    leads: true,
  },
  {
    name: 'trial running, pro chosen for after it',
    dealer: { status: 'approved', trialEnd: 3 },
    sub: { plan: 'pro', status: 'trialing' },
    state: 'TRIAL_ACTIVE',
    leads: true,
  },
  {
    name: 'trial running but dealer pending approval',
    dealer: { status: 'pending', trialEnd: 10 },
    sub: { plan: 'free', status: 'trialing' },
    state: 'TRIAL_ACTIVE',
    leads: false,
  },
  {
    name: 'trial ended a minute ago',
    dealer: { status: 'approved', trialEnd: -1 / 1440 },
    sub: { plan: 'free', status: 'trialing' },
    state: 'TRIAL_EXPIRED',
    leads: false,
  },
  {
    name: 'trial ends exactly now',
    dealer: { status: 'approved', trialEnd: 0 },
    sub: { plan: 'free', status: 'trialing' },
    state: 'TRIAL_EXPIRED',
    leads: false,
  },
  {
    name: 'trial cancelled by the dealer',
    dealer: { status: 'approved', trialEnd: 10, cancelled: true },
    sub: { plan: 'free', status: 'trialing' },
    state: 'TRIAL_EXPIRED',
    leads: false,
  },
  {
    name: 'free plan canceled',
    dealer: { status: 'approved', trialEnd: 10 },
    sub: { plan: 'free', status: 'canceled' },
    state: 'TRIAL_EXPIRED',
    leads: false,
  },
  {
    name: 'free plan expired by the clock',
    dealer: { status: 'approved', trialEnd: -2 },
    sub: { plan: 'free', status: 'expired' },
    state: 'TRIAL_EXPIRED',
    leads: false,
  },
  {
    name: 'trial not started, dealership waiting for approval',
    dealer: { status: 'pending', trialEnd: null },
    sub: { plan: 'free', status: 'trialing' },
    state: 'TRIAL_ACTIVE',
    leads: false,
  },
  {
    name: 'trial without an end date',
    dealer: { status: 'approved', trialEnd: null },
    sub: { plan: 'free', status: 'trialing' },
    state: 'TRIAL_EXPIRED',
    leads: false,
  },
  {
    name: 'pro active',
    dealer: { status: 'approved', trialEnd: -40 },
    sub: { plan: 'pro', status: 'active', expires: 20 },
    state: 'PRO_ACTIVE',
    leads: true,
  },
  {
    name: 'pro active, dealer pending',
    dealer: { status: 'pending', trialEnd: -40 },
    sub: { plan: 'pro', status: 'active' },
    state: 'PRO_ACTIVE',
    leads: false,
  },
  {
    name: 'pro past due within grace',
    dealer: { status: 'approved' },
    sub: { plan: 'pro', status: 'past_due', grace: 5 },
    state: 'PRO_ACTIVE',
    leads: true,
  },
  {
    name: 'pro past due after grace',
    dealer: { status: 'approved' },
    sub: { plan: 'pro', status: 'past_due', grace: -1 },
    state: 'INACTIVE',
    leads: false,
  },
  {
    name: 'pro canceled, paid period running',
    dealer: { status: 'approved' },
    sub: { plan: 'pro', status: 'canceled', expires: 12 },
    state: 'PRO_CANCELLED_ACTIVE',
    leads: true,
  },
  {
    name: 'pro canceled, paid period over',
    dealer: { status: 'approved' },
    sub: { plan: 'pro', status: 'canceled', expires: -1 },
    state: 'PRO_CANCELLED_EXPIRED',
    leads: false,
  },
  {
    name: 'pro canceled without end date',
    dealer: { status: 'approved' },
    sub: { plan: 'pro', status: 'canceled' },
    state: 'PRO_CANCELLED_EXPIRED',
    leads: false,
  },
  {
    name: 'pro expired',
    dealer: { status: 'approved' },
    sub: { plan: 'pro', status: 'expired', expires: 5 },
    state: 'PRO_CANCELLED_EXPIRED',
    leads: false,
  },
  { name: 'no subscription', dealer: { status: 'approved', trialEnd: 10 }, sub: null, state: 'NO_PLAN', leads: false },
  {
    name: 'suspended dealer in trial',
    dealer: { status: 'suspended', trialEnd: 10 },
    sub: { plan: 'free', status: 'trialing' },
    state: 'INACTIVE',
    leads: false,
  },
  {
    name: 'suspended pro dealer',
    dealer: { status: 'suspended' },
    sub: { plan: 'pro', status: 'active' },
    state: 'INACTIVE',
    leads: false,
  },
];

function rows(c: Case): { dealer: DealerBillingFields; sub: SubscriptionBillingFields | null } {
  return {
    dealer: {
      status: c.dealer.status,
      trialEndDate: c.dealer.trialEnd == null ? null : days(c.dealer.trialEnd),
      trialCancelledByUser: c.dealer.cancelled ?? false,
    },
    sub: c.sub && {
      plan: c.sub.plan,
      status: c.sub.status,
      planExpiresAt: c.sub.expires === undefined ? null : days(c.sub.expires),
      graceEndDate: c.sub.grace === undefined ? null : days(c.sub.grace),
    },
  };
}

describe('subscriptionState and canReceiveLeads (pure)', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const { dealer, sub } = rows(c);
    expect(subscriptionState(dealer, sub, NOW)).toBe(c.state);
    expect(canReceiveLeads(dealer, sub, NOW)).toBe(c.leads);
  });

  it('counts trial days remaining (a started day counts, 0 once over)', () => {
    const sub: SubscriptionBillingFields = {
      plan: 'free',
      status: 'trialing',
      planExpiresAt: null,
      graceEndDate: null,
    };
    const dealer = (end: Date): DealerBillingFields => ({
      status: 'approved',
      trialEndDate: end,
      trialCancelledByUser: false,
    });
    expect(trialDaysRemaining(dealer(days(30)), sub, NOW)).toBe(30);
    expect(trialDaysRemaining(dealer(days(24.2)), sub, NOW)).toBe(25);
    expect(trialDaysRemaining(dealer(days(0.01)), sub, NOW)).toBe(1);
    expect(trialDaysRemaining(dealer(days(-1)), sub, NOW)).toBe(0);
    expect(trialDaysRemaining(null, null, NOW)).toBe(0);
  });
});

describe('the API', () => {
  let ctx: TestContext;
  const dealerTrialEnd = async (dealerId: string) =>
    (await ctx.database.db.select().from(dealers).where(eq(dealers.id, dealerId)))[0].trialEndDate!;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('dealerMayReceiveLeadsSql selects exactly the dealers canReceiveLeads accepts', async () => {
    const db = ctx.database.db;
    const ids = new Map<string, Case>();
    for (const c of CASES) {
      const { dealer, sub } = rows(c);
      const [user] = await db
        .insert(users)
        .values({
          email: `${c.name.replace(/\W+/g, '-')}@sql.test`,
          passwordHash: 'x',
          firstName: 'S',
          lastName: 'Q',
          role: 'dealer',
        })
        .returning();
      const [d] = await db
        .insert(dealers)
        .values({ userId: user.id, dealershipName: c.name, ...dealer })
        .returning();
      if (sub) await db.insert(subscriptions).values({ dealerId: d.id, ...sub });
      ids.set(d.id, c);
    }
    const selected = await db
      .select({ id: dealers.id })
      .from(dealers)
      .leftJoin(subscriptions, eq(subscriptions.dealerId, dealers.id))
      .where(dealerMayReceiveLeadsSql(NOW));
    const expected = CASES.filter((c) => c.leads)
      .map((c) => c.name)
      .sort();
    expect(selected.map((r) => ids.get(r.id)!.name).sort()).toEqual(expected);
    // The same with aliased tables.
    const d = alias(dealers, 'd');
    const s = alias(subscriptions, 's');
    const aliased = await db
      .select({ id: d.id })
      .from(d)
      .innerJoin(s, eq(s.dealerId, d.id))
      .where(dealerMayReceiveLeadsSql(NOW, { d, s }));
    expect(aliased.map((r) => ids.get(r.id)!.name).sort()).toEqual(expected);
    await db.delete(users).where(
      inArray(
        users.id,
        db
          .select({ id: dealers.userId })
          .from(dealers)
          .where(inArray(dealers.id, [...ids.keys()])),
      ),
    );
  });

  it("GET /api/billing/my-stats counts this dealer's leads (Total Leads: every lead received) and succeeded payments", async () => {
    const a = await createAccount(ctx, 'dealer', {
      trialStart: new Date(ctx.clock.now().getTime() - 5.5 * 86_400_000),
    });
    const b = await createAccount(ctx, 'dealer');
    const db = ctx.database.db;
    const lead = (dealerId: string, verified: boolean) => ({
      dealerId,
      firstName: 'L',
      email: 'l@example.com',
      emailKey: 'l@example.com',
      isEmailVerified: verified,
    });
    await db
      .insert(leads)
      .values([lead(a.dealerId!, true), lead(a.dealerId!, true), lead(a.dealerId!, false), lead(b.dealerId!, true)]);
    await db.insert(payments).values([
      { dealerId: a.dealerId!, type: 'lead', amountCents: 7500, status: 'succeeded' },
      { dealerId: a.dealerId!, type: 'subscription', amountCents: 20000, status: 'succeeded' },
      { dealerId: a.dealerId!, type: 'lead', amountCents: 7500, status: 'failed' },
      { dealerId: b.dealerId!, type: 'lead', amountCents: 7500, status: 'succeeded' },
    ]);
    const res = await call(ctx.app, { method: 'GET', url: '/api/billing/my-stats', token: a.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        totalLeads: 3,
        totalCharges: 275,
        subscriptionState: 'TRIAL_ACTIVE',
        hasValidPaymentMethod: false,
        trialDaysRemaining: 25,
        nextBillingDate: null,
        canReceiveLeads: true,
        accountStatus: 'approved',
        freeLeadsUntil: (await dealerTrialEnd(a.dealerId!)).toISOString(),
        card: null,
        // A failed lead charge is owed.
        failedPayment: expect.objectContaining({ type: 'lead', amount: 75, graceEndDate: null }),
        actions: { upgrade: true, payNow: false, cancelSubscription: false, cancelTrial: true, chooseAfterTrial: true },
      },
    });
    // The same figure as the dashboard's and the leads page's "Total Leads".
    const dashboard = await call(ctx.app, { method: 'GET', url: '/api/dealers/stats/dashboard', token: a.token });
    expect(dashboard.body.data.totalLeads).toBe(3);
    ctx.clock.advanceDays(25);
    try {
      const later = await call(ctx.app, { method: 'GET', url: '/api/billing/my-stats', token: a.token });
      expect(later.body.data).toMatchObject({
        subscriptionState: 'TRIAL_EXPIRED',
        trialDaysRemaining: 0,
        canReceiveLeads: false,
      });
    } finally {
      ctx.clock.advanceDays(-25);
    }
  });

  it("reports a pro plan's next billing date", async () => {
    const a = await createAccount(ctx, 'dealer');
    const next = new Date(ctx.clock.now().getTime() + 10 * 86_400_000);
    await ctx.database.db
      .update(subscriptions)
      .set({ plan: 'pro', status: 'active', nextPaymentDate: next })
      .where(eq(subscriptions.dealerId, a.dealerId!));
    const res = await call(ctx.app, { method: 'GET', url: '/api/billing/my-stats', token: a.token });
    expect(res.body.data).toMatchObject({
      subscriptionState: 'PRO_ACTIVE',
      nextBillingDate: next.toISOString(),
      // Trial days still run (the account started today): leads stay free until their end.
      trialDaysRemaining: 30,
      canReceiveLeads: true,
      actions: { upgrade: false, payNow: false, cancelSubscription: true, cancelTrial: false, chooseAfterTrial: false },
    });
  });

  it("GET /api/billing/my-subscription answers the dealer's subscription in dollars", async () => {
    const a = await createAccount(ctx, 'dealer');
    const res = await call(ctx.app, { method: 'GET', url: '/api/billing/my-subscription', token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      plan: 'free',
      status: 'trialing',
      planExpiresAt: null,
      trialEndDate: new Date(ctx.clock.now().getTime() + 30 * 86_400_000).toISOString(),
      nextPaymentDate: null,
      monthlyFee: 200,
      cplRate: 75,
    });
    await ctx.database.db.delete(subscriptions).where(eq(subscriptions.dealerId, a.dealerId!));
    const none = await call(ctx.app, { method: 'GET', url: '/api/billing/my-subscription', token: a.token });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('Subscription information not available');
    const stats = await call(ctx.app, { method: 'GET', url: '/api/billing/my-stats', token: a.token });
    expect(stats.body.data).toMatchObject({ subscriptionState: 'NO_PLAN', canReceiveLeads: false });
  });
});
