import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { enquiries, leads, listings } from '../src/db/schema';
import { call, createTestContext, type TestContext } from './helpers';
import { createAccount } from './account-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const listing = (dealerId: string, status: 'pending' | 'active' | 'rejected' | 'paused') => ({
  dealerId,
  status,
  make: 'Honda',
  model: 'Civic',
  bodyType: 'Sedan',
  year: 2024,
  msrp: 25000,
  monthlyPayment: 249,
  downPayment: 1500,
  carType: 'Sedan',
  extraMileageCost: 0.2,
  fuelType: 'Gasoline',
  transmission: 'Automatic',
  interiorColor: 'Black',
  exteriorColor: 'Blue',
  numberOfSeats: '5',
});

describe('GET /api/admin/dashboard', () => {
  it('reflects the rows in the database', async () => {
    const admin = await createAccount(ctx, 'admin');
    const get = () => call(ctx.app, { method: 'GET', url: '/api/admin/dashboard', token: admin.token });
    const empty = await get();
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      success: true,
      data: {
        activeEnquiries: 0,
        activeListings: 0,
        pendingEnquiries: 0,
        totalEnquiries: 0,
        totalLeads: 0,
        verifiedLeads: 0,
        totalDealers: 0,
        pendingDealers: 0,
        approvedDealers: 0,
        totalUsers: 0,
        totalListings: 0,
        pendingListings: 0,
      },
    });

    const a = await createAccount(ctx, 'dealer');
    const b = await createAccount(ctx, 'dealer', { dealerStatus: 'pending' });
    await createAccount(ctx, 'dealer', { dealerStatus: 'suspended' });
    await createAccount(ctx, 'user');
    await createAccount(ctx, 'user');
    const db = ctx.database.db;
    await db
      .insert(listings)
      .values([
        listing(a.dealerId!, 'active'),
        listing(a.dealerId!, 'active'),
        listing(b.dealerId!, 'pending'),
        listing(a.dealerId!, 'rejected'),
      ]);
    await db.insert(leads).values([
      {
        dealerId: a.dealerId!,
        firstName: 'L',
        email: 'l@example.com',
        emailKey: 'l@example.com',
        isEmailVerified: true,
      },
      { dealerId: a.dealerId!, firstName: 'L', email: 'l@example.com', emailKey: 'l@example.com' },
      { dealerId: b.dealerId!, firstName: 'L', email: 'l@example.com', emailKey: 'l@example.com' },
    ]);
    await db.insert(enquiries).values([
      { dealerId: a.dealerId!, firstName: 'E', email: 'e@example.com', status: 'new' },
      { dealerId: a.dealerId!, firstName: 'E', email: 'e@example.com', status: 'contacted' },
      { dealerId: a.dealerId!, firstName: 'E', email: 'e@example.com', status: 'closed' },
    ]);
    const res = await get();
    expect(res.body.data).toEqual({
      activeEnquiries: 2,
      activeListings: 2,
      pendingEnquiries: 1,
      totalEnquiries: 3,
      totalLeads: 3,
      verifiedLeads: 1,
      totalDealers: 3,
      pendingDealers: 1,
      approvedDealers: 1,
      totalUsers: 2,
      totalListings: 4,
      pendingListings: 1,
    });
  });
});
