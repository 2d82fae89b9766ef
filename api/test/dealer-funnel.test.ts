// The dealer's funnel: search impressions (counted in memory, written in one batch, cached and
// uncached searches alike), deal-page views, leads and enquiries per listing over 30 days
// (GET /api/dealers/stats/funnel), and the dashboard's month-by-month counts.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { enquiries, leads, listings } from '../src/db/schema';
import { monthBounds } from '../src/dealers/service';
import { rowsOf } from '../src/listings/cache';
import { bumpListingsVersion, call, createTestContext, type TestContext } from './helpers';
import { makeDealer, makeListing, makeUser } from './listings-fixtures';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const NOW = new Date('2026-03-15T10:00:00.000Z');

let cached: TestContext;
let uncached: TestContext;
beforeAll(async () => {
  cached = await createTestContext({ IMPRESSIONS_FLUSH_MS: 0 });
  uncached = await createTestContext({ IMPRESSIONS_FLUSH_MS: 0, SEARCH_CACHE_TTL_MS: 0 });
  cached.clock.set(NOW);
  uncached.clock.set(NOW);
});
afterAll(async () => {
  await cached.close();
  await uncached.close();
});

const search = (ctx: TestContext, query: string, o: { ua?: string | null; token?: string } = {}) =>
  // null: no user agent (inject() would add its own when the header is left out).
  call(ctx.app, {
    method: 'GET',
    url: `/api/listings?${query}`,
    token: o.token,
    headers: { 'user-agent': o.ua === null ? '' : (o.ua ?? BROWSER) },
  });

async function impressions(ctx: TestContext): Promise<Record<string, number>> {
  const rows = rowsOf<{ listing_id: string; day: string; count: number }>(
    await ctx.database.db.execute(
      sql`select listing_id, day::text as day, count from listing_impressions order by listing_id, day`,
    ),
  );
  return Object.fromEntries(rows.map((r) => [`${r.listing_id} ${r.day}`, Number(r.count)]));
}

const funnel = (ctx: TestContext, token?: string) =>
  call(ctx.app, { method: 'GET', url: '/api/dealers/stats/funnel', token });

