// Favourites: a consumer keeps public deals (idempotent add and remove, 404 for a listing that is
// not public), reads only their own with each deal's card and whether it is still public, and
// turns price-drop mails on or off; other roles are refused.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { FAVOURITE_NOT_FOUND_MESSAGE } from 'shared-contracts';
import { listings } from '../src/db/schema';
import { call, createTestContext, type TestContext } from './helpers';
import { createRoleAccounts, type Account } from './account-helpers';
import { makeListing } from './listings-fixtures';

let ctx: TestContext;
let a: Account;
let b: Account;
let dealer: Account;
let admin: Account;
let publicId: string;
let otherId: string;
let pendingId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b, dealer, admin } = await createRoleAccounts(ctx));
  publicId = await makeListing(ctx.database.db, dealer.dealerId!, { make: 'Kia', model: 'EV6', monthlyPayment: 389 });
  otherId = await makeListing(ctx.database.db, dealer.dealerId!, {
    make: 'Honda',
    model: 'Civic',
    monthlyPayment: 259,
  });
  pendingId = await makeListing(ctx.database.db, dealer.dealerId!, { status: 'pending' });
});
afterAll(async () => {
  await ctx.close();
});

const put = (id: string, token?: string) => call(ctx.app, { method: 'PUT', url: `/api/favourites/${id}`, token });
const del = (id: string, token?: string) => call(ctx.app, { method: 'DELETE', url: `/api/favourites/${id}`, token });
const list = (token?: string, query = '') => call(ctx.app, { method: 'GET', url: `/api/favourites${query}`, token });

describe("a consumer's favourites", () => {
  it('keeps a public deal once, however often it is added, and lists it with its card', async () => {
    const first = await put(publicId, a.token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      message: 'Saved to your favorites',
      data: { listingId: publicId, favourite: true },
    });
    expect((await put(publicId, a.token)).status).toBe(200);
    const page = await list(a.token);
    expect(page.status).toBe(200);
    expect(page.body.data.favourites).toHaveLength(1);
    expect(page.body.data.favourites[0]).toMatchObject({
      listingId: publicId,
      available: true,
      listing: { make: 'Kia', model: 'EV6', monthlyPayment: 389 },
    });
    expect(page.body.meta.pagination).toMatchObject({ total: 1, page: 1, limit: 12 });
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/favourites/ids', token: a.token })).body.data.listingIds,
    ).toEqual([publicId]);
  });

  it('refuses a listing the public cannot see, an unknown and a malformed id with 404', async () => {
    for (const id of [pendingId, randomUUID(), 'not-a-uuid']) {
      const res = await put(id, a.token);
      expect({ status: res.status, message: res.body.message }).toEqual({
        status: 404,
        message: FAVOURITE_NOT_FOUND_MESSAGE,
      });
    }
  });

  it('shows a favourite whose deal left the search as no longer available', async () => {
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 60_000));
    await put(otherId, a.token);
    await ctx.database.db.update(listings).set({ status: 'paused' }).where(eq(listings.id, otherId));
    const favourites = (await list(a.token)).body.data.favourites as Array<{ listingId: string; available: boolean }>;
    expect(favourites.map((f) => [f.listingId, f.available])).toEqual([
      [otherId, false],
      [publicId, true],
    ]);
    await ctx.database.db.update(listings).set({ status: 'active' }).where(eq(listings.id, otherId));
  });

  it('pages newest first', async () => {
    const page = await list(a.token, '?page=2&limit=1');
    expect(page.body.data.favourites.map((f: { listingId: string }) => f.listingId)).toEqual([publicId]);
    expect(page.body.meta.pagination).toMatchObject({ total: 2, totalPages: 2 });
  });

  it('removes idempotently', async () => {
    const removed = await del(otherId, a.token);
    expect(removed.body).toMatchObject({ message: 'Removed from your favorites', data: { favourite: false } });
    expect((await del(otherId, a.token)).status).toBe(200);
    expect((await del('not-a-uuid', a.token)).status).toBe(200);
    expect((await list(a.token)).body.data.favourites).toHaveLength(1);
  });

  it('another consumer neither sees nor removes them', async () => {
    expect((await list(b.token)).body.data.favourites).toEqual([]);
    await del(publicId, b.token);
    expect((await list(a.token)).body.data.favourites).toHaveLength(1);
  });

  it('turns price-drop mails off and on', async () => {
    const url = '/api/favourites/alerts';
    expect((await call(ctx.app, { method: 'GET', url, token: a.token })).body.data).toEqual({ priceDrops: true });
    expect(
      (await call(ctx.app, { method: 'PUT', url, token: a.token, payload: { priceDrops: false } })).body.data,
    ).toEqual({ priceDrops: false });
    expect((await call(ctx.app, { method: 'GET', url, token: a.token })).body.data).toEqual({ priceDrops: false });
    expect((await call(ctx.app, { method: 'GET', url, token: b.token })).body.data).toEqual({ priceDrops: true });
    expect((await call(ctx.app, { method: 'PUT', url, token: a.token, payload: { priceDrops: 'no' } })).status).toBe(
      400,
    );
  });
});

describe('who may call the favourites routes', () => {
  const routes = () => [
    { method: 'GET' as const, url: '/api/favourites' },
    { method: 'GET' as const, url: '/api/favourites/ids' },
    { method: 'GET' as const, url: '/api/favourites/alerts' },
    { method: 'PUT' as const, url: '/api/favourites/alerts', payload: { priceDrops: true } },
    { method: 'PUT' as const, url: `/api/favourites/${publicId}` },
    { method: 'DELETE' as const, url: `/api/favourites/${publicId}` },
  ];
  it('anonymous 401, dealer and admin 403, each with a message', async () => {
    for (const route of routes()) {
      for (const [token, status] of [
        [undefined, 401],
        [dealer.token, 403],
        [admin.token, 403],
      ] as const) {
        const res = await call(ctx.app, { ...route, token });
        expect({ route: route.url, status: res.status }).toEqual({ route: route.url, status });
        expect(typeof res.body.message).toBe('string');
      }
    }
  });
});
