// Who may call each route of the accounts, dealers, billing and admin domains, one lead (GET, PUT,
// DELETE /api/leads/:id), the listing commands (POST /api/listings, PUT and DELETE /api/listings/:id,
// PUT /api/listings/:id/status), and the admin's dealer management, moderation, dispute and audit routes with
// every role, the listing import (template, preview, apply, history, one run, feed address: dealers only, a run its own dealer's;
// a dealer's feed as an admin reads and switches it: manageDealers), the background work's admin routes (job runs, failed mails, a mail's retry), and an
// admin without the permission a route names.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import {
  dealerFeeds,
  dealers,
  leadDisputes,
  leads,
  listingImports,
  listings,
  outbox,
  payments,
  subscriptions,
  users,
} from '../src/db/schema';
import { TokenService } from '../src/lib/auth-token';
import { call, createTestContext, type TestContext } from './helpers';
import { createAccount, multipart, TINY_PNG, type Account } from './account-helpers';
import { makeListing } from './listings-fixtures';
import { FIELDS, listingParts } from './listing-form-helpers';
import { LISTING_IMPORT_COLUMNS } from 'shared-contracts';

let ctx: TestContext;
let user: Account;
let dealerA: Account;
let dealerB: Account;
let admin: Account;
/** An admin whose stored permissions turn manageDealers and verifyLeads off. */
let limitedAdmin: Account;

beforeAll(async () => {
  ctx = await createTestContext();
  user = await createAccount(ctx, 'user');
  dealerA = await createAccount(ctx, 'dealer');
  dealerB = await createAccount(ctx, 'dealer', { dealerStatus: 'pending' });
  admin = await createAccount(ctx, 'admin');
  limitedAdmin = await createAccount(ctx, 'admin');
  await ctx.database.db
    .update(users)
    .set({ permissions: { manageDealers: false, verifyLeads: false } })
    .where(eq(users.id, limitedAdmin.id));
});
afterAll(async () => {
  await ctx.close();
});

type Who = 'anonymous' | 'user' | 'dealerA' | 'dealerB' | 'admin' | 'limitedAdmin';
const token = (who: Who) =>
  ({
    anonymous: undefined,
    user: user.token,
    dealerA: dealerA.token,
    dealerB: dealerB.token,
    admin: admin.token,
    limitedAdmin: limitedAdmin.token,
  })[who];
const get = (url: string, who: Who) => call(ctx.app, { method: 'GET', url, token: token(who) });

const EVERYONE: Who[] = ['anonymous', 'user', 'dealerA', 'dealerB', 'admin', 'limitedAdmin'];

