// The admin's dealer management: GET/POST /api/dealers, PUT/DELETE /api/dealers/:id, PUT
// /api/admin/dealers/:id/approve and /suspend, and what each changes on the public site, in
// sessions, mail, files and the audit trail.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import {
  auditEvents,
  dealers,
  enquiries,
  leads,
  listings,
  listingViews,
  payments,
  subscriptions,
  tokens,
  users,
} from '../src/db/schema';
import { issueToken } from '../src/lib/one-time-tokens';
import { bumpListingsVersion, call, createTestContext, type TestContext } from './helpers';
import { createAccount, freshIp, latestMail, linkIn, PASSWORD, TINY_PNG, type Account } from './account-helpers';
import { makeListing as insertListing, type ListingInput } from './listings-fixtures';

let ctx: TestContext;
let admin: Account;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createAccount(ctx, 'admin');
});
afterAll(async () => {
  await ctx.close();
});

const as = (token: string | undefined) => ({
  get: (url: string) => call(ctx.app, { method: 'GET', url, token }),
  put: (url: string, payload?: object) => call(ctx.app, { method: 'PUT', url, token, ...(payload ? { payload } : {}) }),
  post: (url: string, payload: object) => call(ctx.app, { method: 'POST', url, token, payload }),
  del: (url: string) => call(ctx.app, { method: 'DELETE', url, token }),
});
const byAdmin = () => as(admin.token);
/** A listing written straight to the database, announced to the search cache as the listing commands do. */
const makeListing = async (db: typeof ctx.database.db, dealerId: string, o: ListingInput) => {
  const id = await insertListing(db, dealerId, o);
  await bumpListingsVersion(db);
  return id;
};
const publicIds = async () => {
  const res = await call(ctx.app, { method: 'GET', url: '/api/listings?limit=100' });
  expect(res.status).toBe(200);
  return (res.body.data.listings as Array<{ id: string }>).map((l) => l.id);
};
const auditOf = (entityId: string) =>
  ctx.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId)).orderBy(auditEvents.createdAt);
const sendLead = (listingId: string, email = `shopper-${Math.random().toString(36).slice(2)}@example.com`) =>
  call(ctx.app, {
    method: 'POST',
    url: '/api/leads',
    remoteAddress: freshIp(),
    payload: { listingId, firstName: 'Sam', email, phone: '555' },
  });
const newDealerBody = (email: string) => ({
  email,
  firstName: 'Nina',
  lastName: 'Ortiz',
  dealershipName: 'Ortiz Autos',
  phoneNumber: '5550100',
  state: 'TX',
  zipCode: '78701',
  website: 'https://ortiz.example/?utm=1',
  city: 'Austin',
});

