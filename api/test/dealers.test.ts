import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { dealers, enquiries, leads, listings, subscriptions, users } from '../src/db/schema';
import { call, createTestContext, type TestContext } from './helpers';
import { createAccount } from './account-helpers';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

const listing = (dealerId: string, status: 'pending' | 'active' | 'rejected' | 'paused', views: number) => ({
  dealerId, status, views, make: 'Toyota', model: 'Camry', bodyType: 'Sedan', year: 2024, msrp: 30000, monthlyPayment: 299, downPayment: 2000,
  carType: 'Sedan', extraMileageCost: 0.25, fuelType: 'Gasoline', transmission: 'Automatic', interiorColor: 'Black', exteriorColor: 'White', numberOfSeats: '5',
});

describe('GET /api/dealers/profile', () => {
  it('answers the signed-in dealer\'s own row', async () => {
    const a = await createAccount(ctx, 'dealer');
    const res = await call(ctx.app, { method: 'GET', url: '/api/dealers/profile', token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: a.dealerId, userId: a.id, status: 'approved' });
  });

  it('answers 404 \'Dealer ID not found in token\' for a dealer user without a dealership', async () => {
    const lone = await createAccount(ctx, 'user');
    await ctx.database.db.update(users).set({ role: 'dealer' }).where(eq(users.id, lone.id));
    const res = await call(ctx.app, { method: 'GET', url: '/api/dealers/profile', token: lone.token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Dealer ID not found in token');
  });
});

describe('GET /api/dealers/profile answers the contract only', () => {
  it('sends dates as ISO strings and never the payment provider ids or the password hash', async () => {
    const a = await createAccount(ctx, 'dealer');
    await ctx.database.db.update(dealers).set({ stripeCustomerId: 'cus_secret', stripePaymentMethodId: 'pm_secret', campaign: { utm_source: 'mail' } })
      .where(eq(dealers.id, a.dealerId!));
    const res = await call(ctx.app, { method: 'GET', url: '/api/dealers/profile', token: a.token });
    expect(res.status).toBe(200);
    expect(res.res.body).not.toMatch(/cus_secret|pm_secret|stripe|passwordHash|argon2/i);
    expect(res.body.data).toMatchObject({ campaign: { utm_source: 'mail' }, hasValidPaymentMethod: false, trialPeriodDays: 30 });
    for (const key of ['createdAt', 'updatedAt', 'trialStartDate', 'trialEndDate']) {
      expect(new Date(res.body.data[key]).toISOString()).toBe(res.body.data[key]);
    }
  });
});

describe('GET /api/dealers/:id (admin view)', () => {
  it('answers the dealer, its user\'s name and email, and its subscription in dollars', async () => {
    const admin = await createAccount(ctx, 'admin');
    const a = await createAccount(ctx, 'dealer', { dealerStatus: 'pending' });
    await ctx.database.db.update(subscriptions).set({ plan: 'pro', status: 'active', monthlyFeeCents: 19900, cplRateCents: 4550, stripeSubscriptionId: 'sub_1' })
      .where(eq(subscriptions.dealerId, a.dealerId!));
    await ctx.database.db.update(dealers).set({ stripeCustomerId: 'cus_1' }).where(eq(dealers.id, a.dealerId!));
    const res = await call(ctx.app, { method: 'GET', url: `/api/dealers/${a.dealerId}`, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({
      id: a.dealerId, userId: a.id, dealershipName: `Dealer ${a.email}`, status: 'pending',
      firstName: 'Test', lastName: 'dealer', email: a.email, stripeCustomerId: 'cus_1', stripePaymentMethodId: null,
      subscription: { dealerId: a.dealerId, plan: 'pro', status: 'active', monthlyFee: 199, cplRate: 45.5, stripeSubscriptionId: 'sub_1', willAutoRenew: true },
    });
    expect(new Date(res.body.data.createdAt).toISOString()).toBe(res.body.data.createdAt);
    expect(new Date(res.body.data.subscription.createdAt).toISOString()).toBe(res.body.data.subscription.createdAt);
    expect(res.res.body).not.toMatch(/passwordHash|tokenVersion|monthlyFeeCents/);
  });

  it('answers subscription null for a dealer without one', async () => {
    const admin = await createAccount(ctx, 'admin');
    const a = await createAccount(ctx, 'dealer');
    await ctx.database.db.delete(subscriptions).where(eq(subscriptions.dealerId, a.dealerId!));
    const res = await call(ctx.app, { method: 'GET', url: `/api/dealers/${a.dealerId}`, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: a.dealerId, subscription: null });
  });

  it('answers 404 JSON \'Dealer not found\' for an unknown or malformed id', async () => {
    const admin = await createAccount(ctx, 'admin');
    const user = await createAccount(ctx, 'user');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', user.id, '1%27%20OR%201=1']) {
      const res = await call(ctx.app, { method: 'GET', url: `/api/dealers/${id}`, token: admin.token });
      expect({ id, status: res.status, body: res.body }).toEqual({ id, status: 404, body: { message: 'Dealer not found' } });
    }
  });

  it('is for admins only', async () => {
    const a = await createAccount(ctx, 'dealer');
    const url = `/api/dealers/${a.dealerId}`;
    expect((await call(ctx.app, { method: 'GET', url })).status).toBe(401);
    expect((await call(ctx.app, { method: 'GET', url, token: a.token })).status).toBe(403);
    expect((await call(ctx.app, { method: 'GET', url, token: (await createAccount(ctx, 'user')).token })).status).toBe(403);
  });
});

describe('GET /api/dealers/stats/dashboard', () => {
  it('counts only this dealer\'s listings, leads and enquiries', async () => {
    const a = await createAccount(ctx, 'dealer');
    const b = await createAccount(ctx, 'dealer');
    const db = ctx.database.db;
    const [l1] = await db.insert(listings).values([
      listing(a.dealerId!, 'active', 10), listing(a.dealerId!, 'active', 5), listing(a.dealerId!, 'pending', 1), listing(a.dealerId!, 'rejected', 0),
      listing(b.dealerId!, 'active', 100),
    ]).returning();
    const now = ctx.clock.now();
    const old = new Date(now.getTime() - 40 * 86_400_000);
    const lead = (dealerId: string, extra: object) => ({ dealerId, listingId: l1.id, firstName: 'L', email: 'l@example.com', emailKey: 'l@example.com', ...extra });
    await db.insert(leads).values([
      lead(a.dealerId!, { isEmailVerified: true, status: 'new', createdAt: now }),
      lead(a.dealerId!, { isEmailVerified: false, status: 'new', createdAt: now }),
      lead(a.dealerId!, { isEmailVerified: true, status: 'contacted', createdAt: old }),
      lead(b.dealerId!, { isEmailVerified: true, status: 'new', createdAt: now }),
    ]);
    await db.insert(enquiries).values([
      { dealerId: a.dealerId!, firstName: 'E', email: 'e@example.com' },
      { dealerId: b.dealerId!, firstName: 'E', email: 'e@example.com' },
      { dealerId: b.dealerId!, firstName: 'E', email: 'e@example.com' },
    ]);
    const res = await call(ctx.app, { method: 'GET', url: '/api/dealers/stats/dashboard', token: a.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { totalListings: 4, activeListings: 2, pendingListings: 1, totalViews: 16, totalLeads: 3, verifiedLeads: 2, newLeads: 2, totalEnquiries: 1, leadsLast30Days: 2 },
    });
    const empty = await createAccount(ctx, 'dealer', { dealerStatus: 'pending' });
    const none = await call(ctx.app, { method: 'GET', url: '/api/dealers/stats/dashboard', token: empty.token });
    expect(none.body.data).toEqual({ totalListings: 0, activeListings: 0, pendingListings: 0, totalViews: 0, totalLeads: 0, verifiedLeads: 0, newLeads: 0, totalEnquiries: 0, leadsLast30Days: 0 });
  });
});