const MATRIX: Array<{ url: string; allowed: Who[] }> = [
  { url: '/api/auth/me', allowed: ['user', 'dealerA', 'dealerB', 'admin', 'limitedAdmin'] },
  { url: '/api/dealers/profile', allowed: ['dealerA', 'dealerB'] },
  { url: '/api/dealers/stats/dashboard', allowed: ['dealerA', 'dealerB'] },
  { url: '/api/dealers/stats/funnel', allowed: ['dealerA', 'dealerB'] },
  { url: '/api/billing/my-stats', allowed: ['dealerA', 'dealerB'] },
  { url: '/api/billing/my-subscription', allowed: ['dealerA', 'dealerB'] },
  { url: '/api/billing/pricing-info', allowed: ['anonymous', 'user', 'dealerA', 'dealerB', 'admin', 'limitedAdmin'] },
  // What crawlers read: the same for everybody, signed in or not.
  { url: '/api/seo/sitemap.xml', allowed: ['anonymous', 'user', 'dealerA', 'dealerB', 'admin', 'limitedAdmin'] },
  {
    url: '/api/seo/sitemap-deals.xml',
    allowed: ['anonymous', 'user', 'dealerA', 'dealerB', 'admin', 'limitedAdmin'],
  },
  { url: '/api/seo/robots.txt', allowed: ['anonymous', 'user', 'dealerA', 'dealerB', 'admin', 'limitedAdmin'] },
  // What load balancers poll: liveness and readiness.
  { url: '/api/health', allowed: ['anonymous', 'user', 'dealerA', 'dealerB', 'admin', 'limitedAdmin'] },
  { url: '/api/health/ready', allowed: ['anonymous', 'user', 'dealerA', 'dealerB', 'admin', 'limitedAdmin'] },
  { url: '/api/billing/disputes', allowed: ['admin'] },
  { url: '/api/billing/my-payments', allowed: ['dealerA', 'dealerB'] },
  { url: '/api/admin/dashboard', allowed: ['admin', 'limitedAdmin'] },
  { url: '/api/admin/dashboard/activity?period=7', allowed: ['admin', 'limitedAdmin'] },
  { url: '/api/admin/audit', allowed: ['admin', 'limitedAdmin'] },
  { url: '/api/admin/audit?entityType=dealer', allowed: ['admin'] },
  { url: '/api/admin/audit?entityType=lead', allowed: ['admin'] },
  // The background work: job runs and failed mails (manageDealers).
  { url: '/api/admin/jobs', allowed: ['admin'] },
  { url: '/api/admin/mail/failed', allowed: ['admin'] },
  { url: '/api/dealers', allowed: ['admin'] },
  { url: '/api/leads', allowed: ['admin'] },
  // :dealerA is dealer A's id, filled in when called.
  { url: '/api/dealers/:dealerA', allowed: ['admin'] },
  // The dealer's billing as an admin reads it (Stop Active Plan's page).
  { url: '/api/billing/subscriptions/:dealerA', allowed: ['admin'] },
  // The lease search: public with every filter and sort; the management scope with them is a dealer's or an admin's.
  {
    url: '/api/listings?term=36&mileage=12000&maxDueAtSigning=3000&fuelType=Electric&minYear=2020&maxYear=2026&distance=50&zipCode=90025&sort=deal_score',
    allowed: EVERYONE,
  },
  {
    url: '/api/listings?scope=manage&term=36&mileage=15000&distance=25&zipCode=60611&sort=effective_monthly',
    allowed: ['dealerA', 'dealerB', 'admin', 'limitedAdmin'],
  },
  // The listing import's template: dealers only (an admin imports nothing: it has no stock).
  { url: '/api/listings/import/template', allowed: ['dealerA', 'dealerB'] },
  // The import history and feed: a dealer's own (ownership: test/listing-feed.test.ts); a dealer's as an admin reads it (manageDealers).
  { url: '/api/listings/import/history', allowed: ['dealerA', 'dealerB'] },
  { url: '/api/admin/dealers/:dealerA/feed', allowed: ['admin'] },
  // The keep area: a consumer's own favourites and saved searches (ownership: test/favourites.test.ts, test/saved-searches.test.ts).
  { url: '/api/favourites', allowed: ['user'] },
  { url: '/api/favourites/ids', allowed: ['user'] },
  { url: '/api/favourites/alerts', allowed: ['user'] },
  { url: '/api/saved-searches', allowed: ['user'] },
];

describe.each(MATRIX)('GET $url', ({ url, allowed }) => {
  it.each(EVERYONE)('as %s', async (who) => {
    const res = await get(url.replace(':dealerA', dealerA.dealerId!), who);
    const expected = allowed.includes(who) ? 200 : who === 'anonymous' ? 401 : 403;
    expect(res.status).toBe(expected);
    if (expected !== 200) expect(typeof res.body.message).toBe('string');
  });
});

describe('one lead: GET, PUT and DELETE /api/leads/:id', () => {
  // Each caller gets a fresh verified lead of dealer A; only dealer A and the admin reach it.
  const ALLOWED: Who[] = ['dealerA', 'admin'];
  const leadOfA = async () => {
    const email = `matrix-${Math.random().toString(36).slice(2)}@example.com`;
    const [row] = await ctx.database.db
      .insert(leads)
      .values({
        dealerId: dealerA.dealerId!,
        firstName: 'Matrix',
        lastName: 'Lead',
        email,
        emailKey: email,
        phone: '1',
        isEmailVerified: true,
      })
      .returning();
    return row;
  };
  const rowOf = async (id: string) => (await ctx.database.db.select().from(leads).where(eq(leads.id, id)))[0];
  const body = { name: 'Changed Name', email: 'changed@example.com', phone: '2', status: 'closed' };

  it.each(EVERYONE)('as %s', async (who) => {
    const lead = await leadOfA();
    const url = `/api/leads/${lead.id}`;
    const refused = who === 'anonymous' ? 401 : who === 'user' || who === 'limitedAdmin' ? 403 : 404;
    const expected = (ok: number) => (ALLOWED.includes(who) ? ok : refused);
    expect((await call(ctx.app, { method: 'GET', url, token: token(who) })).status).toBe(expected(200));
    expect((await call(ctx.app, { method: 'PUT', url, token: token(who), payload: body })).status).toBe(expected(200));
    if (!ALLOWED.includes(who)) expect(await rowOf(lead.id)).toEqual(lead);
    else expect(await rowOf(lead.id)).toMatchObject({ firstName: 'Changed', lastName: 'Name', status: 'closed' });
    expect((await call(ctx.app, { method: 'DELETE', url, token: token(who) })).status).toBe(expected(200));
    expect(Boolean(await rowOf(lead.id))).toBe(!ALLOWED.includes(who));
  });
});

