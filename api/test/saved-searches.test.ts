// Saved searches: saved normalised and named from the filters, once per search, at most 20, own
// rows only; the daily job (new matches and price drops, one mail per consumer per UTC day, safe
// when two runs overlap: two on one app, and two app instances on PostgreSQL); the mailed
// unsubscribe links work without signing in and only with a valid signature.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SAVED_SEARCHES_FULL_MESSAGE, SAVED_SEARCHES_MAX } from 'shared-contracts';
import { buildApp } from '../src/app';
import { listings, outbox, savedSearches } from '../src/db/schema';
import { openPostgres, type Database } from '../src/db/client';
import { call, createTestContext, type TestContext } from './helpers';
import { createAccount, createRoleAccounts, linkIn, type Account } from './account-helpers';
import { makeListing, outboxTo } from './listings-fixtures';

let ctx: TestContext;
let a: Account;
let b: Account;
let dealer: Account;
let admin: Account;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b, dealer, admin } = await createRoleAccounts(ctx));
});
afterAll(async () => {
  await ctx.close();
});

const save = (query: string, token = a.token) =>
  call(ctx.app, { method: 'POST', url: '/api/saved-searches', token, payload: { query } });
const mine = async (token = a.token) =>
  (await call(ctx.app, { method: 'GET', url: '/api/saved-searches', token })).body.data.savedSearches as Array<{
    id: string;
    name: string;
    query: string;
    mailOn: boolean;
  }>;
const nextDay = () => ctx.clock.advanceDays(1);
const runJob = () => call(ctx.app, { method: 'POST', url: '/api/saved-searches/run', token: admin.token });

describe('saving a search', () => {
  it('keeps the search fields in one order, without the page, named from its filters', async () => {
    const res = await save(
      '?page=3&maxPrice=400&make=Toyota&bodyType=SUV&limit=50&dealerId=00000000-0000-4000-8000-000000000000',
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: 'Search saved',
      data: {
        name: 'SUV · Toyota · up to $400/month',
        query: 'bodyType=SUV&make=Toyota&maxPrice=400',
        mailOn: true,
        lastRunAt: null,
      },
    });
    const again = await save('make=Toyota&maxPrice=400&bodyType=SUV');
    expect(again.body).toMatchObject({ message: 'This search is already saved', data: { id: res.body.data.id } });
    expect(await mine()).toHaveLength(1);
  });

  it("answers the search's own message for a bad filter and saves nothing", async () => {
    const res = await save('term=13');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Choose a lease term from the list');
    expect((await save('minPrice=500&maxPrice=100')).body.message).toBe('minPrice cannot be greater than maxPrice');
    expect(await mine()).toHaveLength(1);
  });

  it('names a search without filters "All lease deals"', async () => {
    expect((await save('', b.token)).body.data).toMatchObject({ name: 'All lease deals', query: '' });
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} a consumer`, async () => {
    const have = (await mine()).length;
    for (let i = have; i < SAVED_SEARCHES_MAX; i++) expect((await save(`minPrice=${i}`)).status).toBe(201);
    const refused = await save('make=Tesla');
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 409,
      message: SAVED_SEARCHES_FULL_MESSAGE,
    });
    expect(await mine()).toHaveLength(SAVED_SEARCHES_MAX);
  });

  it('another consumer can neither change nor delete it (404), its owner can', async () => {
    const [search] = await mine();
    const patch = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/saved-searches/${search.id}`,
      token: b.token,
      payload: { mailOn: false },
    });
    const remove = await call(ctx.app, { method: 'DELETE', url: `/api/saved-searches/${search.id}`, token: b.token });
    expect([patch.status, remove.status]).toEqual([404, 404]);
    expect((await mine()).find((s) => s.id === search.id)?.mailOn).toBe(true);
    expect(
      (
        await call(ctx.app, {
          method: 'PATCH',
          url: `/api/saved-searches/${search.id}`,
          token: a.token,
          payload: { mailOn: false },
        })
      ).body.data.mailOn,
    ).toBe(false);
    expect(
      (await call(ctx.app, { method: 'DELETE', url: `/api/saved-searches/${search.id}`, token: a.token })).status,
    ).toBe(200);
    expect((await call(ctx.app, { method: 'DELETE', url: '/api/saved-searches/nope', token: a.token })).status).toBe(
      404,
    );
    expect((await mine()).some((s) => s.id === search.id)).toBe(false);
  });

  it('refuses anonymous callers (401), dealers and admins (403); the job runs for admins only', async () => {
    const routes = [
      { method: 'GET' as const, url: '/api/saved-searches' },
      { method: 'POST' as const, url: '/api/saved-searches', payload: { query: '' } },
      {
        method: 'PATCH' as const,
        url: '/api/saved-searches/00000000-0000-4000-8000-000000000000',
        payload: { mailOn: true },
      },
      { method: 'DELETE' as const, url: '/api/saved-searches/00000000-0000-4000-8000-000000000000' },
    ];
    for (const route of routes) {
      for (const [token, status] of [
        [undefined, 401],
        [dealer.token, 403],
        [admin.token, 403],
      ] as const) {
        expect({ url: route.url, status: (await call(ctx.app, { ...route, token })).status }).toEqual({
          url: route.url,
          status,
        });
      }
    }
    for (const [token, status] of [
      [undefined, 401],
      [a.token, 403],
      [dealer.token, 403],
    ] as const) {
      expect((await call(ctx.app, { method: 'POST', url: '/api/saved-searches/run', token })).status).toBe(status);
    }
  });
});

