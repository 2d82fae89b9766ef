// Two API instances on one PostgreSQL database (each its own app and connection pool, as two
// processes would be): rate limits are counted across both, a listing write on one refreshes the
// other's search cache at once, a session from one works on the other, and the billing clock run
// on both at once bills and mails once; instances starting at once on a new database migrate it
// one after the other. PostgreSQL only (TEST_DATABASE_URL): PGlite is one process.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { migrate, openPostgres, type Database } from '../src/db/client';
import { call, createTestContext, type TestContext } from './helpers';
import { createAccount, PASSWORD } from './account-helpers';
import { CARDS, dealerRow, DAY, paymentsOf, proDealer, sandboxCharges, subjectsTo } from './billing-helpers';
import { makeListing } from './listings-fixtures';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

let ctx: TestContext;
let a: FastifyInstance;
let b: FastifyInstance;
let second: Database;

onPostgres('two API instances on one PostgreSQL database (runs with TEST_DATABASE_URL)', () => {
  beforeAll(async () => {
    // Search answers are cached for 10 minutes: only the write's version bump can refresh B.
    ctx = await createTestContext({ SEARCH_CACHE_TTL_MS: 600_000 });
    a = ctx.app;
    second = await openPostgres(ctx.databaseUrl!, 5);
    b = await buildApp({ config: ctx.config, database: second, clock: ctx.clock, logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await second?.close();
    await ctx?.close();
  });

  it('a session signed in on one is valid on the other', async () => {
    const user = await createAccount(ctx, 'user');
    const signedIn = await call(a, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(signedIn.status).toBe(200);
    const me = await call(b, { method: 'GET', url: '/api/auth/me', token: signedIn.body.data.token });
    expect({ status: me.status, email: me.body.data?.user?.email }).toEqual({ status: 200, email: user.email });
  });

  it('counts sign-in attempts across both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const app = i % 2 ? b : a;
      statuses.push(
        (
          await call(app, {
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: 'limit-both@example.com', password: 'Wrong-password-1' },
            remoteAddress: '10.77.0.1',
          })
        ).status,
      );
    }
    // Three failures of one address on one account are free; the fourth (on b) starts a wait, so the
    // fifth, on a, is refused: both instances count in the shared database (auth/login-guard.ts).
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it("a listing paused on one leaves the other's cached search at once", async () => {
    const dealer = await createAccount(ctx, 'dealer');
    const id = await makeListing(ctx.database.db, dealer.dealerId!, { make: 'Lucid', model: 'Air Instances' });
    const search = async (app: FastifyInstance) =>
      (
        (await call(app, { method: 'GET', url: '/api/listings?make=Lucid&model=Air%20Instances' })).body.data
          .listings as Array<{ id: string }>
      ).map((l) => l.id);
    expect(await search(b)).toEqual([id]);
    const paused = await call(a, {
      method: 'PUT',
      url: `/api/listings/${id}/status`,
      token: dealer.token,
      payload: { status: 'paused' },
    });
    expect(paused.status).toBe(200);
    expect(await search(a)).toEqual([]);
    expect(await search(b)).toEqual([]);
  });

  it("a write by another process is in the next answer of this one's cache, with no wait", async () => {
    // Another process's write shows only as the changed rows and, in the same transaction, the
    // listings version the read model's triggers bump, which is what this write is.
    const dealer = await createAccount(ctx, 'dealer');
    const id = await makeListing(ctx.database.db, dealer.dealerId!, { make: 'Lucid', model: 'Gravity Elsewhere' });
    const search = async () =>
      (
        (await call(b, { method: 'GET', url: '/api/listings?make=Lucid&model=Gravity%20Elsewhere' })).body.data
          .listings as Array<{ id: string }>
      ).map((l) => l.id);
    expect(await search()).toEqual([id]);
    await ctx.database.db.execute(sql`update listings set status = 'paused' where id = ${id}`);
    expect(await search()).toEqual([]);
    await ctx.database.db.execute(sql`update listings set status = 'active' where id = ${id}`);
    expect(await search()).toEqual([id]);
    await ctx.database.db.execute(sql`update dealers set status = 'suspended' where id = ${dealer.dealerId}`);
    expect(await search()).toEqual([]);
  });

  it('the billing clock run on both at once bills each renewal once and mails once', async () => {
    const renewing = [await proDealer(ctx), await proDealer(ctx)];
    const failing = await proDealer(ctx, CARDS.chargeFails);
    // Past the last one's trial: proDealer moves the clock past each new dealer's trial end in turn.
    const end = (await dealerRow(ctx, failing)).trialEndDate!;
    ctx.clock.set(new Date(end.getTime() + DAY / 24 + 0.01 * DAY));
    const before = await sandboxCharges(ctx);
    const runs = await Promise.all([
      a.services.billing.runBillingClock(),
      b.services.billing.runBillingClock(),
      a.services.billing.runBillingClock(),
      b.services.billing.runBillingClock(),
    ]);
    const total = (key: 'renewals' | 'failedPayments') => runs.reduce((n, r) => n + r[key], 0);
    expect([total('renewals'), total('failedPayments')]).toEqual([2, 1]);
    expect(await sandboxCharges(ctx)).toBe(before + 3);
    for (const dealer of [...renewing, failing]) expect(await paymentsOf(ctx, dealer)).toHaveLength(1);
    for (const dealer of renewing)
      expect((await subjectsTo(ctx, dealer)).filter((s) => s.startsWith('Your LeaseMarket receipt'))).toHaveLength(1);
    expect((await subjectsTo(ctx, failing)).filter((s) => s === 'Your LeaseMarket payment failed')).toHaveLength(1);
  });
});

onPostgres('instances starting at once on a new PostgreSQL database', () => {
  it('migrate it one after the other, both successfully', async () => {
    const { Client } = await import('pg');
    const url = process.env.TEST_DATABASE_URL!;
    const name = `test_migrate_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const instances = await Promise.all([
      openPostgres(target.toString(), 2),
      openPostgres(target.toString(), 2),
      openPostgres(target.toString(), 2),
    ]);
    try {
      await Promise.all(instances.map((instance) => migrate(instance)));
      const result = (await instances[0].db.execute(
        'select count(*)::int as n from drizzle.__drizzle_migrations' as never,
      )) as unknown as { rows: Array<{ n: number }> };
      const files = (await import('node:fs'))
        .readdirSync((await import('../src/db/client')).MIGRATIONS_DIR)
        .filter((f) => f.endsWith('.sql'));
      expect(result.rows[0].n).toBe(files.length);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