describe("the admin's commands: dealer management and moderation", () => {
  // Each call gets fresh rows; `state` reads what the command would change, so a refused call is seen to change nothing.
  let seq = 0;
  const freshDealer = async (status: 'pending' | 'approved' = 'approved') =>
    (await createAccount(ctx, 'dealer', { dealerStatus: status })).dealerId!;
  const dealerState = async (id: string) =>
    (await ctx.database.db.select().from(dealers).where(eq(dealers.id, id)))[0] ?? null;
  const listingState = async (id: string) =>
    (await ctx.database.db.select().from(listings).where(eq(listings.id, id)))[0] ?? null;
  const COMMANDS: Array<{
    name: string;
    allowed: number;
    prepare: () => Promise<{
      method: 'POST' | 'PUT' | 'DELETE';
      url: string;
      payload?: object;
      state: () => Promise<unknown>;
    }>;
  }> = [
    {
      name: 'POST /api/dealers',
      allowed: 201,
      prepare: async () => {
        const email = `matrix-new-${++seq}-${Date.now()}@example.com`;
        return {
          method: 'POST',
          url: '/api/dealers',
          payload: {
            email,
            firstName: 'M',
            lastName: 'N',
            dealershipName: 'Matrix New',
            phoneNumber: '1',
            state: 'CA',
            zipCode: '90001',
          },
          state: async () =>
            (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length,
        };
      },
    },
    {
      name: 'PUT /api/dealers/:id',
      allowed: 200,
      prepare: async () => {
        const id = await freshDealer();
        return {
          method: 'PUT',
          url: `/api/dealers/${id}`,
          payload: { dealershipName: 'Matrix Renamed' },
          state: () => dealerState(id),
        };
      },
    },
    {
      name: 'DELETE /api/dealers/:id',
      allowed: 200,
      prepare: async () => {
        const id = await freshDealer();
        return { method: 'DELETE', url: `/api/dealers/${id}`, state: () => dealerState(id) };
      },
    },
    {
      name: 'PUT /api/admin/dealers/:id/approve',
      allowed: 200,
      prepare: async () => {
        const id = await freshDealer('pending');
        return { method: 'PUT', url: `/api/admin/dealers/${id}/approve`, state: () => dealerState(id) };
      },
    },
    {
      name: 'PUT /api/admin/dealers/:id/feed',
      allowed: 200,
      prepare: async () => {
        const id = await freshDealer();
        return {
          method: 'PUT',
          url: `/api/admin/dealers/${id}/feed`,
          payload: { enabled: true },
          state: async () =>
            (await ctx.database.db.select().from(dealerFeeds).where(eq(dealerFeeds.dealerId, id)))[0] ?? null,
        };
      },
    },
    {
      name: 'PUT /api/admin/dealers/:id/suspend',
      allowed: 200,
      prepare: async () => {
        const id = await freshDealer();
        return { method: 'PUT', url: `/api/admin/dealers/${id}/suspend`, state: () => dealerState(id) };
      },
    },
    {
      name: 'PUT /api/billing/disputes/:id',
      allowed: 200,
      prepare: async () => {
        const [payment] = await ctx.database.db
          .insert(payments)
          .values({
            dealerId: dealerA.dealerId!,
            type: 'lead',
            amountCents: 7500,
            status: 'succeeded',
            description: 'Lead',
            gatewayRef: 'ch_matrix',
          })
          .returning();
        const [dispute] = await ctx.database.db
          .insert(leadDisputes)
          .values({ paymentId: payment.id, dealerId: dealerA.dealerId!, reason: 'other' })
          .returning();
        return {
          method: 'PUT',
          url: `/api/billing/disputes/${dispute.id}`,
          payload: { decision: 'refused', note: 'Matrix' },
          state: async () =>
            (await ctx.database.db.select().from(leadDisputes).where(eq(leadDisputes.id, dispute.id)))[0],
        };
      },
    },
    {
      name: 'PUT /api/admin/listings/:id/approve',
      allowed: 200,
      prepare: async () => {
        const id = await makeListing(ctx.database.db, dealerA.dealerId!, { status: 'pending' });
        return { method: 'PUT', url: `/api/admin/listings/${id}/approve`, state: () => listingState(id) };
      },
    },
    {
      name: 'PUT /api/admin/listings/:id/reject',
      allowed: 200,
      prepare: async () => {
        const id = await makeListing(ctx.database.db, dealerA.dealerId!, { status: 'pending' });
        return {
          method: 'PUT',
          url: `/api/admin/listings/${id}/reject`,
          payload: { reason: 'Matrix' },
          state: () => listingState(id),
        };
      },
    },
  ];

  describe.each(COMMANDS)('$name', ({ allowed, prepare }) => {
    it.each(EVERYONE)('as %s', async (who) => {
      const { state, ...request } = await prepare();
      const before = await state();
      const res = await call(ctx.app, { ...request, token: token(who) });
      const expected = who === 'admin' ? allowed : who === 'anonymous' ? 401 : 403;
      expect(res.status).toBe(expected);
      if (expected === allowed) expect(await state()).not.toEqual(before);
      else {
        expect(typeof res.body.message).toBe('string');
        expect(await state()).toEqual(before);
      }
    });
  });
});

describe("billing: the dealer's own commands and the admin's", () => {
  const paymentOfA = async () =>
    (
      await ctx.database.db
        .insert(payments)
        .values({
          dealerId: dealerA.dealerId!,
          type: 'lead',
          amountCents: 7500,
          status: 'succeeded',
          description: 'Lead',
          gatewayRef: 'ch_matrix_own',
        })
        .returning()
    )[0];
  const DEALER_ONLY: Array<{ method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object }> = [
    { method: 'POST', url: '/api/billing/setup-payment-method' },
    {
      method: 'POST',
      url: '/api/billing/sandbox/confirm-setup',
      payload: {
        clientSecret: 'seti_x_secret_y',
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: 2099,
        cvc: '123',
      },
    },
    { method: 'POST', url: '/api/billing/confirm-payment-method', payload: { paymentMethodId: 'pm_x' } },
    { method: 'POST', url: '/api/billing/upgrade-to-pro' },
    { method: 'DELETE', url: '/api/billing/my-subscription' },
    { method: 'POST', url: '/api/billing/cancel-trial', payload: { reason: 'Technical issues' } },
    {
      method: 'POST',
      url: '/api/billing/check-lead-eligibility',
      payload: { leadId: '00000000-0000-4000-8000-000000000000' },
    },
    {
      method: 'POST',
      url: '/api/billing/disputes',
      payload: { paymentId: '00000000-0000-4000-8000-000000000000', reason: 'other' },
    },
    { method: 'GET', url: '/api/billing/my-payments/00000000-0000-4000-8000-000000000000' },
  ];
  const NOT_DEALERS: Who[] = ['anonymous', 'user', 'admin', 'limitedAdmin'];

  describe.each(DEALER_ONLY)('$method $url', (request) => {
    it.each(NOT_DEALERS)('is refused to %s and changes nothing', async (who) => {
      const before = await ctx.database.db.select().from(subscriptions);
      const res = await call(ctx.app, { ...request, token: token(who) });
      expect(res.status).toBe(who === 'anonymous' ? 401 : 403);
      expect(typeof res.body.message).toBe('string');
      expect(await ctx.database.db.select().from(subscriptions)).toEqual(before);
    });
  });

  it("dealer B cannot read, dispute or ask about dealer A's payment: 404, and dealer A can", async () => {
    const payment = await paymentOfA();
    const receipt = (who: Who) =>
      call(ctx.app, { method: 'GET', url: `/api/billing/my-payments/${payment.id}`, token: token(who) });
    expect((await receipt('dealerB')).status).toBe(404);
    expect((await receipt('dealerA')).status).toBe(200);
    const dispute = await call(ctx.app, {
      method: 'POST',
      url: '/api/billing/disputes',
      token: dealerB.token,
      payload: { paymentId: payment.id, reason: 'other' },
    });
    expect(dispute.status).toBe(404);
    expect(await ctx.database.db.select().from(leadDisputes).where(eq(leadDisputes.paymentId, payment.id))).toEqual([]);
  });

  it.each(EVERYONE)(
    "Stop Active Plan of dealer A's plan and the clock run as %s: admins with manageDealers only",
    async (who) => {
      const dealerId = (await createAccount(ctx, 'dealer')).dealerId!;
      const plan = async () =>
        (await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.dealerId, dealerId)))[0];
      const before = await plan();
      const stop = await call(ctx.app, {
        method: 'DELETE',
        url: `/api/billing/subscriptions/${dealerId}`,
        token: token(who),
      });
      const run = await call(ctx.app, { method: 'POST', url: '/api/billing/run', token: token(who) });
      const refused = who === 'anonymous' ? 401 : 403;
      expect([stop.status, run.status]).toEqual(who === 'admin' ? [200, 200] : [refused, refused]);
      if (who === 'admin') expect((await plan()).status).toBe('canceled');
      else expect(await plan()).toEqual(before);
    },
  );
});

