import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from './helpers';
import { makeDealer, makeListing, makeUser, outboxTo } from './listings-fixtures';

let ctx: TestContext;
let dealerA: Awaited<ReturnType<typeof makeDealer>>;
let dealerB: Awaited<ReturnType<typeof makeDealer>>;
let admin: { token: string };
let consumer: { token: string };
let listingA: string;
let listingA2: string;
let listingB: string;
let pausedA: string;
let hiddenListing: string;
let ipSeq = 0;

beforeAll(async () => {
  ctx = await createTestContext({ SEARCH_CACHE_TTL_MS: 0, PUBLIC_URL: 'https://lease.example' });
  const now = ctx.clock.now();
  dealerA = await makeDealer(ctx.app, 'trial', now, 'Alpha Auto');
  dealerB = await makeDealer(ctx.app, 'pro', now, 'Bravo Cars');
  const expired = await makeDealer(ctx.app, 'trial-expired', now);
  admin = await makeUser(ctx.app, { role: 'admin' });
  consumer = await makeUser(ctx.app, { role: 'user' });
  listingA = await makeListing(ctx.database.db, dealerA.dealerId, { make: 'Toyota', model: 'Camry', year: 2025 });
  listingA2 = await makeListing(ctx.database.db, dealerA.dealerId, { make: 'Toyota', model: 'RAV4' });
  listingB = await makeListing(ctx.database.db, dealerB.dealerId, { make: 'Honda', model: 'Civic' });
  pausedA = await makeListing(ctx.database.db, dealerA.dealerId, { status: 'paused' });
  hiddenListing = await makeListing(ctx.database.db, expired.dealerId);
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  // Each test starts with fresh rate-limit windows.
  await ctx.database.db.execute(sql`delete from rate_limits`);
});

const body = (o: Record<string, unknown> = {}) => ({
  listingId: listingA,
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phone: '+1 512 555 0100',
  question: 'Is it still available?',
  ...o,
});
const postLead = (payload: unknown, ip = `10.0.0.${++ipSeq % 250}`, token?: string) =>
  call(ctx.app, { method: 'POST', url: '/api/leads', payload: payload as object, remoteAddress: ip, token });
const tokenFrom = (text: string) => /\/verify-leads\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
const verify = (token: string) => call(ctx.app, { method: 'GET', url: `/api/leads/verify-leads/${token}` });
const myLeads = (token: string, qs = '') => call(ctx.app, { method: 'GET', url: `/api/leads/my-leads${qs}`, token });
const adminLeads = (qs = '') => call(ctx.app, { method: 'GET', url: `/api/leads${qs}`, token: admin.token });