describe('GET /api/dealers', () => {
  it('pages dealers newest first with status filter, search over name, email and city, and figures', async () => {
    const tag = `q${Date.now()}`;
    const a = await createAccount(ctx, 'dealer', { email: `${tag}-a@example.com` });
    ctx.clock.advanceDays(0.01);
    const b = await createAccount(ctx, 'dealer', { email: `${tag}-b@example.com`, dealerStatus: 'pending' });
    await ctx.database.db
      .update(dealers)
      .set({ city: `${tag}ville` })
      .where(eq(dealers.id, b.dealerId!));
    await makeListing(ctx.database.db, a.dealerId!, { status: 'active' });
    await makeListing(ctx.database.db, a.dealerId!, { status: 'pending' });
    await ctx.database.db.insert(leads).values([
      {
        dealerId: a.dealerId!,
        firstName: 'V',
        email: 'v@example.com',
        emailKey: 'v@example.com',
        isEmailVerified: true,
      },
      { dealerId: a.dealerId!, firstName: 'U', email: 'u@example.com', emailKey: 'u@example.com' },
    ]);

    const res = await byAdmin().get(`/api/dealers?search=${tag}`);
    expect(res.status).toBe(200);
    expect(res.body.meta.pagination).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1 });
    expect(res.body.data.dealers.map((d: { id: string }) => d.id)).toEqual([b.dealerId, a.dealerId]);
    expect(res.body.data.dealers[1]).toMatchObject({
      email: a.email,
      status: 'approved',
      subscriptionState: 'TRIAL_ACTIVE',
      totalListings: 2,
      activeListings: 1,
      pendingListings: 1,
      // Total Leads: the verified lead and the one awaiting the shopper's confirmation.
      totalLeadsReceived: 2,
    });
    expect(res.res.body).not.toMatch(/stripe|passwordHash/i);

    const pending = await byAdmin().get(`/api/dealers?search=${tag}&status=pending`);
    expect(pending.body.data.dealers.map((d: { id: string }) => d.id)).toEqual([b.dealerId]);
    const byCity = await byAdmin().get(`/api/dealers?search=${tag}VILLE`);
    expect(byCity.body.data.dealers.map((d: { id: string }) => d.id)).toEqual([b.dealerId]);
    const paged = await byAdmin().get(`/api/dealers?search=${tag}&limit=1&page=2`);
    expect(paged.body.data.dealers.map((d: { id: string }) => d.id)).toEqual([a.dealerId]);
    expect(paged.body.meta.pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });
    // % and _ are searched as themselves.
    expect((await byAdmin().get('/api/dealers?search=%25')).body.meta.pagination.total).toBe(0);
    expect((await byAdmin().get('/api/dealers?status=closed')).status).toBe(400);
  });
});

describe('POST /api/dealers', () => {
  it('creates an approved dealer with a trial and mails a link to choose the password; no password in the answer', async () => {
    const email = `new-${Date.now()}@example.com`;
    const res = await byAdmin().post('/api/dealers', newDealerBody(email));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Dealer created successfully',
      data: {
        email,
        dealershipName: 'Ortiz Autos',
        phoneNumber: '+91-5550100',
        website: 'https://ortiz.example/',
        status: 'approved',
        subscriptionState: 'TRIAL_ACTIVE',
        subscription: { plan: 'free', status: 'trialing' },
        city: 'Austin',
        address: null,
      },
    });
    expect(res.res.body).not.toMatch(/password/i);

    const mail = await latestMail(ctx, email);
    expect(mail.subject).toBe('Your LeaseMarket dealer account for Ortiz Autos');
    expect(mail.text).toContain('valid for 72 hours');
    const token = new URL(linkIn(mail.text, '/reset-password')).searchParams.get('token')!;
    // Nobody can sign in until the dealer chooses a password with the link.
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: freshIp(),
          payload: { email, password: PASSWORD },
        })
      ).status,
    ).toBe(401);
    const reset = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: freshIp(),
      payload: { token, newPassword: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(reset.status).toBe(200);
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: freshIp(),
      payload: { email, password: PASSWORD },
    });
    expect(login.status).toBe(200);
    expect(login.body.data.user).toMatchObject({
      role: 'dealer',
      dealerId: res.body.data.id,
      dealerStatus: 'approved',
      isEmailVerified: true,
    });

    const [event] = await auditOf(res.body.data.id);
    expect(event).toMatchObject({
      action: 'create',
      entityType: 'dealer',
      actorUserId: admin.id,
      actorEmail: admin.email,
      actorRole: 'admin',
      before: null,
    });
    expect(event.after).toMatchObject({ dealershipName: 'Ortiz Autos', email, status: 'approved', state: 'TX' });
  });

  it("answers 409 for an email that has an account, 400 with sign-up's messages for bad fields, and saves nothing", async () => {
    const before = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect((await byAdmin().post('/api/dealers', newDealerBody(admin.email))).body).toEqual({
      message: 'An account with this email already exists',
    });
    const blank = await byAdmin().post('/api/dealers', { ...newDealerBody('blank@example.com'), dealershipName: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Dealership name is required');
    const noZip = await byAdmin().post('/api/dealers', { ...newDealerBody('nozip@example.com'), zipCode: '' });
    expect(noZip.body.message).toBe('Zip code is required');
    expect(
      (await byAdmin().post('/api/dealers', { ...newDealerBody('x@example.com'), password: 'Secret123!' })).status,
    ).toBe(400);
    expect((await byAdmin().post('/api/dealers', { ...newDealerBody('bad'), email: 'bad' })).body.message).toBe(
      'Email is invalid',
    );
    expect(await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(users)).toEqual(before);
  });
});

