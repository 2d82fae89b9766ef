// Timeouts (api/README.md "Timeouts"): the server's socket limits from the configuration, a
// slow-header client cut off on a listening server, a route that does not answer in time
// answering 503 { message } with nothing written afterwards, and on PostgreSQL a locked table
// that fails its own statements with 503 within DB_LOCK_TIMEOUT_MS without stalling other routes.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { HANDLER_TIMEOUT_MESSAGE } from '../src/app';
import { listings } from '../src/db/schema';
import { DATABASE_BUSY_MESSAGE, isDatabaseTimeout } from '../src/lib/db-errors';
import { call, createTestContext, type TestContext } from './helpers';
import { makeDealer, makeListing } from './listings-fixtures';
import { file, jpeg, listingParts, sendListing, storedFiles } from './listing-form-helpers';
import { multipart } from './account-helpers';

describe('the HTTP server', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestContext({
      HEADERS_TIMEOUT_MS: 300,
      REQUEST_TIMEOUT_MS: 2000,
      CONNECTION_TIMEOUT_MS: 5000,
      KEEP_ALIVE_TIMEOUT_MS: 4000,
      UPLOAD_HANDLER_TIMEOUT_MS: 400,
      IMAGE_QUEUE_MAX: 1,
    });
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    port = (ctx.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('takes its socket limits from the configuration', () => {
    const server = ctx.app.server;
    expect({
      headersTimeout: server.headersTimeout,
      requestTimeout: server.requestTimeout,
      timeout: server.timeout,
      keepAliveTimeout: server.keepAliveTimeout,
    }).toEqual({ headersTimeout: 300, requestTimeout: 2000, timeout: 5000, keepAliveTimeout: 4000 });
  });

  it('disconnects a client that sends its headers slowly (408), while a normal one is answered', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    const started = Date.now();
    const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - started)));
    socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
    // One header byte every 100 ms: it never finishes the headers.
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write('X');
    }, 100);
    const after = await closed;
    clearInterval(drip);
    // The headers timeout (300 ms) plus at most one check of the connections (every second).
    expect(after).toBeLessThan(3000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('creates a listing sent over a real connection (a fully read upload is not a timed-out request)', async () => {
    const dealer = await makeDealer(ctx.app, 'trial', ctx.clock.now());
    const photo = await jpeg(320, 240);
    const form = multipart(listingParts({ images: [file('imageUrls', photo), file('galleryImages', photo)] }));
    const res = await fetch(`http://127.0.0.1:${port}/api/listings`, {
      method: 'POST',
      headers: { ...form.headers, authorization: `Bearer ${dealer.token}` },
      body: form.payload,
    });
    expect(res.status).toBe(201);
  });

  it('answers 503 { message } when a route is not done in time, and writes nothing afterwards', async () => {
    const dealer = await makeDealer(ctx.app, 'trial', ctx.clock.now());
    const photo = await jpeg(320, 240);
    // The image queue's one slot is taken: the upload waits past UPLOAD_HANDLER_TIMEOUT_MS (400 ms).
    let release!: () => void;
    const held = ctx.app.imageQueue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const files = storedFiles(ctx);
    const before = (await ctx.database.db.select({ id: listings.id }).from(listings)).length;
    const started = Date.now();
    const res = await sendListing(
      ctx,
      'POST',
      dealer.token,
      listingParts({ images: [file('imageUrls', photo), file('galleryImages', photo)] }),
    );
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: HANDLER_TIMEOUT_MESSAGE });
    expect(Date.now() - started).toBeLessThan(3000);
    // The handler goes on once the queue frees up, sees its request answered and keeps nothing.
    release();
    await held;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(ctx.app.imageQueue.size).toEqual({ running: 0, waiting: 0 });
    expect((await ctx.database.db.select({ id: listings.id }).from(listings)).length).toBe(before);
    expect(storedFiles(ctx)).toEqual(files);
  });
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

(onPostgres ? describe : describe.skip)('PostgreSQL timeouts', () => {
  let ctx: TestContext;
  let listingId: string;
  beforeAll(async () => {
    // Pool of 5 (the tests' size): six requests stuck on the lock would take it all without timeouts.
    ctx = await createTestContext({ DB_LOCK_TIMEOUT_MS: 500, DB_STATEMENT_TIMEOUT_MS: 1000, DB_POOL_TIMEOUT_MS: 2000 });
    const dealer = await makeDealer(ctx.app, 'trial', ctx.clock.now());
    listingId = await makeListing(ctx.database.db, dealer.dealerId);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('a statement longer than DB_STATEMENT_TIMEOUT_MS is cancelled and counts as a database timeout', async () => {
    const started = Date.now();
    const error = await ctx.database.db.execute(sql`select pg_sleep(5)`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isDatabaseTimeout(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('a locked table fails its own routes with 503 within the lock timeout and does not stall the others', async () => {
    const { Client } = await import('pg');
    const locker = new Client({ connectionString: ctx.databaseUrl });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table listings in access exclusive mode');
      const started = Date.now();
      const timed = async (url: string) => {
        const res = await call(ctx.app, { method: 'GET', url });
        return { status: res.status, message: res.body.message, ms: Date.now() - started };
      };
      // More requests on the locked table than the pool has connections, then unrelated routes.
      const blocked = Array.from({ length: 6 }, () => timed(`/api/listings/${listingId}`));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const unrelated = [timed('/api/health/ready'), timed('/api/seo/robots.txt')];
      for (const res of await Promise.all(blocked)) {
        expect(res).toMatchObject({ status: 503, message: DATABASE_BUSY_MESSAGE });
        // Two rounds of the lock timeout (six requests, five connections) and some slack.
        expect(res.ms).toBeLessThan(3000);
      }
      for (const res of await Promise.all(unrelated)) {
        expect(res.status).toBe(200);
        expect(res.ms).toBeLessThan(2000);
      }
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
    // Once the lock is gone, the route answers again.
    expect((await call(ctx.app, { method: 'GET', url: `/api/listings/${listingId}` })).status).toBe(200);
  });
});