describe('POST /api/admin/mail/:id/retry: admins with manageDealers only', () => {
  it.each(EVERYONE)('as %s', async (who) => {
    const [mail] = await ctx.database.db
      .insert(outbox)
      .values({ to: `retry-${who}@example.com`, subject: 'S', text: 't', html: 'h', status: 'failed', attempts: 10 })
      .returning();
    const res = await call(ctx.app, { method: 'POST', url: `/api/admin/mail/${mail.id}/retry`, token: token(who) });
    const refused = who === 'anonymous' ? 401 : 403;
    expect(res.status).toBe(who === 'admin' ? 200 : refused);
    const [after] = await ctx.database.db.select().from(outbox).where(eq(outbox.id, mail.id));
    expect(after.status).toBe(who === 'admin' ? 'pending' : 'failed');
  });
});

describe('listing commands: POST /api/listings, PUT and DELETE /api/listings/:id, PUT /api/listings/:id/status', () => {
  const WHO: Who[] = ['anonymous', 'user', 'dealerA', 'dealerB', 'admin'];
  const images = [
    { name: 'imageUrls', value: TINY_PNG, filename: 'm.png', contentType: 'image/png' },
    { name: 'galleryImages', value: TINY_PNG, filename: 'g.png', contentType: 'image/png' },
  ];
  const send = (method: 'POST' | 'PUT', url: string, who: Who, extra: Array<{ name: string; value: string }> = []) => {
    const form = multipart([...listingParts(), ...images, ...extra]);
    return call(ctx.app, { method, url, token: token(who), headers: form.headers, payload: form.payload });
  };
  const rowOf = async (id: string) => (await ctx.database.db.select().from(listings).where(eq(listings.id, id)))[0];

  it.each(WHO)(
    'add as %s: dealers to their own dealership (a pending dealer too), admins naming the dealer',
    async (who) => {
      const res = await send(
        'POST',
        '/api/listings',
        who,
        who === 'admin' ? [{ name: 'dealerId', value: dealerA.dealerId! }] : [],
      );
      const expected = who === 'anonymous' ? 401 : who === 'user' ? 403 : 201;
      expect(res.status).toBe(expected);
      if (expected === 201)
        expect(res.body.data.dealerId).toBe(who === 'dealerB' ? dealerB.dealerId : dealerA.dealerId);
    },
  );

  // Each caller gets a fresh listing of dealer A; only dealer A and the admin reach it (dealer B: 404, nothing changes).
  it.each(WHO)("edit, status and delete of dealer A's listing as %s", async (who) => {
    const id = await makeListing(ctx.database.db, dealerA.dealerId!, { status: 'active' });
    const before = await rowOf(id);
    const allowed = who === 'dealerA' || who === 'admin';
    const refused = who === 'anonymous' ? 401 : who === 'user' ? 403 : 404;
    const url = `/api/listings/${id}`;
    expect(
      (await call(ctx.app, { method: 'PUT', url: `${url}/status`, token: token(who), payload: { status: 'paused' } }))
        .status,
    ).toBe(allowed ? 200 : refused);
    expect((await send('PUT', url, who)).status).toBe(allowed ? 200 : refused);
    if (!allowed) expect(await rowOf(id)).toEqual(before);
    else
      expect(await rowOf(id)).toMatchObject({ model: 'Camry Hybrid', status: who === 'admin' ? 'paused' : 'pending' });
    expect((await call(ctx.app, { method: 'DELETE', url, token: token(who) })).status).toBe(allowed ? 200 : refused);
    expect(Boolean(await rowOf(id))).toBe(!allowed);
  });
});