describe('PUT /api/dealers/:id', () => {
  it('changes the fields sent (normalised as at sign-up), records only what changed, and refuses blank ones', async () => {
    const d = await createAccount(ctx, 'dealer');
    await ctx.database.db
      .update(dealers)
      .set({ state: 'CA', zipCode: '90001', phoneNumber: '+1 555' })
      .where(eq(dealers.id, d.dealerId!));
    const url = `/api/dealers/${d.dealerId}`;
    const res = await byAdmin().put(url, {
      dealershipName: 'Renamed Motors',
      phoneNumber: '5551234',
      website: 'https://r.example?x=1',
      state: 'CA',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Dealer updated successfully',
      data: {
        id: d.dealerId,
        dealershipName: 'Renamed Motors',
        phoneNumber: '+91-5551234',
        website: 'https://r.example',
        state: 'CA',
        zipCode: '90001',
      },
    });
    const [event] = await auditOf(d.dealerId!);
    expect(event).toMatchObject({ action: 'update', actorUserId: admin.id });
    expect(event.before).toEqual({ dealershipName: `Dealer ${d.email}`, phoneNumber: '+1 555', website: null });
    expect(event.after).toEqual({
      dealershipName: 'Renamed Motors',
      phoneNumber: '+91-5551234',
      website: 'https://r.example',
    });

    // The same values again change nothing and record nothing.
    expect((await byAdmin().put(url, { dealershipName: 'Renamed Motors' })).status).toBe(200);
    expect(await auditOf(d.dealerId!)).toHaveLength(1);

    for (const [field, message] of [
      ['dealershipName', 'Dealership name is required'],
      ['state', 'State is required'],
      ['zipCode', 'Zip code is required'],
      ['phoneNumber', 'Phone number is required'],
    ]) {
      const bad = await byAdmin().put(url, { [field]: '  ' });
      expect({ field, status: bad.status, message: bad.body.message }).toEqual({ field, status: 400, message });
    }
    expect((await byAdmin().put(url, { website: 'w'.repeat(201) })).body.message).toBe('Website is too long');
    expect((await byAdmin().put(url, { city: 'Elsewhere' })).status).toBe(400);
    expect((await as(admin.token).get(url)).body.data.dealershipName).toBe('Renamed Motors');
    expect((await byAdmin().put('/api/dealers/00000000-0000-4000-8000-000000000000', { state: 'NY' })).body).toEqual({
      message: 'Dealer not found',
    });
    expect((await byAdmin().put('/api/dealers/not-an-id', { state: 'NY' })).status).toBe(404);
  });
});

