// GET /api/admin/dashboard/activity: new dealers, leads and revenue per UTC day or week over
// the last 7, 30 or 90 days, empty buckets as zeros.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { dealers, leads, payments } from '../src/db/schema';
import { call, createTestContext, type TestContext } from './helpers';
import { createAccount, type Account } from './account-helpers';

let ctx: TestContext;
let admin: Account;
let dealerId: string;
const NOW = new Date('2026-03-31T15:00:00.000Z');
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(NOW);
  admin = await createAccount(ctx, 'admin');
  const d = await createAccount(ctx, 'dealer');
  dealerId = d.dealerId!;
  const db = ctx.database.db;
  // One dealer today, one yesterday, one long before any period.
  await db.update(dealers).set({ createdAt: NOW }).where(eq(dealers.id, dealerId));
  const [u1, u2] = await Promise.all([createAccount(ctx, 'user'), createAccount(ctx, 'user')]);
  await db.insert(dealers).values([
    { userId: u1.id, dealershipName: 'Yesterday', createdAt: at('2026-03-30T23:59:59.000Z') },
    { userId: u2.id, dealershipName: 'Long ago', createdAt: at('2025-11-01T00:00:00.000Z') },
  ]);
  const lead = (createdAt: string, isEmailVerified: boolean) => ({
    dealerId,
    firstName: 'L',
    email: 'l@example.com',
    emailKey: 'l@example.com',
    isEmailVerified,
    createdAt: at(createdAt),
  });
  await db
    .insert(leads)
    .values([
      lead('2026-03-31T00:00:00.000Z', true),
      lead('2026-03-31T10:00:00.000Z', false),
      lead('2026-03-25T12:00:00.000Z', true),
      lead('2026-03-24T23:59:59.999Z', true),
      lead('2026-01-15T00:00:00.000Z', true),
    ]);
  const payment = (createdAt: string, amountCents: number, status: 'succeeded' | 'failed' = 'succeeded') => ({
    dealerId,
    type: 'lead' as const,
    amountCents,
    status,
    createdAt: at(createdAt),
  });
  await db
    .insert(payments)
    .values([
      payment('2026-03-31T01:00:00.000Z', 7500),
      payment('2026-03-31T02:00:00.000Z', 7500, 'failed'),
      payment('2026-03-26T00:00:00.000Z', 20000),
      payment('2026-01-15T00:00:00.000Z', 7500),
    ]);
});
afterAll(async () => {
  await ctx.close();
});

const activity = (query = '') =>
  call(ctx.app, { method: 'GET', url: `/api/admin/dashboard/activity${query}`, token: admin.token });

describe('GET /api/admin/dashboard/activity', () => {
  it('7 days by day: today included, empty days as zeros, failed payments left out', async () => {
    const res = await activity('?period=7');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      period: 7,
      bucket: 'day',
      from: '2026-03-25T00:00:00.000Z',
      to: '2026-04-01T00:00:00.000Z',
    });
    expect(data.series).toHaveLength(7);
    expect(data.series.map((p: { start: string }) => p.start.slice(0, 10))).toEqual([
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
    ]);
    expect(data.series[0]).toEqual({
      start: '2026-03-25T00:00:00.000Z',
      newDealers: 0,
      leads: 1,
      verifiedLeads: 1,
      revenue: 0,
    });
    expect(data.series[1]).toEqual({
      start: '2026-03-26T00:00:00.000Z',
      newDealers: 0,
      leads: 0,
      verifiedLeads: 0,
      revenue: 200,
    });
    expect(data.series[5]).toMatchObject({ newDealers: 1, leads: 0 });
    expect(data.series[6]).toEqual({
      start: '2026-03-31T00:00:00.000Z',
      newDealers: 1,
      leads: 2,
      verifiedLeads: 1,
      revenue: 75,
    });
    expect(data.totals).toEqual({ newDealers: 2, leads: 3, verifiedLeads: 2, revenue: 275 });
  });

  it('30 days by default; 90 days in whole weeks ending today; a bucket may be asked for', async () => {
    const month = (await activity()).body.data;
    expect(month).toMatchObject({ period: 30, bucket: 'day', from: '2026-03-02T00:00:00.000Z' });
    expect(month.series).toHaveLength(30);
    expect(month.totals).toEqual({ newDealers: 2, leads: 4, verifiedLeads: 3, revenue: 275 });

    const quarter = (await activity('?period=90')).body.data;
    expect(quarter).toMatchObject({
      period: 90,
      bucket: 'week',
      from: '2025-12-31T00:00:00.000Z',
      to: '2026-04-01T00:00:00.000Z',
    });
    expect(quarter.series).toHaveLength(13);
    expect(quarter.series[12]).toEqual({
      start: '2026-03-25T00:00:00.000Z',
      newDealers: 2,
      leads: 3,
      verifiedLeads: 2,
      revenue: 275,
    });
    expect(quarter.series[2]).toEqual({
      start: '2026-01-14T00:00:00.000Z',
      newDealers: 0,
      leads: 1,
      verifiedLeads: 1,
      revenue: 75,
    });
    expect(quarter.totals).toEqual({ newDealers: 2, leads: 5, verifiedLeads: 4, revenue: 350 });

    const weekly = (await activity('?period=30&bucket=week')).body.data;
    expect(weekly).toMatchObject({ bucket: 'week', from: '2026-02-25T00:00:00.000Z' });
    expect(weekly.series).toHaveLength(5);
  });

  it('refuses other periods and buckets with 400', async () => {
    for (const q of ['?period=14', '?period=abc', '?period=', '?bucket=month']) {
      const res = await activity(q);
      expect({ q, status: res.status }).toEqual({ q, status: 400 });
    }
  });
});