describe('the listing import: POST /api/listings/import/preview and /apply', () => {
  // One row with a stock number of its own per caller; a dealer's import only ever reaches its own listings.
  const csvOf = (stockNumber: string) => {
    const cells: Record<string, string> = {
      ...FIELDS,
      stockNumber,
      leaseTerms: '36',
      mileageLimits: '12000',
      safetyFeatures: '',
      comfortFeatures: '',
      entertainmentFeatures: '',
      specialFeatures: '',
    };
    return `${LISTING_IMPORT_COLUMNS.join(',')}\n${LISTING_IMPORT_COLUMNS.map((c) => cells[c]).join(',')}\n`;
  };
  const send = (kind: 'preview' | 'apply', who: Who, stockNumber: string) => {
    const form = multipart([
      { name: 'file', value: csvOf(stockNumber), filename: 'stock.csv', contentType: 'text/csv' },
    ]);
    return call(ctx.app, {
      method: 'POST',
      url: `/api/listings/import/${kind}`,
      token: token(who),
      headers: form.headers,
      payload: form.payload,
    });
  };
  const withStock = async (stockNumber: string) =>
    ctx.database.db.select().from(listings).where(eq(listings.stockNumber, stockNumber));

  it.each(EVERYONE)('as %s', async (who) => {
    const stockNumber = `AUTH-${who}`;
    const allowed = who === 'dealerA' || who === 'dealerB';
    const expected = allowed ? 200 : who === 'anonymous' ? 401 : 403;
    expect((await send('preview', who, stockNumber)).status).toBe(expected);
    expect((await send('apply', who, stockNumber)).status).toBe(expected);
    const rows = await withStock(stockNumber);
    expect(rows.map((r) => r.dealerId)).toEqual(allowed ? [(who === 'dealerA' ? dealerA : dealerB).dealerId] : []);
  });
});

