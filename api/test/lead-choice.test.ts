// The lease a shopper picks on the deal page (term, annual mileage) travels with the request:
// checked against what the listing offers, stored on the lead, shown to the dealer and the
// admin, and named in the dealer's new-lead mail.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { listings } from '../src/db/schema';
import { call, createTestContext, type TestContext } from './helpers';
import { makeDealer, makeListing, makeUser, outboxTo } from './listings-fixtures';

let ctx: TestContext;
let dealer: Awaited<ReturnType<typeof makeDealer>>;
let admin: { token: string };
let listingId: string;
let ipSeq = 0;

beforeAll(async () => {
  ctx = await createTestContext({ SEARCH_CACHE_TTL_MS: 0, PUBLIC_URL: 'https://lease.example' });
  dealer = await makeDealer(ctx.app, 'trial', ctx.clock.now(), 'Choice Motors');
  admin = await makeUser(ctx.app, { role: 'admin' });
  listingId = await makeListing(ctx.database.db, dealer.dealerId, { make: 'Kia', model: 'EV6', year: 2025 });
  await ctx.database.db
    .update(listings)
    .set({ leaseTerms: [24, 36], mileageLimits: [10000, 12000, 15000] })
    .where(eq(listings.id, listingId));
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.database.db.execute(sql`delete from rate_limits`);
});

const body = (o: Record<string, unknown> = {}) => ({
  listingId,
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phone: '+1 512 555 0100',
  question: 'Still available?',
  ...o,
});
const postLead = (payload: unknown) =>
  call(ctx.app, {
    method: 'POST',
    url: '/api/leads',
    payload: payload as object,
    remoteAddress: `10.6.0.${++ipSeq % 250}`,
  });
const leadsCount = async () => {
  const r = await ctx.database.db.execute(sql`select count(*)::int as n from leads`);
  return ((r as unknown as { rows?: Array<{ n: number }> }).rows ?? (r as unknown as Array<{ n: number }>))[0].n;
};
const adminLead = async (email: string) =>
  (await call(ctx.app, { method: 'GET', url: `/api/leads?search=${encodeURIComponent(email)}`, token: admin.token }))
    .body.data.leads[0];
const tokenFrom = (text: string) => /\/verify-leads\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('the lease chosen on the deal page', () => {
  it('is stored on the lead, answered to the admin and the dealer, and named in both mails', async () => {
    const res = await postLead(body({ email: 'pick@example.com', termMonths: 24, annualMileage: 15000 }));
    expect(res.status).toBe(201);
    const [confirm] = await outboxTo(ctx.database.db, 'pick@example.com');
    expect(confirm.text).toContain('about the 2025 Kia EV6 (24 months, 15,000 miles a year).');
    expect(await adminLead('pick@example.com')).toMatchObject({ termMonths: 24, annualMileage: 15000 });

    expect(
      (await call(ctx.app, { method: 'GET', url: `/api/leads/verify-leads/${tokenFrom(confirm.text)}` })).status,
    ).toBe(200);
    const mine = await call(ctx.app, { method: 'GET', url: '/api/leads/my-leads?search=pick', token: dealer.token });
    expect(mine.body.data.leads[0]).toMatchObject({ email: 'pick@example.com', termMonths: 24, annualMileage: 15000 });
    const one = await call(ctx.app, {
      method: 'GET',
      url: `/api/leads/${mine.body.data.leads[0].id}`,
      token: dealer.token,
    });
    expect(one.body.data).toMatchObject({ termMonths: 24, annualMileage: 15000 });

    const r = await ctx.database.db.execute(sql`select u.email from users u where u.id = ${dealer.userId}`);
    const dealerAddress = ((r as unknown as { rows?: Array<{ email: string }> }).rows ??
      (r as unknown as Array<{ email: string }>))[0].email;
    const [notice] = await outboxTo(ctx.database.db, dealerAddress);
    expect(notice.subject).toBe('New verified lead for the 2025 Kia EV6');
    expect(notice.text).toContain('Lease requested: 24 months, 15,000 miles a year.');
    expect(notice.html).toContain('Lease requested: 24 months, 15,000 miles a year.');
  });

  it('is optional: a request without one answers null and mails no lease line', async () => {
    expect((await postLead(body({ email: 'plain@example.com' }))).status).toBe(201);
    expect(await adminLead('plain@example.com')).toMatchObject({ termMonths: null, annualMileage: null });
    const [confirm] = await outboxTo(ctx.database.db, 'plain@example.com');
    expect(confirm.text).toContain('about the 2025 Kia EV6.');
  });

  it('a repeated unverified request takes the new choice', async () => {
    expect((await postLead(body({ email: 'again@example.com', termMonths: 36, annualMileage: 10000 }))).status).toBe(
      201,
    );
    expect((await postLead(body({ email: 'again@example.com', termMonths: 24 }))).status).toBe(201);
    expect(await adminLead('again@example.com')).toMatchObject({ termMonths: 24, annualMileage: null });
  });

  it('refuses a term or mileage the listing does not offer with 400 { message }, saving nothing', async () => {
    const before = await leadsCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ termMonths: 48 }, 'This deal is not offered on that lease term'],
      [{ termMonths: 36, annualMileage: 20000 }, 'This deal is not offered with that annual mileage'],
      [{ annualMileage: 11000 }, 'This deal is not offered with that annual mileage'],
    ];
    for (const [choice, message] of cases) {
      const res = await postLead(body({ email: 'wrong@example.com', ...choice }));
      expect([res.status, res.body]).toEqual([400, { message }]);
    }
    for (const bad of [
      { termMonths: '36' },
      { termMonths: 36.5 },
      { termMonths: 0 },
      { annualMileage: -12000 },
      { annualMileage: 1e9 },
      { termMonths: null },
    ]) {
      const res = await postLead(body({ email: 'wrong@example.com', ...bad }));
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect(await leadsCount()).toBe(before);
    expect(await outboxTo(ctx.database.db, 'wrong@example.com')).toEqual([]);
  });

  it('a listing that is not public is still "not found" before its choice is checked', async () => {
    const paused = await makeListing(ctx.database.db, dealer.dealerId, { status: 'paused' });
    const res = await postLead(body({ email: 'paused@example.com', listingId: paused, termMonths: 99 }));
    expect(res.status).toBe(404);
  });
});
