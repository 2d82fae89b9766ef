// The dealers' inventory feeds (issue 31) against a local HTTP server (reached through the
// test-only FETCH_ALLOW_LOOPBACK): the dealer saves the address, an admin enables it, the feed
// job applies it as a full import (CSV and JSON), records each run in the import history (with
// uploads' applies), and a failing feed (500, slow, a redirect to a private address, a refused
// row) applies nothing and mails the dealer once until a run succeeds again.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { LISTING_FEED_MESSAGES, type ListingImportHistory } from 'shared-contracts';
import { listings, outbox } from '../src/db/schema';
import { call, createTestContext, type TestContext } from './helpers';
import { createAccount, freshIp, multipart, type Account } from './account-helpers';
import { startStubServer, type StubServer } from './stub-server';
import { feedCsv, feedRow, saveFeed, switchFeed, type FeedCells } from './feed-helpers';

let ctx: TestContext;
let dealer: Account;
let other: Account;
let admin: Account;
let server: StubServer;
let base: string;
/** What the server answers at /feed: a status, a body and its type, or a wait longer than the fetch's timeout. */
let answer: { status: number; body: string; type: string } | 'slow' | 'private';

const serveCsv = (...rows: FeedCells[]) => {
  answer = { status: 200, body: feedCsv(rows), type: 'text/csv' };
};

beforeAll(async () => {
  server = await startStubServer((req, res) => {
    if (answer === 'slow') return void setTimeout(() => res.writeHead(200).end(''), 3000).unref();
    if (answer === 'private') return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    res.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body);
  });
  base = server.base;
  ctx = await createTestContext({ FETCH_ALLOW_LOOPBACK: 'true', FETCH_TIMEOUT_MS: 500 });
  dealer = await createAccount(ctx, 'dealer');
  other = await createAccount(ctx, 'dealer');
  admin = await createAccount(ctx, 'admin');
});
afterAll(async () => {
  await ctx.close();
  await server.close();
});

/** A run of the feed job a minute after the last, so the history's order is the runs' order. */
async function nextRun() {
  ctx.clock.set(new Date(ctx.clock.now().getTime() + 60_000));
  return ctx.app.services.feeds.runFeeds();
}

const history = async (account: Account): Promise<ListingImportHistory> => {
  const res = await call(ctx.app, { method: 'GET', url: '/api/listings/import/history', token: account.token });
  expect(res.status).toBe(200);
  return res.body.data as ListingImportHistory;
};
const latestRun = async () => (await history(dealer)).runs[0];
const feedMails = () =>
  ctx.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, dealer.email), eq(outbox.subject, 'Your inventory feed could not be imported')));
const byStock = async (stockNumber: string) =>
  (
    await ctx.database.db
      .select()
      .from(listings)
      .where(and(eq(listings.dealerId, dealer.dealerId!), eq(listings.stockNumber, stockNumber)))
  )[0];

describe('the feed address', () => {
  it('is saved by the dealer and refused when not a web address', async () => {
    const bad = await saveFeed(ctx, dealer, 'ftp://example.com/feed.csv');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'url', message: LISTING_FEED_MESSAGES.url }]);
    const res = await saveFeed(ctx, dealer, `${base}/feed`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(LISTING_FEED_MESSAGES.saved);
    expect(res.body.data).toEqual({
      url: `${base}/feed`,
      isScrapingEnabled: false,
      lastScrapedAt: null,
      totalScrapedListings: 0,
    });
  });

  it('is not fetched until an admin enables it', async () => {
    serveCsv(feedRow('F-1'));
    expect(await nextRun()).toEqual({ feeds: 0 });
    expect(await byStock('F-1')).toBeUndefined();
  });
});