describe('POST /api/leads and verification', () => {
  it('creates an unverified lead, mails a verification link, and reveals nothing', async () => {
    const res = await postLead(body({ email: 'Jane.Verify@Example.com' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: expect.any(String) });
    const [mail] = await outboxTo(ctx.database.db, 'jane.verify@example.com');
    expect(mail.subject).toBe('Confirm your request for the 2025 Toyota Camry');
    expect(mail.text).toContain('https://lease.example/verify-leads/');
    const token = tokenFrom(mail.text)!;
    expect(token.length).toBeGreaterThan(30);

    // The admin sees it as pending; its dealer does not see it yet.
    const pending = await adminLeads('?emailStatus=pending&search=jane.verify');
    expect(pending.body.data.leads).toHaveLength(1);
    expect(pending.body.data.leads[0]).toMatchObject({
      firstName: 'Jane',
      lastName: 'Doe',
      name: 'Jane Doe',
      email: 'jane.verify@example.com',
      phone: '+1 512 555 0100',
      question: 'Is it still available?',
      status: 'new',
      isEmailVerified: false,
      listingId: listingA,
      listing: { id: listingA, make: 'Toyota', model: 'Camry', year: 2025 },
    });
    expect((await myLeads(dealerA.token, '?search=jane.verify')).body.data.leads).toHaveLength(0);

    const ok = await verify(token);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true, message: 'Email verified successfully' });
    const mine = await myLeads(dealerA.token, '?search=jane.verify');
    expect(mine.body.data.leads).toHaveLength(1);
    expect(mine.body.data.leads[0]).toMatchObject({ email: 'jane.verify@example.com', isEmailVerified: true });
    expect((await myLeads(dealerB.token, '?search=jane.verify')).body.data.leads).toHaveLength(0);
    // The dealer is told, without the shopper's details.
    const [notice] = await outboxTo(ctx.database.db, await dealerEmail(dealerA.userId));
    expect(notice.subject).toContain('New verified lead');
    expect(notice.text).not.toContain('jane');

    // Single use.
    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Invalid or expired verification link');
  });

  it('refuses unknown and expired tokens with 400', async () => {
    expect((await verify('nonsense')).status).toBe(400);
    expect((await verify('a'.repeat(43))).body).toEqual({ message: 'Invalid or expired verification link' });
    await postLead(body({ email: 'late@example.com' }));
    const token = tokenFrom((await outboxTo(ctx.database.db, 'late@example.com'))[0].text)!;
    ctx.clock.advanceDays(3);
    try {
      expect((await verify(token)).status).toBe(400);
    } finally {
      ctx.clock.advanceDays(-3);
    }
  });

  it('rejects a second request for the same deal within 30 days once the first is verified', async () => {
    expect((await postLead(body({ email: 'dup@example.com', listingId: listingB }))).status).toBe(201);
    const [mail] = await outboxTo(ctx.database.db, 'dup@example.com');
    expect((await verify(tokenFrom(mail.text)!)).status).toBe(200);
    const dup = await postLead(body({ email: 'DUP@example.com ', listingId: listingB }));
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('You have already requested this deal. The dealer will contact you soon.');
    // The same mailbox through a +tag is the same person.
    expect((await postLead(body({ email: 'dup+again@example.com', listingId: listingB }))).status).toBe(409);
    // Another listing is another deal.
    expect((await postLead(body({ email: 'dup@example.com', listingId: listingA }))).status).toBe(201);
    ctx.clock.advanceDays(29);
    try {
      expect((await postLead(body({ email: 'dup@example.com', listingId: listingB }))).status).toBe(409);
      ctx.clock.advanceDays(2);
      expect((await postLead(body({ email: 'dup@example.com', listingId: listingB }))).status).toBe(201);
    } finally {
      ctx.clock.advanceDays(-31);
    }
  });

  it('an unverified request never blocks the real person: a repeat updates it and mails a fresh link', async () => {
    // A stranger asks in the victim's name (through a +alias) with their own details.
    expect(
      (
        await postLead(
          body({ email: 'victim+x@example.com', listingId: listingA2, firstName: 'Mallory', phone: '000' }),
        )
      ).status,
    ).toBe(201);
    const [strangerMail] = await outboxTo(ctx.database.db, 'victim+x@example.com');
    // The real person asks: accepted, not 409, with a fresh link to their own address.
    const real = await postLead(
      body({ email: 'victim@example.com', listingId: listingA2, firstName: 'Victor', phone: '+1 555 0199' }),
    );
    expect(real.status).toBe(201);
    const [realMail] = await outboxTo(ctx.database.db, 'victim@example.com');
    expect(realMail.text).toContain('Hi Victor');
    // One lead, with the latest details; the stranger's link no longer works.
    const rows = (await adminLeads('?search=victim')).body.data.leads;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: 'Victor',
      email: 'victim@example.com',
      phone: '+1 555 0199',
      isEmailVerified: false,
    });
    expect((await verify(tokenFrom(strangerMail.text)!)).status).toBe(400);
    expect((await verify(tokenFrom(realMail.text)!)).status).toBe(200);
    expect((await myLeads(dealerA.token, '?search=victim')).body.data.leads).toHaveLength(1);
  });

  it('two simultaneous identical requests make one lead', async () => {
    const results = await Promise.all([
      postLead(body({ email: 'race@example.com' })),
      postLead(body({ email: 'race@example.com' })),
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    expect((await adminLeads('?search=race@example.com')).body.data.leads).toHaveLength(1);
  });

  it('limits requests per address (10 an hour) and per email (5 an hour)', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 10; i += 1) {
      expect((await postLead(body({ email: `ip${i}@example.com` }), ip)).status).toBe(201);
    }
    const limited = await postLead(body({ email: 'ip10@example.com' }), ip);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toEqual(expect.any(String));
    expect((await postLead(body({ email: 'other-ip@example.com' }), '203.0.113.8')).status).toBe(201);

    await ctx.database.db.execute(sql`delete from rate_limits`);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (
          await postLead(
            body({
              email: i < 3 ? 'many@example.com' : `many+${i}@example.com`,
              listingId: i % 2 ? listingA2 : listingB,
            }),
          )
        ).status,
      );
    // 2 new deals, then repeats of the unverified ones (fresh links), until the 6th, which is over
    // the email limit: +aliases count as the same address.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await adminLeads('?search=many')).body.data.leads).toHaveLength(2);
    ctx.clock.advanceDays(1);
    try {
      expect((await postLead(body({ email: 'many@example.com' }))).status).toBe(201);
    } finally {
      ctx.clock.advanceDays(-1);
    }
  });

  it('accepts leads only for public listings', async () => {
    for (const listingId of [pausedA, hiddenListing, '00000000-0000-4000-8000-000000000000']) {
      const res = await postLead(body({ listingId, email: 'nowhere@example.com' }));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Listing not found or no longer available');
    }
  });

  it('rejects bad input with 400 and field errors', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [body({ listingId: 'abc' }), 'listingId'],
      [body({ listingId: 42 }), 'listingId'],
      [body({ email: 'not-an-email' }), 'email'],
      [body({ firstName: '  ' }), 'firstName'],
      [body({ phone: undefined }), 'phone'],
      [body({ question: 'x'.repeat(2001) }), 'question'],
      [body({ isEmailVerified: true }), ''],
    ];
    for (const [payload, field] of cases) {
      const res = await postLead(payload);
      expect([field, res.status]).toEqual([field, 400]);
      expect(typeof res.body.message).toBe('string');
      if (field) expect((res.body.errors as Array<{ path: string }>).some((e) => e.path === field)).toBe(true);
    }
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: '/api/leads',
          payload: 'x',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);
  });

  it('records the signed-in shopper when there is one', async () => {
    expect((await postLead(body({ email: 'signed@example.com' }), undefined, consumer.token)).status).toBe(201);
  });
});