describe('the daily job and its mail', () => {
  let shopper: Account;
  let firstId: string;

  beforeAll(async () => {
    shopper = await createAccount(ctx, 'user');
    firstId = await makeListing(ctx.database.db, dealer.dealerId!, {
      make: 'Keepmake',
      model: 'One',
      monthlyPayment: 300,
      year: 2025,
    });
    await makeListing(ctx.database.db, dealer.dealerId!, { make: 'Othermake', model: 'Nope' });
    expect((await save('make=Keepmake', shopper.token)).status).toBe(201);
  });

  it("a first run mails the search's current matches with their link and unsubscribe links; a second run that day mails nothing", async () => {
    const run = await runJob();
    expect(run.status).toBe(200);
    expect(run.body.data).toMatchObject({ mailsQueued: expect.any(Number), newMatches: expect.any(Number) });
    const mails = await outboxTo(ctx.database.db, shopper.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('1 new lease deal for you on LeaseMarket');
    expect(mails[0].text).toContain(`2025 Keepmake One: $300/month ${ctx.config.PUBLIC_URL}/viewListings/${firstId}`);
    expect(mails[0].text).not.toContain('Othermake');
    expect(mails[0].html).toContain(`/viewListings/${firstId}`);
    expect(linkIn(mails[0].text, '/unsubscribe?token=s.')).toBeTruthy();
    expect(linkIn(mails[0].text, '/unsubscribe?token=a.')).toBeTruthy();
    const again = await runJob();
    expect(again.body.data).toMatchObject({ consumersChecked: 0, mailsQueued: 0 });
    expect(await outboxTo(ctx.database.db, shopper.email)).toHaveLength(1);
  });

  it('the next day mails only the listings new since the last run, and price drops on favourites once', async () => {
    nextDay();
    const newId = await makeListing(ctx.database.db, dealer.dealerId!, {
      make: 'Keepmake',
      model: 'Two',
      monthlyPayment: 420,
      dateAdded: ctx.clock.now(),
    });
    expect(
      (await call(ctx.app, { method: 'PUT', url: `/api/favourites/${firstId}`, token: shopper.token })).status,
    ).toBe(200);
    await ctx.database.db.update(listings).set({ monthlyPayment: 279 }).where(eq(listings.id, firstId));
    await runJob();
    const [mail] = await outboxTo(ctx.database.db, shopper.email);
    expect(mail.subject).toBe('1 new lease deal and 1 price drop for you on LeaseMarket');
    expect(mail.text).toContain(`Keepmake Two: $420/month ${ctx.config.PUBLIC_URL}/viewListings/${newId}`);
    expect(mail.text).not.toContain('Keepmake One: $300');
    expect(mail.text).toContain(
      `2025 Keepmake One: now $279/month (was $300) ${ctx.config.PUBLIC_URL}/viewListings/${firstId}`,
    );
    nextDay();
    await runJob();
    expect(await outboxTo(ctx.database.db, shopper.email)).toHaveLength(2);
  });

  it('two runs at once mail a consumer once', async () => {
    nextDay();
    await makeListing(ctx.database.db, dealer.dealerId!, {
      make: 'Keepmake',
      model: 'Three',
      dateAdded: ctx.clock.now(),
    });
    const count = async () => Promise.all([a, b].map(async (c) => (await outboxTo(ctx.database.db, c.email)).length));
    const before = await count();
    const runs = await Promise.all([
      ctx.app.services.savedSearches.runSavedSearchJob(),
      ctx.app.services.savedSearches.runSavedSearchJob(),
    ]);
    // Every consumer whose searches match (the shopper, a's price searches, b's "All lease deals"): one mail each, whichever run claimed them.
    expect(runs[0].mailsQueued + runs[1].mailsQueued).toBe(3);
    expect(await count()).toEqual(before.map((n) => n + 1));
    const mails = await outboxTo(ctx.database.db, shopper.email);
    expect(mails).toHaveLength(3);
    expect(mails[0].text).toContain('Keepmake Three');
  });

  it("the search's unsubscribe link turns its mail off without signing in; a changed token is refused", async () => {
    const [mail] = await outboxTo(ctx.database.db, shopper.email);
    const token = new URL(linkIn(mail.text, '/unsubscribe?token=s.')).searchParams.get('token')!;
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [tampered, 'garbage', `a.${token.split('.')[1]}.${token.split('.')[2]}`]) {
      const res = await call(ctx.app, {
        method: 'POST',
        url: '/api/saved-searches/unsubscribe',
        payload: { token: bad },
      });
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    const res = await call(ctx.app, { method: 'POST', url: '/api/saved-searches/unsubscribe', payload: { token } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'You will no longer get emails about “Keepmake”.',
      data: { scope: 'search', name: 'Keepmake' },
    });
    expect(
      (await call(ctx.app, { method: 'POST', url: '/api/saved-searches/unsubscribe', payload: { token } })).status,
    ).toBe(200);
    expect((await mine(shopper.token))[0].mailOn).toBe(false);
  });

  it('the link for all turns every saved-search and price-drop mail off', async () => {
    await call(ctx.app, {
      method: 'PATCH',
      url: `/api/saved-searches/${(await mine(shopper.token))[0].id}`,
      token: shopper.token,
      payload: { mailOn: true },
    });
    const [mail] = await outboxTo(ctx.database.db, shopper.email);
    const token = new URL(linkIn(mail.text, '/unsubscribe?token=a.')).searchParams.get('token')!;
    const res = await call(ctx.app, { method: 'POST', url: '/api/saved-searches/unsubscribe', payload: { token } });
    expect(res.body.data).toEqual({ scope: 'all', name: null });
    expect((await mine(shopper.token)).every((s) => !s.mailOn)).toBe(true);
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/favourites/alerts', token: shopper.token })).body.data,
    ).toEqual({ priceDrops: false });
    nextDay();
    await ctx.database.db.update(listings).set({ monthlyPayment: 199 }).where(eq(listings.id, firstId));
    await makeListing(ctx.database.db, dealer.dealerId!, {
      make: 'Keepmake',
      model: 'Four',
      dateAdded: ctx.clock.now(),
    });
    await runJob();
    expect(await outboxTo(ctx.database.db, shopper.email)).toHaveLength(3);
  });
});

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('two API instances run the job at once (PostgreSQL)', () => {
  let second: Database;
  let other: FastifyInstance;
  beforeAll(async () => {
    second = await openPostgres(ctx.databaseUrl!, 5);
    other = await buildApp({ config: ctx.config, database: second, clock: ctx.clock, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await second?.close();
  });

  it('mails each consumer once', async () => {
    const shoppers = await Promise.all([1, 2, 3].map(() => createAccount(ctx, 'user')));
    for (const s of shoppers) expect((await save('make=Twinmake', s.token)).status).toBe(201);
    await makeListing(ctx.database.db, dealer.dealerId!, { make: 'Twinmake', model: 'X' });
    const runs = await Promise.all([
      ctx.app.services.savedSearches.runSavedSearchJob(),
      other.services.savedSearches.runSavedSearchJob(),
    ]);
    expect(runs[0].mailsQueued + runs[1].mailsQueued).toBe(3);
    for (const s of shoppers) expect(await outboxTo(ctx.database.db, s.email)).toHaveLength(1);
    const rows = await ctx.database.db.select().from(outbox);
    expect(rows.filter((r) => r.subject.includes('new lease deal')).length).toBeGreaterThanOrEqual(3);
    expect(
      (await ctx.database.db.select().from(savedSearches).where(eq(savedSearches.query, 'make=Twinmake'))).every(
        (s) => s.lastRunAt,
      ),
    ).toBe(true);
  });
});

describe('the job', () => {
  it('runs on pg-boss once the app is ready (SAVED_SEARCH_JOB_CRON), mailing once a day, and stops when the app closes', async () => {
    const timed = await createTestContext({ SAVED_SEARCH_JOB_CRON: '0 * * * *', JOBS_POLL_SECONDS: 1 });
    try {
      const shopper = await createAccount(timed, 'user');
      const seller = await createAccount(timed, 'dealer');
      await makeListing(timed.database.db, seller.dealerId!, { make: 'Timermake' });
      expect(
        (
          await call(timed.app, {
            method: 'POST',
            url: '/api/saved-searches',
            token: shopper.token,
            payload: { query: 'make=Timermake' },
          })
        ).status,
      ).toBe(201);
      await timed.app.jobs.request('saved-search-job');
      const deadline = Date.now() + 20_000;
      while ((await outboxTo(timed.database.db, shopper.email)).length === 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      // A second run the same day mails nobody again.
      await timed.app.jobs.request('saved-search-job');
      await new Promise((r) => setTimeout(r, 2500));
      expect(await outboxTo(timed.database.db, shopper.email)).toHaveLength(1);
    } finally {
      await timed.close();
    }
  });
});