describe.each([
  ['cached', () => cached],
  ['uncached', () => uncached],
] as const)('search impressions (%s search)', (_name, context) => {
  let ctx: TestContext;
  let ids: string[];
  beforeAll(async () => {
    ctx = context();
    const dealer = await makeDealer(ctx.app, 'trial', ctx.clock.now());
    ids = [];
    for (const price of [210, 220, 230])
      ids.push(await makeListing(ctx.database.db, dealer.dealerId, { make: 'Imprez', monthlyPayment: price }));
    await makeListing(ctx.database.db, dealer.dealerId, { make: 'Imprez', status: 'pending' });
    // Rows written straight to the database: tell the search cache, as the write commands do.
    await bumpListingsVersion(ctx.database.db);
  });

  it('counts each listing of every public page served, hits of the cache included, and writes them in one statement', async () => {
    const write = jest.spyOn(ctx.app.listingsRepository, 'addImpressions');
    try {
      const first = await search(ctx, 'make=Imprez&sort=price_asc&limit=2');
      expect(first.body.data.listings.map((l: { id: string }) => l.id)).toEqual(ids.slice(0, 2));
      await search(ctx, 'make=Imprez&sort=price_asc&limit=2');
      await search(ctx, 'make=Imprez&sort=price_asc&limit=2&page=2');
      // Nothing written per request: the counts wait in memory for the flush.
      expect(write).not.toHaveBeenCalled();
      expect(await impressions(ctx)).toEqual({});
      await ctx.app.listingImpressions.flush();
      expect(write).toHaveBeenCalledTimes(1);
      expect(await impressions(ctx)).toEqual({
        [`${ids[0]} 2026-03-15`]: 2,
        [`${ids[1]} 2026-03-15`]: 2,
        [`${ids[2]} 2026-03-15`]: 1,
      });

      // A later flush adds to the day's count; another day gets its own row.
      await search(ctx, 'make=Imprez&sort=price_asc&limit=2');
      ctx.clock.advanceDays(1);
      await search(ctx, 'make=Imprez&sort=price_asc&limit=2');
      ctx.clock.set(NOW);
      await ctx.app.listingImpressions.flush();
      expect(write).toHaveBeenCalledTimes(2);
      expect(await impressions(ctx)).toMatchObject({
        [`${ids[0]} 2026-03-15`]: 3,
        [`${ids[0]} 2026-03-16`]: 1,
        [`${ids[2]} 2026-03-15`]: 1,
      });
      await ctx.app.listingImpressions.flush();
      expect(write).toHaveBeenCalledTimes(2);
    } finally {
      write.mockRestore();
      await ctx.database.db.execute(sql`delete from listing_impressions`);
    }
  });

  it('counts shoppers only: not crawlers, scripts, clients without a user agent, dealers or admins, nor the management search', async () => {
    const consumer = await makeUser(ctx.app);
    const admin = await makeUser(ctx.app, { role: 'admin' });
    const dealer = await makeDealer(ctx.app, 'trial', ctx.clock.now());
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
      'curl/8.5.0',
      'python-requests/2.32',
      null,
    ]) {
      expect((await search(ctx, 'make=Imprez', { ua })).status).toBe(200);
    }
    await search(ctx, 'make=Imprez', { token: dealer.token });
    await search(ctx, 'make=Imprez', { token: admin.token });
    expect((await search(ctx, 'status=all', { token: dealer.token })).status).toBe(200);
    await ctx.app.listingImpressions.flush();
    expect(await impressions(ctx)).toEqual({});
    // A phone whose model name ends in "bot" is a shopper; so is a signed-in consumer.
    await search(ctx, 'make=Imprez&limit=1', { ua: 'Mozilla/5.0 (Linux; Android 10; CUBOT X30) Mobile Safari/537.36' });
    await search(ctx, 'make=Imprez&limit=1', { token: consumer.token });
    await ctx.app.listingImpressions.flush();
    expect(Object.values(await impressions(ctx))).toEqual([2]);
    await ctx.database.db.execute(sql`delete from listing_impressions`);
  });

  it('skips a listing deleted before the flush and keeps the counts when a write fails', async () => {
    const dealer = await makeDealer(ctx.app, 'trial', ctx.clock.now());
    const doomed = await makeListing(ctx.database.db, dealer.dealerId, { make: 'Gonecar' });
    const kept = await makeListing(ctx.database.db, dealer.dealerId, { make: 'Gonecar' });
    await bumpListingsVersion(ctx.database.db);
    expect((await search(ctx, 'make=Gonecar')).body.data.listings).toHaveLength(2);
    await ctx.database.db.delete(listings).where(eq(listings.id, doomed));
    const write = jest
      .spyOn(ctx.app.listingsRepository, 'addImpressions')
      .mockRejectedValueOnce(new Error('connection lost'));
    try {
      await ctx.app.listingImpressions.flush();
      expect(await impressions(ctx)).toEqual({});
      expect(ctx.app.listingImpressions.pending).toBe(2);
      await ctx.app.listingImpressions.flush();
      expect(await impressions(ctx)).toEqual({ [`${kept} 2026-03-15`]: 1 });
      expect(ctx.app.listingImpressions.pending).toBe(0);
    } finally {
      write.mockRestore();
      await ctx.database.db.execute(sql`delete from listing_impressions`);
    }
  });
});