async function dealerEmail(userId: string): Promise<string> {
  const r = await ctx.database.db.execute(sql`select email from users where id = ${userId}`);
  const rows = (r as unknown as { rows?: Array<{ email: string }> }).rows ?? (r as unknown as Array<{ email: string }>);
  return rows[0].email;
}

describe('reading leads', () => {
  beforeAll(async () => {
    // Three verified leads for A (one contacted), one unverified for A, one verified for B.
    for (const [email, listingId] of [
      ['r1@example.com', listingA],
      ['r2@example.com', listingA2],
      ['r3@example.com', listingA],
      ['r4@example.com', listingB],
    ] as const) {
      ctx.clock.set(new Date(ctx.clock.now().getTime() + 60_000));
      await postLead(body({ email, listingId, firstName: `Reader${email[1]}` }));
      await verify(tokenFrom((await outboxTo(ctx.database.db, email))[0].text)!);
    }
    await postLead(body({ email: 'r5@example.com', firstName: 'Reader5' }));
    await ctx.database.db.execute(sql`update leads set status = 'contacted' where email = 'r2@example.com'`);
  });

  it('my-leads: dealers only, own verified leads, with status, search and paging', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/api/leads/my-leads' })).status).toBe(401);
    expect((await myLeads(consumer.token)).status).toBe(403);
    expect((await myLeads(admin.token)).status).toBe(403);
    const res = await myLeads(dealerA.token, '?search=reader&limit=2');
    expect(res.status).toBe(200);
    expect(res.body.meta.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(res.body.data.leads.map((l: { email: string }) => l.email)).toEqual(['r3@example.com', 'r2@example.com']);
    const page2 = await myLeads(dealerA.token, '?search=reader&limit=2&page=2');
    expect(page2.body.data.leads.map((l: { email: string }) => l.email)).toEqual(['r1@example.com']);
    const contacted = await myLeads(dealerA.token, '?status=contacted');
    expect(contacted.body.data.leads.map((l: { email: string }) => l.email)).toEqual(['r2@example.com']);
    const b = await myLeads(dealerB.token, '?search=reader');
    expect(b.body.data.leads.map((l: { email: string }) => l.email)).toEqual(['r4@example.com']);
    expect((await myLeads(dealerA.token, '?status=lost')).status).toBe(400);
    expect((await myLeads(dealerA.token, '?limit=500')).status).toBe(400);
  });

  it('admin list: everything, with stats, status, email status, search and paging', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/api/leads', token: dealerA.token })).status).toBe(403);
    expect((await call(ctx.app, { method: 'GET', url: '/api/leads', token: consumer.token })).status).toBe(403);
    expect((await call(ctx.app, { method: 'GET', url: '/api/leads' })).status).toBe(401);
    const res = await adminLeads('?search=reader');
    expect(res.status).toBe(200);
    expect(res.body.meta.pagination).toEqual({ page: 1, limit: 10, total: 5, totalPages: 1 });
    const stats = res.body.data.stats;
    expect(stats.total).toBe(stats.verified + stats.pending);
    expect(stats.total).toBe(stats.new + stats.contacted + stats.closed);
    expect(stats.contacted).toBe(1);
    expect(
      (await adminLeads('?search=reader&emailStatus=pending')).body.data.leads.map((l: { email: string }) => l.email),
    ).toEqual(['r5@example.com']);
    expect((await adminLeads('?search=reader&emailStatus=verified')).body.meta.pagination.total).toBe(4);
    expect((await adminLeads('?search=reader&status=contacted')).body.data.leads).toHaveLength(1);
    expect((await adminLeads('?search=Reader1%20Doe')).body.data.leads.map((l: { email: string }) => l.email)).toEqual([
      'r1@example.com',
    ]);
    expect((await adminLeads('?emailStatus=maybe')).status).toBe(400);
  });

  it("answers the contract's Lead fields only (no address key, IP or user id), and 400 for a search with control characters", async () => {
    const fields = [
      'annualMileage',
      'createdAt',
      'email',
      'firstName',
      'id',
      'isEmailVerified',
      'lastName',
      'listing',
      'listingId',
      'name',
      'phone',
      'question',
      'status',
      'termMonths',
    ];
    for (const res of [await adminLeads('?search=reader'), await myLeads(dealerA.token, '?search=reader')]) {
      expect(res.status).toBe(200);
      for (const lead of res.body.data.leads) expect(Object.keys(lead).sort()).toEqual(fields);
      expect(JSON.stringify(res.body)).not.toMatch(/ipAddress|emailKey|userId|10\.0\.0\./);
    }
    for (const res of [await adminLeads('?search=a%00b'), await myLeads(dealerA.token, '?search=a%00b')]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Control characters are not allowed');
    }
  });

  it('shows no lead data in public listing answers', async () => {
    const detail = await call(ctx.app, { method: 'GET', url: `/api/listings/${listingA}` });
    expect(JSON.stringify(detail.body)).not.toContain('@example.com');
  });
});