describe("the dealer's feed address: PUT /api/listings/import/feed", () => {
  const feedOf = async (dealerId: string) =>
    (await ctx.database.db.select().from(dealerFeeds).where(eq(dealerFeeds.dealerId, dealerId)))[0]?.url ?? null;

  it.each(EVERYONE)('as %s', async (who) => {
    const url = `https://feeds.example.com/${who}.csv`;
    const res = await call(ctx.app, {
      method: 'PUT',
      url: '/api/listings/import/feed',
      token: token(who),
      payload: { url },
    });
    const allowed = who === 'dealerA' || who === 'dealerB';
    expect(res.status).toBe(allowed ? 200 : who === 'anonymous' ? 401 : 403);
    // Only the caller's own dealership's feed is ever written.
    const own = who === 'dealerA' ? dealerA : who === 'dealerB' ? dealerB : undefined;
    if (own) expect(await feedOf(own.dealerId!)).toBe(url);
    for (const other of [dealerA, dealerB].filter((d) => d !== own))
      expect(await feedOf(other.dealerId!)).not.toBe(url);
  });
});

describe('one import run: GET /api/listings/import/runs/:id', () => {
  it.each(EVERYONE)("as %s, dealer A's run", async (who) => {
    const [run] = await ctx.database.db
      .insert(listingImports)
      .values({ dealerId: dealerA.dealerId!, kind: 'import', mode: 'partial', startedAt: new Date() })
      .returning();
    const res = await get(`/api/listings/import/runs/${run.id}`, who);
    // Dealer B reads it as an unknown run; admins import nothing (their dealers' runs: /api/admin/dealers/:id/feed).
    const expected = { dealerA: 200, dealerB: 404, anonymous: 401 }[who as string] ?? 403;
    expect(res.status).toBe(expected);
    if (expected === 200) expect(res.body.data).toMatchObject({ id: run.id, finishedAt: null });
    else expect(typeof res.body.message).toBe('string');
  });
});