describe('GET /api/dealers/stats/funnel', () => {
  const ctx = () => cached;
  let dealer: Awaited<ReturnType<typeof makeDealer>>;
  let other: Awaited<ReturnType<typeof makeDealer>>;
  let popular: string;
  let ignored: string;
  let quiet: string;
  let paused: string;
  let othersListing: string;

  const view = (id: string, ip: string) =>
    call(ctx().app, {
      method: 'GET',
      url: `/api/listings/${id}`,
      remoteAddress: ip,
      headers: { 'user-agent': BROWSER },
    });
  const lead = (listingId: string | null, dealerId: string, createdAt: Date, n: number) =>
    ctx()
      .database.db.insert(leads)
      .values({
        listingId,
        dealerId,
        firstName: `Funnel${n}`,
        email: `funnel${n}@example.com`,
        emailKey: `funnel${n}@example.com`,
        createdAt,
      });

  beforeAll(async () => {
    dealer = await makeDealer(ctx().app, 'trial', NOW);
    other = await makeDealer(ctx().app, 'trial', NOW);
    const db = ctx().database.db;
    popular = await makeListing(db, dealer.dealerId, { make: 'Funnel', model: 'Popular', monthlyPayment: 250 });
    ignored = await makeListing(db, dealer.dealerId, { make: 'Funnel', model: 'Ignored', monthlyPayment: 260 });
    quiet = await makeListing(db, dealer.dealerId, { make: 'Funnel', model: 'Quiet', monthlyPayment: 270 });
    paused = await makeListing(db, dealer.dealerId, { make: 'Funnel', model: 'Paused', status: 'paused' });
    othersListing = await makeListing(db, other.dealerId, { make: 'Funnel', model: 'Rival', monthlyPayment: 255 });
    await bumpListingsVersion(db);

    // Shown in search: all four public ones twice today, 40 days ago once more (outside the window).
    expect((await search(ctx(), 'make=Funnel')).body.data.listings).toHaveLength(4);
    await search(ctx(), 'make=Funnel');
    ctx().clock.advanceDays(-40);
    await search(ctx(), 'make=Funnel');
    ctx().clock.set(NOW);
    await ctx().app.listingImpressions.flush();

    // Views: popular by 3 visitors (one of them reloads), ignored by 2, one more of popular 40 days ago.
    for (const ip of ['198.51.100.1', '198.51.100.1', '198.51.100.2', '198.51.100.3']) await view(popular, ip);
    for (const ip of ['198.51.100.4', '198.51.100.5']) await view(ignored, ip);
    await view(othersListing, '198.51.100.6');
    ctx().clock.advanceDays(-40);
    await view(popular, '198.51.100.9');
    ctx().clock.set(NOW);
    // Views wait in memory until the flush (listings/view-counter.ts).
    await ctx().app.listingViews.flush();

    // Leads: popular has one today and one 29 days ago (inside), one 31 days ago (outside); the rival one.
    await lead(popular, dealer.dealerId, NOW, 1);
    await lead(popular, dealer.dealerId, new Date(Date.UTC(2026, 1, 14, 0, 0, 1)), 2);
    await lead(popular, dealer.dealerId, new Date(Date.UTC(2026, 1, 13, 23, 59, 59)), 3);
    await lead(othersListing, other.dealerId, NOW, 4);
    await db.insert(enquiries).values({
      listingId: ignored,
      dealerId: dealer.dealerId,
      firstName: 'Casey',
      email: 'casey@example.com',
      createdAt: NOW,
    });
  });

  it('answers every own listing with impressions, views (once per visitor and day), leads and the conversions, most viewed first', async () => {
    const res = await funnel(ctx(), dealer.token);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ from: '2026-02-14', to: '2026-03-15', days: 30 });
    expect(data.listings.map((l: { model: string }) => l.model)).toEqual(['Popular', 'Ignored', 'Quiet', 'Paused']);
    const [p, i, q, z] = data.listings;
    expect(p).toEqual({
      id: popular,
      make: 'Funnel',
      model: 'Popular',
      year: 2025,
      status: 'active',
      imageUrl: 'listings/main.jpg',
      impressions: 2,
      views: 3,
      leads: 2,
      enquiries: 0,
      viewRate: 1.5,
      leadRate: 0.6667,
    });
    expect(i).toMatchObject({
      id: ignored,
      impressions: 2,
      views: 2,
      leads: 0,
      enquiries: 1,
      viewRate: 1,
      leadRate: 0,
    });
    expect(q).toMatchObject({ id: quiet, impressions: 2, views: 0, leads: 0, viewRate: 0, leadRate: null });
    expect(z).toMatchObject({
      id: paused,
      status: 'paused',
      impressions: 0,
      views: 0,
      leads: 0,
      viewRate: null,
      leadRate: null,
    });
    expect(data.totals).toEqual({ impressions: 6, views: 5, leads: 2, enquiries: 1, viewRate: 0.8333, leadRate: 0.4 });
  });

  it("never shows another dealer's listing or counts", async () => {
    const mine = (await funnel(ctx(), dealer.token)).res.body;
    expect(mine).not.toContain(othersListing);
    const theirs = (await funnel(ctx(), other.token)).body.data;
    expect(theirs.listings.map((l: { id: string }) => l.id)).toEqual([othersListing]);
    expect(theirs.totals).toMatchObject({ impressions: 2, views: 1, leads: 1 });
  });

  it('is for dealers: anonymous 401, consumer and admin 403, a dealer user without a dealership 403', async () => {
    expect((await funnel(ctx())).status).toBe(401);
    const consumer = await makeUser(ctx().app);
    expect((await funnel(ctx(), consumer.token)).status).toBe(403);
    const admin = await makeUser(ctx().app, { role: 'admin' });
    expect((await funnel(ctx(), admin.token)).status).toBe(403);
    const lone = await makeUser(ctx().app, { role: 'dealer' });
    const res = await funnel(ctx(), lone.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Dealer ID not found in token');
  });

  it('answers an empty funnel for a dealer without listings', async () => {
    const fresh = await makeDealer(ctx().app, 'trial', NOW);
    expect((await funnel(ctx(), fresh.token)).body.data).toMatchObject({
      listings: [],
      totals: { impressions: 0, views: 0, leads: 0, enquiries: 0, viewRate: null, leadRate: null },
    });
  });
});