describe('the feed job', () => {
  it('applies an enabled feed as an import: new listings pending, recorded with its counts', async () => {
    serveCsv(feedRow('F-1'), feedRow('F-2', { make: 'Honda', model: 'Civic' }));
    const res = await switchFeed(ctx, admin, dealer.dealerId!, true);
    expect(res.status).toBe(200);
    expect(res.body.data.isScrapingEnabled).toBe(true);
    expect(await nextRun()).toEqual({ feeds: 1 });
    const ranAt = ctx.clock.now().toISOString();
    expect((await byStock('F-1')).status).toBe('pending');
    expect((await byStock('F-2')).make).toBe('Honda');
    const { feed, runs } = await history(dealer);
    expect(feed).toMatchObject({ isScrapingEnabled: true, lastScrapedAt: ranAt, totalScrapedListings: 2 });
    expect(runs[0]).toMatchObject({ kind: 'feed', mode: 'full', created: 2, updated: 0, unchanged: 0, error: null });
  });

  it('adds nothing when the feed did not change, and reads a JSON feed with the same fields', async () => {
    await nextRun();
    expect(await latestRun()).toMatchObject({ kind: 'feed', created: 0, updated: 0, unchanged: 2 });
    const items = [feedRow('F-1'), { ...feedRow('F-2', { make: 'Honda', model: 'Civic' }), monthlyPayment: 299 }];
    answer = { status: 200, body: JSON.stringify(items), type: 'application/json' };
    await nextRun();
    expect(await latestRun()).toMatchObject({ created: 0, updated: 1, unchanged: 1, error: null });
    expect(Number((await byStock('F-2')).monthlyPayment)).toBe(299);
  });

  it('records a failing feed, applies nothing, and mails the dealer once until it works again', async () => {
    answer = { status: 500, body: 'down', type: 'text/plain' };
    await nextRun();
    expect(await latestRun()).toMatchObject({
      kind: 'feed',
      created: 0,
      error: 'The feed could not be fetched: The server answered 500',
    });
    expect(await feedMails()).toHaveLength(1);
    expect((await feedMails())[0].text).toContain('The server answered 500');

    answer = 'slow';
    await nextRun();
    expect((await latestRun()).error).toBe('The feed could not be fetched: The server did not answer in time (1 s)');
    answer = 'private';
    await nextRun();
    expect((await latestRun()).error).toBe(
      'The feed could not be fetched: 169.254.169.254 is a private network address: only public addresses can be fetched',
    );
    expect(await feedMails()).toHaveLength(1);

    serveCsv(feedRow('F-1'), feedRow('F-2', { make: 'Honda', model: 'Civic', monthlyPayment: '299' }));
    await nextRun();
    expect((await latestRun()).error).toBeNull();
    answer = { status: 404, body: '', type: 'text/plain' };
    await nextRun();
    expect(await feedMails()).toHaveLength(2);
  });

  it('applies nothing when a row is refused, and says which', async () => {
    serveCsv(feedRow('F-1', { monthlyPayment: '333' }), feedRow('F-3', { make: '' }));
    await nextRun();
    expect(await latestRun()).toMatchObject({
      refused: 1,
      created: 0,
      error: '1 row is refused; the first: row 3, make: Please enter the make',
    });
    expect(await byStock('F-3')).toBeUndefined();
    expect(Number((await byStock('F-1')).monthlyPayment)).not.toBe(333);
  });

  it('stops when the admin disables it', async () => {
    expect((await switchFeed(ctx, admin, dealer.dealerId!, false)).body.data.isScrapingEnabled).toBe(false);
    expect(await nextRun()).toEqual({ feeds: 0 });
  });
});

describe('the import history', () => {
  it("records an upload's apply beside the feed runs", async () => {
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 60_000));
    const form = multipart([
      { name: 'file', value: feedCsv([feedRow('U-1')]), filename: 'stock.csv', contentType: 'text/csv' },
    ]);
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/listings/import/apply',
      token: dealer.token,
      headers: form.headers,
      payload: form.payload,
      remoteAddress: freshIp(),
    });
    expect(res.status).toBe(200);
    expect(await latestRun()).toMatchObject({ kind: 'import', mode: 'partial', created: 1, error: null });
  });

  it("is the dealer's own, and the admin's for any dealer", async () => {
    expect(await history(other)).toEqual({
      feed: { url: null, isScrapingEnabled: false, lastScrapedAt: null, totalScrapedListings: 0 },
      runs: [],
    });
    const res = await call(ctx.app, {
      method: 'GET',
      url: `/api/admin/dealers/${dealer.dealerId}/feed`,
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(await history(dealer));
    const missing = await call(ctx.app, {
      method: 'GET',
      url: '/api/admin/dealers/00000000-0000-4000-8000-000000000000/feed',
      token: admin.token,
    });
    expect(missing.status).toBe(404);
  });
});