describe('each dealer sees only their own data', () => {
  it('profile, subscription and me belong to the caller', async () => {
    expect((await get('/api/dealers/profile', 'dealerA')).body.data.id).toBe(dealerA.dealerId);
    expect((await get('/api/dealers/profile', 'dealerB')).body.data.id).toBe(dealerB.dealerId);
    expect((await get('/api/auth/me', 'dealerB')).body.data.user).toMatchObject({
      id: dealerB.id,
      dealerId: dealerB.dealerId,
      dealerStatus: 'pending',
    });
    const a = (await get('/api/billing/my-subscription', 'dealerA')).body.data.id;
    const b = (await get('/api/billing/my-subscription', 'dealerB')).body.data.id;
    expect(a).not.toBe(b);
    // Pending dealer B is in trial but may not receive leads until approved.
    expect((await get('/api/billing/my-stats', 'dealerB')).body.data).toMatchObject({
      subscriptionState: 'TRIAL_ACTIVE',
      canReceiveLeads: false,
    });
    expect((await get('/api/billing/my-stats', 'dealerA')).body.data).toMatchObject({
      subscriptionState: 'TRIAL_ACTIVE',
      canReceiveLeads: true,
    });
  });

  it('setup-trial: only a dealer, only for their own user id', async () => {
    const setup = (who: Who, userId: string) =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/auth/setup-trial',
        token: token(who),
        payload: { userId, selectedPlan: 'free' },
      });
    expect((await setup('anonymous', dealerA.id)).status).toBe(401);
    expect((await setup('user', user.id)).status).toBe(403);
    expect((await setup('admin', admin.id)).status).toBe(403);
    expect((await setup('dealerB', dealerA.id)).status).toBe(403);
    expect((await setup('dealerA', dealerA.id)).status).toBe(200);
  });

  it('PATCH /api/dealers/profiledata: dealers only, and only their own dealership changes', async () => {
    const patch = (who: Who, dealershipName: string) =>
      call(ctx.app, {
        method: 'PATCH',
        url: '/api/dealers/profiledata',
        token: token(who),
        payload: { dealershipName },
      });
    expect((await patch('anonymous', 'X')).status).toBe(401);
    expect((await patch('user', 'X')).status).toBe(403);
    expect((await patch('admin', 'X')).status).toBe(403);
    const before = (await get('/api/dealers/profile', 'dealerB')).body.data.dealershipName;
    expect((await patch('dealerA', 'Matrix Motors A')).body.data).toMatchObject({
      id: dealerA.dealerId,
      dealershipName: 'Matrix Motors A',
    });
    expect((await get('/api/dealers/profile', 'dealerB')).body.data.dealershipName).toBe(before);
  });

  it('change-password, resend-verification and profile need a signed-in caller', async () => {
    expect((await call(ctx.app, { method: 'POST', url: '/api/auth/resend-verification', payload: {} })).status).toBe(
      401,
    );
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: '/api/auth/change-password',
          payload: { currentPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' },
        })
      ).status,
    ).toBe(401);
    expect(
      (await call(ctx.app, { method: 'PATCH', url: '/api/auth/profile', payload: { firstName: 'X' } })).status,
    ).toBe(401);
  });
});

describe('bad tokens', () => {
  it('refuses a token signed with another secret, a garbled token and a deleted user', async () => {
    const forged = await new TokenService('another-secret-of-enough-length-32b', '1h').sign({ sub: admin.id });
    expect((await call(ctx.app, { method: 'GET', url: '/api/admin/dashboard', token: forged })).status).toBe(401);
    expect((await call(ctx.app, { method: 'GET', url: '/api/auth/me', token: 'not.a.jwt' })).status).toBe(401);
    const ghost = await ctx.app.tokens.sign({ sub: '00000000-0000-4000-8000-000000000000' });
    expect((await call(ctx.app, { method: 'GET', url: '/api/auth/me', token: ghost })).status).toBe(401);
  });
});

describe('GET /api/listings/version (public: what caches in front of the API key by)', () => {
  it.each(['anonymous', 'user', 'dealerA', 'dealerB', 'admin', 'limitedAdmin'] as Who[])(
    'answers the listings version to %s',
    async (who) => {
      const res = await call(ctx.app, { method: 'GET', url: '/api/listings/version', token: token(who) });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: { version: expect.any(Number) } });
    },
  );

  it('moves when a listing changes', async () => {
    const before = (await call(ctx.app, { method: 'GET', url: '/api/listings/version' })).body.data.version;
    const id = await makeListing(ctx.database.db, dealerA.dealerId!, { status: 'active' });
    await call(ctx.app, {
      method: 'PUT',
      url: `/api/listings/${id}/status`,
      token: token('dealerA'),
      payload: { status: 'paused' },
    });
    const after = (await call(ctx.app, { method: 'GET', url: '/api/listings/version' })).body.data.version;
    expect(after).toBeGreaterThan(before);
  });
});
