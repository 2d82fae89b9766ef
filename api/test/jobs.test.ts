// The background jobs on pg-boss: a failed run is retried with backoff and recorded (the admin's
// job list shows it failed, with its retries and error), the admin's failed mails and their retry;
// one dealer's feed runs never overlap and an import's pictures arrive through their job; and
// (PostgreSQL, TEST_DATABASE_URL) two instances on one database run each scheduled slot once.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openPostgres, type Database } from '../src/db/client';
import { listings, outbox } from '../src/db/schema';
import { call, createTestContext, type TestContext } from './helpers';
import { createAccount, freshIp, multipart, TINY_PNG, type Account } from './account-helpers';
import { recordLostImportRun } from './import-run-helpers';
import { startStubServer, type StubServer } from './stub-server';
import { feedCsv, feedRow, saveFeed, switchFeed } from './feed-helpers';

const until = async (done: () => Promise<boolean>, ms: number) => {
  const deadline = Date.now() + ms;
  while (!(await done()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
};

describe('a job whose run fails', () => {
  let ctx: TestContext;
  let admin: Account;
  beforeAll(async () => {
    // A schedule far away (so pg-boss starts, and nothing runs unless asked), one retry after a second.
    ctx = await createTestContext({
      DEAL_SCORE_REFRESH_CRON: '0 0 1 1 *',
      JOBS_RETRY_LIMIT: 1,
      JOBS_RETRY_DELAY_SECONDS: 1,
      JOBS_POLL_SECONDS: 0.5,
    });
    admin = await createAccount(ctx, 'admin');
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('is retried once with backoff, then recorded as failed with its error in the admin job list', async () => {
    // The refresh's first statement fails while its table is missing.
    await ctx.database.db.execute(sql`alter table listings rename to listings_away`);
    try {
      await ctx.app.jobs.request('deal-score-refresh');
      const refresh = async () =>
        (await ctx.app.services.jobsAdmin.recentJobRuns()).filter((r) => r.name === 'deal-score-refresh');
      await until(async () => (await refresh())[0]?.state === 'failed', 20_000);
      const [run] = await refresh();
      expect(run).toMatchObject({ state: 'failed', retryCount: 1, retryLimit: 1 });
      expect(run.lastError).toMatch(/listings/);
      expect(run.startedAt).not.toBeNull();

      const listed = await call(ctx.app, { method: 'GET', url: '/api/admin/jobs', token: admin.token });
      expect(listed.status).toBe(200);
      expect(listed.body.data.runs[0]).toMatchObject({
        id: run.id,
        name: 'deal-score-refresh',
        state: 'failed',
        retryCount: 1,
      });
    } finally {
      await ctx.database.db.execute(sql`alter table listings_away rename to listings`);
    }
    // The next run succeeds and is listed first.
    await ctx.app.jobs.request('deal-score-refresh');
    await until(
      async () =>
        (await ctx.app.services.jobsAdmin.recentJobRuns()).some(
          (r) => r.name === 'deal-score-refresh' && r.state === 'completed',
        ),
      20_000,
    );
    const [latest] = await ctx.app.services.jobsAdmin.recentJobRuns();
    expect(latest).toMatchObject({ name: 'deal-score-refresh', state: 'completed', lastError: null });
  }, 60_000);

  it('lists failed mails newest first, and a retry puts one back to pending (404 unknown, 409 if it has not failed)', async () => {
    const [failed] = await ctx.database.db
      .insert(outbox)
      .values({
        to: 'gone@example.com',
        subject: 'Your lease deal',
        text: 't',
        html: 'h',
        status: 'failed',
        attempts: 10,
        lastError: '550 No such user',
      })
      .returning();
    const [sent] = await ctx.database.db
      .insert(outbox)
      .values({ to: 'ok@example.com', subject: 'Sent', text: 't', html: 'h', status: 'sent', attempts: 1 })
      .returning();
    const list = await call(ctx.app, { method: 'GET', url: '/api/admin/mail/failed', token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.data.mails).toEqual([
      {
        id: failed.id,
        to: 'gone@example.com',
        subject: 'Your lease deal',
        attempts: 10,
        lastError: '550 No such user',
        createdAt: failed.createdAt.toISOString(),
      },
    ]);
    const retry = (id: string) =>
      call(ctx.app, { method: 'POST', url: `/api/admin/mail/${id}/retry`, token: admin.token });
    expect((await retry(sent.id)).status).toBe(409);
    expect((await retry('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await retry('not-a-mail')).status).toBe(404);
    const ok = await retry(failed.id);
    expect(ok.body).toEqual({ success: true, message: 'The mail is queued to be sent again' });
    const [after] = await ctx.database.db.select().from(outbox).where(eq(outbox.id, failed.id));
    expect(after).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await retry(failed.id)).status).toBe(409);
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/admin/mail/failed', token: admin.token })).body.data.mails,
    ).toEqual([]);
  });
});

describe('the feed and import-picture jobs on pg-boss', () => {
  let ctx: TestContext;
  let server: StubServer;
  let dealer: Account;
  let admin: Account;
  /** Feed fetches waiting for release(), and the most ever in flight at once. */
  let held: Array<() => void> = [];
  let fetches = 0;
  let mostAtOnce = 0;
  const release = () => {
    for (const answer of held) answer();
    held = [];
  };
  const feedOf = (pictures = '') => feedCsv([feedRow('J-1', { pictures })], true);

  beforeAll(async () => {
    let inFlight = 0;
    server = await startStubServer((req, res) => {
      if (req.url!.startsWith('/car')) return res.writeHead(200, { 'content-type': 'image/png' }).end(TINY_PNG);
      fetches++;
      mostAtOnce = Math.max(mostAtOnce, ++inFlight);
      held.push(() => {
        inFlight--;
        res.writeHead(200, { 'content-type': 'text/csv' }).end(feedOf());
      });
    });
    // A schedule far away (so pg-boss starts, and nothing runs unless asked).
    ctx = await createTestContext({
      FEED_IMPORT_CRON: '0 0 1 1 *',
      JOBS_POLL_SECONDS: 0.5,
      FETCH_ALLOW_LOOPBACK: 'true',
      FETCH_TIMEOUT_MS: 20_000,
    });
    dealer = await createAccount(ctx, 'dealer');
    admin = await createAccount(ctx, 'admin');
  }, 60_000);
  afterAll(async () => {
    release();
    await ctx?.close();
    await server?.close();
  });

  it("runs one dealer's feed once at a time: requests meanwhile leave one run waiting, none overlapping", async () => {
    const feedRuns = async () =>
      (await call(ctx.app, { method: 'GET', url: '/api/listings/import/history', token: dealer.token })).body.data.runs
        .length as number;
    await saveFeed(ctx, dealer, `${server.base}/feed.csv`);
    // The admin enabling the feed asks for its run.
    const enabled = await switchFeed(ctx, admin, dealer.dealerId!, true);
    expect(enabled.status).toBe(200);
    await until(async () => held.length === 1, 20_000);
    // Asked again while it runs: by the schedule's job and directly, several times.
    await ctx.app.services.feeds.queueFeeds();
    await ctx.app.services.feeds.requestDealerFeed(dealer.dealerId!);
    await ctx.app.services.feeds.requestDealerFeed(dealer.dealerId!);
    await new Promise((r) => setTimeout(r, 2000));
    expect(fetches).toBe(1);
    release();
    // The one waiting run follows, after the first finished.
    await until(async () => held.length === 1, 20_000);
    expect(fetches).toBe(2);
    release();
    await until(async () => (await feedRuns()) === 2, 20_000);
    await new Promise((r) => setTimeout(r, 1500));
    expect(fetches).toBe(2);
    expect(mostAtOnce).toBe(1);
    expect(await feedRuns()).toBe(2);
  }, 60_000);

  it("fetches an import's pictures in its job and finishes the run", async () => {
    const form = multipart([
      {
        name: 'file',
        value: feedOf(`${server.base}/car-1.png|${server.base}/car-2.png`),
        filename: 'stock.csv',
        contentType: 'text/csv',
      },
    ]);
    const applied = await call(ctx.app, {
      method: 'POST',
      url: '/api/listings/import/apply',
      token: dealer.token,
      headers: form.headers,
      payload: form.payload,
      remoteAddress: freshIp(),
    });
    expect(applied.status).toBe(200);
    expect(applied.body.data.picturesToFetch).toBe(2);
    const run = async () =>
      (
        await call(ctx.app, {
          method: 'GET',
          url: `/api/listings/import/runs/${applied.body.data.runId}`,
          token: dealer.token,
        })
      ).body.data;
    await until(async () => (await run()).finishedAt !== null, 20_000);
    expect(await run()).toMatchObject({ pictures: { total: 2, done: 2, errors: [] } });
    const jobs = await ctx.app.services.jobsAdmin.recentJobRuns();
    expect(jobs.find((j) => j.name === 'import-pictures')).toMatchObject({ state: 'completed' });
  }, 60_000);

  it('sweeps a run whose picture job was lost, and not again while its job is queued or running', async () => {
    const [listing] = await ctx.database.db.select().from(listings).where(eq(listings.stockNumber, 'J-1'));
    // As the apply records it, 10 minutes ago, with the process gone before the job's send.
    const lost = await recordLostImportRun(
      ctx.database.db,
      dealer.dealerId!,
      new Date(ctx.clock.now().getTime() - 10 * 60_000),
      { listingId: listing.id, row: 2, stockNumber: 'J-1', urls: [`${server.base}/slow.png`] },
    );
    expect(await ctx.app.services.listingImport.sweepImportPictures()).toBe(1);
    // Its job runs (the picture is held): the next sweep asks for nothing.
    await until(async () => held.length === 1, 20_000);
    expect(await ctx.app.services.listingImport.sweepImportPictures()).toBe(0);
    release();
    const run = async () =>
      (await call(ctx.app, { method: 'GET', url: `/api/listings/import/runs/${lost}`, token: dealer.token })).body.data;
    await until(async () => (await run()).finishedAt !== null, 20_000);
    expect(await run()).toMatchObject({ pictures: { total: 1, done: 1, errors: [{ row: 2, stockNumber: 'J-1' }] } });
    expect(await ctx.app.services.listingImport.sweepImportPictures()).toBe(0);
  }, 60_000);
});

describe("without any schedule (the tests' default)", () => {
  it('does not start pg-boss, and the job list is empty', async () => {
    const ctx = await createTestContext();
    try {
      expect(ctx.app.jobs.started).toBe(false);
      expect(await ctx.app.services.jobsAdmin.recentJobRuns()).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('two instances on one PostgreSQL database (runs with TEST_DATABASE_URL)', () => {
  let ctx: TestContext;
  let b: FastifyInstance;
  let second: Database;
  beforeAll(async () => {
    // Every minute: the cron check (each second here, one instance at a time) queues the current
    // slot, so both instances try every slot about thirty times each.
    const crons = {
      BILLING_CLOCK_CRON: '* * * * *',
      SAVED_SEARCH_JOB_CRON: '* * * * *',
      JOBS_POLL_SECONDS: 1,
      JOBS_CRON_CHECK_SECONDS: 1,
    };
    // Runs are counted per minute of their creation: start with time left in this minute, so the
    // first slot's runs (queued a second or two after the start) are created within it.
    const leftInMinute = 60_000 - (Date.now() % 60_000);
    if (leftInMinute < 15_000) await new Promise((r) => setTimeout(r, leftInMinute));
    ctx = await createTestContext(crons);
    second = await openPostgres(ctx.databaseUrl!, 5);
    b = await buildApp({ config: ctx.config, database: second, clock: ctx.clock, logger: false });
    await b.ready();
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await second?.close();
    await ctx?.close();
  });

  it('run each scheduled slot once, on one of them', async () => {
    expect([ctx.app.jobs.started, b.jobs.started]).toEqual([true, true]);
    const runs = async () =>
      (await ctx.app.services.jobsAdmin.recentJobRuns()).filter((r) => r.name !== 'deal-score-refresh');
    await until(async () => {
      const done = (await runs()).filter((r) => r.state === 'completed').map((r) => r.name);
      return done.includes('billing-clock') && done.includes('saved-search-job');
    }, 80_000);
    // Both workers poll every second: a second run of the slot would show within a few.
    await new Promise((r) => setTimeout(r, 4000));
    const all = await runs();
    const perSlot = new Map<string, number>();
    for (const run of all) {
      const slot = `${run.name} ${run.createdAt.slice(0, 16)}`;
      perSlot.set(slot, (perSlot.get(slot) ?? 0) + 1);
    }
    expect(all.filter((r) => r.state === 'completed').map((r) => r.name)).toEqual(
      expect.arrayContaining(['billing-clock', 'saved-search-job']),
    );
    expect([...perSlot.values()].every((n) => n === 1)).toBe(true);
    expect(all.every((r) => r.state !== 'failed')).toBe(true);
  }, 120_000);
});
