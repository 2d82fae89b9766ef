// A listing's views count once per visitor per day; "popular" sorts by them.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from './helpers';
import { makeDealer, makeListing, makeUser } from './listings-fixtures';

let ctx: TestContext;
let listing: string;
let other: string;
beforeAll(async () => {
  ctx = await createTestContext({ SEARCH_CACHE_TTL_MS: 0 });
  const dealer = await makeDealer(ctx.app, 'trial', ctx.clock.now());
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
    const res = await call(ctx.app, { method: 'GET', url: '/api/listings?make=Kia&sort=popular' });
    expect(res.body.data.listings.map((l: { id: string }) => l.id)).toEqual([other, listing]);
  });
});