describe('approve and suspend', () => {
  it("a new ZIP code moves the dealer's listings with it (the distance search) and no one else's", async () => {
    const d = await createAccount(ctx, 'dealer');
    const other = await createAccount(ctx, 'dealer');
    const mine = await makeListing(ctx.database.db, d.dealerId!, { zipCode: '78701' });
    const theirs = await makeListing(ctx.database.db, other.dealerId!, { zipCode: '78701' });
    expect((await byAdmin().put(`/api/dealers/${d.dealerId}`, { zipCode: '10001' })).status).toBe(200);
    const zip = async (id: string) =>
      (
        await ctx.database.db
          .select({ zip: listings.zipCode, lat: listings.latitude })
          .from(listings)
          .where(eq(listings.id, id))
      )[0];
    expect(await zip(mine)).toMatchObject({ zip: '10001' });
    expect((await zip(mine)).lat).toBeCloseTo(40.75, 1);
    expect(await zip(theirs)).toMatchObject({ zip: '78701' });
  });

  it('approving a pending dealer makes its active listings public at once, mails it and is recorded', async () => {
    const d = await createAccount(ctx, 'dealer', { dealerStatus: 'pending' });
    const active = await makeListing(ctx.database.db, d.dealerId!, { status: 'active' });
    const waiting = await makeListing(ctx.database.db, d.dealerId!, { status: 'pending' });
    expect(await publicIds()).not.toContain(active);
    expect((await sendLead(active)).status).toBe(404);

    const res = await byAdmin().put(`/api/admin/dealers/${d.dealerId}/approve`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Dealer approved successfully',
      data: { id: d.dealerId, status: 'approved', leadsSuspendedAt: null },
    });
    const shown = await publicIds();
    expect(shown).toContain(active);
    expect(shown).not.toContain(waiting);
    expect((await sendLead(active)).status).toBe(201);
    expect((await latestMail(ctx, d.email)).subject).toBe(`Dealer ${d.email} is approved on LeaseMarket`);
    const [event] = await auditOf(d.dealerId!);
    expect(event).toMatchObject({
      action: 'approve',
      before: { status: 'pending' },
      after: { status: 'approved' },
      actorUserId: admin.id,
    });

    const again = await byAdmin().put(`/api/admin/dealers/${d.dealerId}/approve`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Dealer is already approved' });
    expect(await auditOf(d.dealerId!)).toHaveLength(1);
  });

  it('suspending hides its listings at once, refuses new leads, ends its sessions (for good) and is recorded', async () => {
    const d = await createAccount(ctx, 'dealer');
    const listing = await makeListing(ctx.database.db, d.dealerId!, { status: 'active' });
    expect(await publicIds()).toContain(listing);
    expect((await as(d.token).get('/api/auth/me')).status).toBe(200);

    const res = await byAdmin().put(`/api/admin/dealers/${d.dealerId}/suspend`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Dealer suspended successfully',
      data: { status: 'suspended', subscriptionState: 'INACTIVE' },
    });
    expect(res.body.data.leadsSuspendedAt).toBe(ctx.clock.now().toISOString());
    expect(await publicIds()).not.toContain(listing);
    expect((await call(ctx.app, { method: 'GET', url: `/api/listings/${listing}` })).status).toBe(404);
    const lead = await sendLead(listing);
    expect(lead.status).toBe(404);
    expect(lead.body.message).toBe('Listing not found or no longer available');
    expect((await as(d.token).get('/api/auth/me')).status).toBe(401);
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: freshIp(),
          payload: { email: d.email, password: PASSWORD },
        })
      ).status,
    ).toBe(403);
    expect((await latestMail(ctx, d.email)).subject).toBe(`Dealer ${d.email} has been suspended on LeaseMarket`);
    expect((await auditOf(d.dealerId!))[0]).toMatchObject({
      action: 'suspend',
      before: { status: 'approved' },
      after: { status: 'suspended' },
    });
    expect((await byAdmin().put(`/api/admin/dealers/${d.dealerId}/suspend`)).body).toEqual({
      message: 'Dealer is already suspended',
    });

    // Approved again: the listing is back, but a token from before the suspension stays dead.
    expect((await byAdmin().put(`/api/admin/dealers/${d.dealerId}/approve`)).body.data).toMatchObject({
      status: 'approved',
      leadsSuspendedAt: null,
    });
    expect(await publicIds()).toContain(listing);
    expect((await as(d.token).get('/api/auth/me')).status).toBe(401);
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: freshIp(),
          payload: { email: d.email, password: PASSWORD },
        })
      ).status,
    ).toBe(200);
  });

  it('answers 404 for an unknown or malformed dealer', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      for (const action of ['approve', 'suspend']) {
        const res = await byAdmin().put(`/api/admin/dealers/${id}/${action}`);
        expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: { message: 'Dealer not found' } });
      }
    }
  });
});

