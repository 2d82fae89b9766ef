// A listing's views count once per visitor per day, in memory, written in batches; "popular" sorts by them.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { ViewCounter } from '../src/listings/view-counter';
import { call, createTestContext, type TestContext } from './helpers';
import { makeDealer, makeListing, makeUser } from './listings-fixtures';

let ctx: TestContext;
let listing: string;
let other: string;
let dealer: Awaited<ReturnType<typeof makeDealer>>;
beforeAll(async () => {
  ctx = await createTestContext({ SEARCH_CACHE_TTL_MS: 0 });
  dealer = await makeDealer(ctx.app, 'trial', ctx.clock.now());
  listing = await makeListing(ctx.database.db, dealer.dealerId, { make: 'Kia', views: 0 });
  other = await makeListing(ctx.database.db, dealer.dealerId, { make: 'Kia', views: 3 });
});
afterAll(async () => {
  await ctx.close();
});

const view = (id: string, o: { ip?: string; ua?: string; token?: string } = {}) =>
  call(ctx.app, {
    method: 'GET',
    url: `/api/listings/${id}`,
    remoteAddress: o.ip ?? '198.51.100.1',
    headers: { 'user-agent': o.ua ?? 'Browser/1' },
    token: o.token,
  });

describe('view counting', () => {
  it('50 reloads by one visitor are one view; another address or another day counts again, another user agent does not', async () => {
    for (let i = 0; i < 50; i++) await view(listing);
    expect((await view(listing)).body.data.views).toBe(1);
    expect((await view(listing, { ip: '198.51.100.2' })).body.data.views).toBe(2);
    // The user agent is the visitor's to choose: the same address with another is the same visitor.
    expect((await view(listing, { ua: 'Other/2' })).body.data.views).toBe(2);
    const user = await makeUser(ctx.app);
    expect((await view(listing, { token: user.token, ip: '198.51.100.9' })).body.data.views).toBe(3);
    expect((await view(listing, { token: user.token, ip: '203.0.113.9' })).body.data.views).toBe(4);
    ctx.clock.advanceDays(1);
    try {
      expect((await view(listing)).body.data.views).toBe(5);
    } finally {
      ctx.clock.advanceDays(-1);
    }
  });

  it('keeps no raw address, and can be read per listing per day', async () => {
    await ctx.app.listingViews.flush();
    const result = await ctx.database.db.execute(
      sql`select listing_id, day::text as day, count(*)::int as n from listing_views group by listing_id, day order by day`,
    );
    const rows = ((result as unknown as { rows?: unknown[] }).rows ?? result) as Array<{
      listing_id: string;
      day: string;
      n: number;
    }>;
    expect(rows.map((r) => r.n)).toEqual([4, 1]);
    const raw = await ctx.database.db.execute(sql`select visitor from listing_views`);
    const visitors = (((raw as unknown as { rows?: unknown[] }).rows ?? raw) as Array<{ visitor: string }>).map(
      (r) => r.visitor,
    );
    for (const v of visitors) expect(v).not.toMatch(/198\.51|203\.0|Browser/);
  });

  it('popular sorts by the counted views', async () => {
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) await view(other, { ip });
    await ctx.app.listingViews.flush();
    const res = await call(ctx.app, { method: 'GET', url: '/api/listings?make=Kia&sort=popular' });
    expect(res.body.data.listings.map((l: { id: string }) => l.id)).toEqual([other, listing]);
  });
});

describe('written in batches', () => {
  const stored = async (id: string) => {
    const result = await ctx.database.db.execute(
      sql`select (select count(*)::int from listing_views where listing_id = ${id}) as rows, views from listings where id = ${id}`,
    );
    return (((result as unknown as { rows?: unknown[] }).rows ?? result) as Array<{ rows: number; views: number }>)[0];
  };

  it('writes nothing while answering: the flush adds each visitor once, and a visitor seen before the flush stays one view', async () => {
    const fresh = await makeListing(ctx.database.db, dealer.dealerId, { make: 'Kia', views: 0 });
    const ips = ['203.0.113.1', '203.0.113.2', '203.0.113.3'];
    for (const ip of [...ips, ...ips]) await view(fresh, { ip });
    expect(await stored(fresh)).toEqual({ rows: 0, views: 0 });
    expect((await view(fresh, { ip: ips[0] })).body.data.views).toBe(3);
    await ctx.app.listingViews.flush();
    expect(await stored(fresh)).toEqual({ rows: 3, views: 3 });
    expect((await view(fresh, { ip: ips[1] })).body.data.views).toBe(3);
    await ctx.app.listingViews.flush();
    expect(await stored(fresh)).toEqual({ rows: 3, views: 3 });
  });

  it('another instance counting the same visitor adds nothing (the table keeps one row per visitor and day)', async () => {
    const fresh = await makeListing(ctx.database.db, dealer.dealerId, { make: 'Kia', views: 0 });
    const day = ctx.clock.now().toISOString().slice(0, 10);
    const row = { listingId: fresh, day, visitor: 'same-visitor-hash' };
    await ctx.app.listingsRepository.addViews([row]);
    await ctx.app.listingsRepository.addViews([row, { ...row, visitor: 'another-visitor' }]);
    expect(await stored(fresh)).toEqual({ rows: 2, views: 2 });
  });

  it('keeps at most its bound waiting: a flood is dropped, not held in memory', async () => {
    const written: unknown[] = [];
    const counter = new ViewCounter(async (rows) => void written.push(...rows), 2, ctx.app.log);
    for (const visitor of ['a', 'b', 'c', 'd']) counter.record('listing', '2026-01-01', visitor);
    expect(counter.size).toBe(2);
    await counter.flush();
    expect(written).toHaveLength(2);
    expect(counter.record('listing', '2026-01-01', 'e')).toBe(1);
  });
});