describe('GET /api/dealers/stats/dashboard: listings by status and this month against last month', () => {
  const ctx = () => uncached;

  it('counts listings per status and leads and enquiries per calendar month (UTC), last month also up to the same point', async () => {
    const dealer = await makeDealer(ctx().app, 'trial', NOW);
    const other = await makeDealer(ctx().app, 'trial', NOW);
    const db = ctx().database.db;
    for (const status of ['active', 'active', 'pending', 'paused', 'rejected', 'rejected', 'rejected'] as const)
      await makeListing(db, dealer.dealerId, { status });
    const at = (iso: string) => new Date(iso);
    const times = [
      at('2026-03-15T10:00:00Z'),
      at('2026-03-01T00:00:00Z'), // this month
      at('2026-02-28T23:59:59Z'),
      at('2026-02-15T10:00:00Z'), // last month, later in it than now is in this one
      at('2026-02-15T09:59:59Z'),
      at('2026-02-01T00:00:00Z'), // last month, up to the same point
      at('2026-01-31T23:59:59Z'), // before
    ];
    let n = 100;
    for (const createdAt of times) {
      n += 1;
      await db.insert(leads).values({
        dealerId: dealer.dealerId,
        firstName: 'M',
        email: `m${n}@example.com`,
        emailKey: `m${n}@example.com`,
        createdAt,
      });
      await db
        .insert(enquiries)
        .values({ dealerId: dealer.dealerId, firstName: 'M', email: 'm@example.com', createdAt });
    }
    await db.insert(leads).values({
      dealerId: other.dealerId,
      firstName: 'O',
      email: 'o@example.com',
      emailKey: 'o@example.com',
      createdAt: NOW,
    });
    const res = await call(ctx().app, { method: 'GET', url: '/api/dealers/stats/dashboard', token: dealer.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      totalListings: 7,
      activeListings: 2,
      pendingListings: 1,
      listingsByStatus: { active: 2, pending: 1, paused: 1, rejected: 3 },
      totalLeads: 7,
      totalEnquiries: 7,
      leadsByMonth: { thisMonth: 2, lastMonth: 4, lastMonthToDate: 2 },
      enquiriesByMonth: { thisMonth: 2, lastMonth: 4, lastMonthToDate: 2 },
    });
  });

  it('month bounds: January looks back to December, and the end of a long month is capped at the end of a short one', () => {
    expect(monthBounds(new Date('2026-01-10T08:00:00Z'))).toEqual({
      thisMonth: new Date('2026-01-01T00:00:00Z'),
      lastMonth: new Date('2025-12-01T00:00:00Z'),
      lastMonthToDate: new Date('2025-12-10T08:00:00Z'),
    });
    expect(monthBounds(new Date('2026-03-31T12:00:00Z'))).toEqual({
      thisMonth: new Date('2026-03-01T00:00:00Z'),
      lastMonth: new Date('2026-02-01T00:00:00Z'),
      lastMonthToDate: new Date('2026-03-01T00:00:00Z'),
    });
  });
});