describe('GET /api/dealers/:id figures', () => {
  it('counts listings by status, verified leads, enquiries and succeeded payments, with the last dates', async () => {
    const d = await createAccount(ctx, 'dealer');
    const db = ctx.database.db;
    await makeListing(db, d.dealerId!, { status: 'active' });
    await makeListing(db, d.dealerId!, { status: 'rejected' });
    const leadAt = new Date('2026-01-02T10:00:00.000Z');
    await db.insert(leads).values([
      {
        dealerId: d.dealerId!,
        firstName: 'V',
        email: 'v@example.com',
        emailKey: 'v@example.com',
        isEmailVerified: true,
        createdAt: leadAt,
      },
      {
        dealerId: d.dealerId!,
        firstName: 'U',
        email: 'u@example.com',
        emailKey: 'u@example.com',
        createdAt: new Date('2026-02-01T00:00:00.000Z'),
      },
    ]);
    await db.insert(enquiries).values({ dealerId: d.dealerId!, firstName: 'E', email: 'e@example.com' });
    const paidAt = new Date('2026-01-05T00:00:00.000Z');
    await db.insert(payments).values([
      { dealerId: d.dealerId!, type: 'lead', amountCents: 7500, status: 'succeeded', createdAt: paidAt },
      {
        dealerId: d.dealerId!,
        type: 'lead',
        amountCents: 7500,
        status: 'failed',
        createdAt: new Date('2026-01-06T00:00:00.000Z'),
      },
    ]);
    const res = await byAdmin().get(`/api/dealers/${d.dealerId}`);
    expect(res.body.data).toMatchObject({
      totalListings: 2,
      activeListings: 1,
      pendingListings: 0,
      totalLeadsReceived: 2,
      totalEnquiries: 1,
      totalPaid: 75,
      lastLeadDate: '2026-02-01T00:00:00.000Z',
      lastPaymentDate: paidAt.toISOString(),
      subscriptionState: 'TRIAL_ACTIVE',
    });
    // The one Total Leads figure: the dealer's dashboard and payment page show the same number.
    const dashboard = await as(d.token).get('/api/dealers/stats/dashboard');
    const billing = await as(d.token).get('/api/billing/my-stats');
    expect([dashboard.body.data.totalLeads, billing.body.data.totalLeads]).toEqual([2, 2]);
  });
});

describe('DELETE /api/dealers/:id', () => {
  const countsOf = async (dealerId: string, userId: string) => {
    const db = ctx.database.db;
    const n = async (q: Promise<Array<{ n: number }>>) => (await q)[0].n;
    const c = sql<number>`count(*)::int`;
    return {
      dealers: await n(db.select({ n: c }).from(dealers).where(eq(dealers.id, dealerId))),
      users: await n(db.select({ n: c }).from(users).where(eq(users.id, userId))),
      listings: await n(db.select({ n: c }).from(listings).where(eq(listings.dealerId, dealerId))),
      leads: await n(db.select({ n: c }).from(leads).where(eq(leads.dealerId, dealerId))),
      enquiries: await n(db.select({ n: c }).from(enquiries).where(eq(enquiries.dealerId, dealerId))),
      subscriptions: await n(db.select({ n: c }).from(subscriptions).where(eq(subscriptions.dealerId, dealerId))),
      payments: await n(db.select({ n: c }).from(payments).where(eq(payments.dealerId, dealerId))),
      userTokens: await n(db.select({ n: c }).from(tokens).where(eq(tokens.userId, userId))),
    };
  };

  it('refuses a dealer with billing history with 409 and changes nothing', async () => {
    const d = await createAccount(ctx, 'dealer');
    const listing = await makeListing(ctx.database.db, d.dealerId!, { status: 'active' });
    await ctx.database.db.insert(leads).values({
      dealerId: d.dealerId!,
      listingId: listing,
      firstName: 'L',
      email: 'l@example.com',
      emailKey: 'l@example.com',
    });
    await ctx.database.db
      .insert(payments)
      .values({ dealerId: d.dealerId!, type: 'subscription', amountCents: 20000, status: 'failed' });
    const before = await countsOf(d.dealerId!, d.id);
    const res = await byAdmin().del(`/api/dealers/${d.dealerId}`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'This dealer has billing history and cannot be deleted. Suspend it instead.' });
    expect(await countsOf(d.dealerId!, d.id)).toEqual(before);
    expect(await auditOf(d.dealerId!)).toEqual([]);
    expect(await publicIds()).toContain(listing);
  });

  it('removes the account, dealership, listings (their own image files), leads with their links, enquiries and subscription', async () => {
    const d = await createAccount(ctx, 'dealer');
    const other = await createAccount(ctx, 'dealer');
    const db = ctx.database.db;
    const storage = ctx.app.storage;
    const own = [await storage.put('listings', TINY_PNG), await storage.put('listings', TINY_PNG)];
    const shared = await storage.put('listings', TINY_PNG);
    const picture = await storage.put('profiles', TINY_PNG);
    await db.update(users).set({ profileImage: picture }).where(eq(users.id, d.id));
    const listing = await makeListing(db, d.dealerId!, { status: 'active' });
    await db
      .update(listings)
      .set({ imageUrl: own[0], galleryImages: [own[1], shared] })
      .where(eq(listings.id, listing));
    const kept = await makeListing(db, other.dealerId!, { status: 'active' });
    await db.update(listings).set({ imageUrl: shared }).where(eq(listings.id, kept));
    await bumpListingsVersion(db);
    await db.insert(listingViews).values({ listingId: listing, day: '2026-01-01', visitor: 'v' });
    const [lead] = await db
      .insert(leads)
      .values({
        dealerId: d.dealerId!,
        listingId: listing,
        firstName: 'L',
        email: 'l@example.com',
        emailKey: 'l@example.com',
      })
      .returning();
    await issueToken(db, 'verify_lead', { leadId: lead.id }, ctx.clock.now());
    await issueToken(db, 'reset_password', { userId: d.id }, ctx.clock.now());
    await db
      .insert(enquiries)
      .values({ dealerId: d.dealerId!, listingId: listing, firstName: 'E', email: 'e@example.com' });
    const file = (key: string) => fs.existsSync(path.join(ctx.config.UPLOAD_DIR, key));
    expect(await publicIds()).toContain(listing);

    const res = await byAdmin().del(`/api/dealers/${d.dealerId}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Dealer deleted successfully' });
    expect(await countsOf(d.dealerId!, d.id)).toEqual({
      dealers: 0,
      users: 0,
      listings: 0,
      leads: 0,
      enquiries: 0,
      subscriptions: 0,
      payments: 0,
      userTokens: 0,
    });
    expect(
      await db
        .select()
        .from(tokens)
        .where(and(eq(tokens.kind, 'verify_lead'), eq(tokens.leadId, lead.id))),
    ).toEqual([]);
    expect(await db.select().from(listingViews).where(eq(listingViews.listingId, listing))).toEqual([]);
    expect(own.map(file)).toEqual([false, false]);
    expect(file(picture)).toBe(false);
    expect(file(shared)).toBe(true);
    expect(await publicIds()).not.toContain(listing);
    expect(await publicIds()).toContain(kept);
    expect((await as(d.token).get('/api/auth/me')).status).toBe(401);
    expect((await byAdmin().get(`/api/dealers/${d.dealerId}`)).status).toBe(404);

    const [event] = await auditOf(d.dealerId!);
    expect(event).toMatchObject({ action: 'delete', entityType: 'dealer', after: null, actorUserId: admin.id });
    expect(event.before).toMatchObject({ email: d.email, status: 'approved', listings: 1, leads: 1, enquiries: 1 });
    expect((await byAdmin().del(`/api/dealers/${d.dealerId}`)).body).toEqual({ message: 'Dealer not found' });
  });
});
