import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { rowsOf } from '../src/listings/cache';
import { dealers, enquiries, leads, listings, subscriptions, users } from '../src/db/schema';
import { call, createTestContext, type TestContext } from './helpers';
import { createAccount, multipart, TINY_PNG } from './account-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const listing = (dealerId: string, status: 'pending' | 'active' | 'rejected' | 'paused', views: number) => ({
  dealerId,
  status,
  views,
  make: 'Toyota',
  model: 'Camry',
  bodyType: 'Sedan',
  year: 2024,
  msrp: 30000,
  monthlyPayment: 299,
  downPayment: 2000,
  carType: 'Sedan',
  extraMileageCost: 0.25,
  fuelType: 'Gasoline',
  transmission: 'Automatic',
  interiorColor: 'Black',
  exteriorColor: 'White',
  numberOfSeats: '5',
});

describe('GET /api/dealers/profile', () => {
  it("answers the signed-in dealer's own row", async () => {
    const a = await createAccount(ctx, 'dealer');
    const res = await call(ctx.app, { method: 'GET', url: '/api/dealers/profile', token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: a.dealerId, userId: a.id, status: 'approved' });
  });

  it("answers 404 'Dealer ID not found in token' for a dealer user without a dealership", async () => {
    const lone = await createAccount(ctx, 'user');
    await ctx.database.db.update(users).set({ role: 'dealer' }).where(eq(users.id, lone.id));
    const res = await call(ctx.app, { method: 'GET', url: '/api/dealers/profile', token: lone.token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Dealer ID not found in token');
  });
});

describe('GET /api/dealers/profile answers the contract only', () => {
  it('sends dates as ISO strings and never the payment provider ids or the password hash', async () => {
    const a = await createAccount(ctx, 'dealer');
    await ctx.database.db
      .update(dealers)
      .set({ stripeCustomerId: 'cus_secret', stripePaymentMethodId: 'pm_secret', campaign: { utm_source: 'mail' } })
      .where(eq(dealers.id, a.dealerId!));
    const res = await call(ctx.app, { method: 'GET', url: '/api/dealers/profile', token: a.token });
    expect(res.status).toBe(200);
    expect(res.res.body).not.toMatch(/cus_secret|pm_secret|stripe|passwordHash|argon2/i);
    expect(res.body.data).toMatchObject({
      campaign: { utm_source: 'mail' },
      hasValidPaymentMethod: false,
      trialPeriodDays: 30,
    });
    for (const key of ['createdAt', 'updatedAt', 'trialStartDate', 'trialEndDate']) {
      expect(new Date(res.body.data[key]).toISOString()).toBe(res.body.data[key]);
    }
  });
});

describe('GET /api/dealers/:id (admin view)', () => {
  it("answers the dealer, its user's name and email, and its subscription in dollars", async () => {
    const admin = await createAccount(ctx, 'admin');
    const a = await createAccount(ctx, 'dealer', { dealerStatus: 'pending' });
    await ctx.database.db
      .update(subscriptions)
      .set({ plan: 'pro', status: 'active', monthlyFeeCents: 19900, cplRateCents: 4550, stripeSubscriptionId: 'sub_1' })
      .where(eq(subscriptions.dealerId, a.dealerId!));
    await ctx.database.db.update(dealers).set({ stripeCustomerId: 'cus_1' }).where(eq(dealers.id, a.dealerId!));
    const res = await call(ctx.app, { method: 'GET', url: `/api/dealers/${a.dealerId}`, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({
      id: a.dealerId,
      userId: a.id,
      dealershipName: `Dealer ${a.email}`,
      status: 'pending',
      firstName: 'Test',
      lastName: 'dealer',
      email: a.email,
      stripeCustomerId: 'cus_1',
      stripePaymentMethodId: null,
      subscription: {
        dealerId: a.dealerId,
        plan: 'pro',
        status: 'active',
        monthlyFee: 199,
        cplRate: 45.5,
        stripeSubscriptionId: 'sub_1',
        willAutoRenew: true,
      },
    });
    expect(new Date(res.body.data.createdAt).toISOString()).toBe(res.body.data.createdAt);
    expect(new Date(res.body.data.subscription.createdAt).toISOString()).toBe(res.body.data.subscription.createdAt);
    expect(res.res.body).not.toMatch(/passwordHash|tokenVersion|monthlyFeeCents/);
  });

  it('answers subscription null for a dealer without one', async () => {
    const admin = await createAccount(ctx, 'admin');
    const a = await createAccount(ctx, 'dealer');
    await ctx.database.db.delete(subscriptions).where(eq(subscriptions.dealerId, a.dealerId!));
    const res = await call(ctx.app, { method: 'GET', url: `/api/dealers/${a.dealerId}`, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: a.dealerId, subscription: null });
  });

  it("answers 404 JSON 'Dealer not found' for an unknown or malformed id", async () => {
    const admin = await createAccount(ctx, 'admin');
    const user = await createAccount(ctx, 'user');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', user.id, '1%27%20OR%201=1']) {
      const res = await call(ctx.app, { method: 'GET', url: `/api/dealers/${id}`, token: admin.token });
      expect({ id, status: res.status, body: res.body }).toEqual({
        id,
        status: 404,
        body: { message: 'Dealer not found' },
      });
    }
  });

  it('is for admins only', async () => {
    const a = await createAccount(ctx, 'dealer');
    const url = `/api/dealers/${a.dealerId}`;
    expect((await call(ctx.app, { method: 'GET', url })).status).toBe(401);
    expect((await call(ctx.app, { method: 'GET', url, token: a.token })).status).toBe(403);
    expect((await call(ctx.app, { method: 'GET', url, token: (await createAccount(ctx, 'user')).token })).status).toBe(
      403,
    );
  });
});

describe('GET /api/dealers/stats/dashboard', () => {
  it("counts only this dealer's listings, leads and enquiries", async () => {
    const a = await createAccount(ctx, 'dealer');
    const b = await createAccount(ctx, 'dealer');
    const db = ctx.database.db;
    const [l1] = await db
      .insert(listings)
      .values([
        listing(a.dealerId!, 'active', 10),
        listing(a.dealerId!, 'active', 5),
        listing(a.dealerId!, 'pending', 1),
        listing(a.dealerId!, 'rejected', 0),
        listing(b.dealerId!, 'active', 100),
      ])
      .returning();
    const now = ctx.clock.now();
    const old = new Date(now.getTime() - 40 * 86_400_000);
    const lead = (dealerId: string, extra: object) => ({
      dealerId,
      listingId: l1.id,
      firstName: 'L',
      email: 'l@example.com',
      emailKey: 'l@example.com',
      ...extra,
    });
    await db
      .insert(leads)
      .values([
        lead(a.dealerId!, { isEmailVerified: true, status: 'new', createdAt: now }),
        lead(a.dealerId!, { isEmailVerified: false, status: 'new', createdAt: now }),
        lead(a.dealerId!, { isEmailVerified: true, status: 'contacted', createdAt: old }),
        lead(b.dealerId!, { isEmailVerified: true, status: 'new', createdAt: now }),
      ]);
    await db.insert(enquiries).values([
      { dealerId: a.dealerId!, firstName: 'E', email: 'e@example.com' },
      { dealerId: b.dealerId!, firstName: 'E', email: 'e@example.com' },
      { dealerId: b.dealerId!, firstName: 'E', email: 'e@example.com' },
    ]);
    const res = await call(ctx.app, { method: 'GET', url: '/api/dealers/stats/dashboard', token: a.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        totalListings: 4,
        activeListings: 2,
        pendingListings: 1,
        listingsByStatus: { active: 2, pending: 1, paused: 0, rejected: 1 },
        totalViews: 16,
        totalLeads: 3,
        verifiedLeads: 2,
        newLeads: 2,
        totalEnquiries: 1,
        leadsLast30Days: 2,
        // Last month's figures depend on today's date (the lead 40 days old); test/dealer-funnel.test.ts fixes the clock.
        leadsByMonth: { thisMonth: 2, lastMonth: expect.any(Number), lastMonthToDate: expect.any(Number) },
        enquiriesByMonth: { thisMonth: 1, lastMonth: 0, lastMonthToDate: 0 },
      },
    });
    const empty = await createAccount(ctx, 'dealer', { dealerStatus: 'pending' });
    const none = await call(ctx.app, { method: 'GET', url: '/api/dealers/stats/dashboard', token: empty.token });
    const zero = { thisMonth: 0, lastMonth: 0, lastMonthToDate: 0 };
    expect(none.body.data).toEqual({
      totalListings: 0,
      activeListings: 0,
      pendingListings: 0,
      listingsByStatus: { active: 0, pending: 0, paused: 0, rejected: 0 },
      totalViews: 0,
      totalLeads: 0,
      verifiedLeads: 0,
      newLeads: 0,
      totalEnquiries: 0,
      leadsLast30Days: 0,
      leadsByMonth: zero,
      enquiriesByMonth: zero,
    });
  });
});

describe('PATCH /api/dealers/profiledata', () => {
  const URL_ = '/api/dealers/profiledata';
  const patch = (token: string | undefined, parts: Parameters<typeof multipart>[0]) =>
    call(ctx.app, { method: 'PATCH', url: URL_, token, ...multipart(parts) });
  const text = (fields: Record<string, string>) => Object.entries(fields).map(([name, value]) => ({ name, value }));
  const row = async (id: string) => (await ctx.database.db.select().from(dealers).where(eq(dealers.id, id)))[0];
  const storedFiles = () =>
    fs.existsSync(path.join(ctx.config.UPLOAD_DIR, 'profiles'))
      ? fs.readdirSync(path.join(ctx.config.UPLOAD_DIR, 'profiles')).length
      : 0;

  it("updates the caller's dealership (phone and website normalised) and the account picture, and answers the profile", async () => {
    const a = await createAccount(ctx, 'dealer');
    const res = await patch(a.token, [
      ...text({
        dealershipName: '  Sunrise Motors ',
        phoneNumber: '9876543210',
        website: 'https://sunrise.example/?utm=x',
        address: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zipCode: '73301',
      }),
      { name: 'profileImage', value: TINY_PNG, filename: 'logo.png', contentType: 'image/png' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Profile updated successfully' });
    expect(res.body.data).toMatchObject({
      id: a.dealerId,
      dealershipName: 'Sunrise Motors',
      phoneNumber: '+91-9876543210',
      website: 'https://sunrise.example/',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zipCode: '73301',
    });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, a.id));
    // Stored re-encoded (a PNG stays a PNG), never as sent.
    const stored = fs.readFileSync(path.join(ctx.config.UPLOAD_DIR, user.profileImage!));
    expect(stored.equals(TINY_PNG)).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/dealers/profile', token: a.token })).body.data.dealershipName,
    ).toBe('Sunrise Motors');
  });

  it('changes only the fields sent; a blank website clears it; a JSON body works too', async () => {
    const a = await createAccount(ctx, 'dealer');
    await patch(a.token, text({ city: 'Austin', website: 'https://a.example' }));
    const res = await patch(a.token, text({ state: 'TX', website: '' }));
    expect(res.body.data).toMatchObject({
      city: 'Austin',
      state: 'TX',
      website: null,
      dealershipName: `Dealer ${a.email}`,
    });
    const json = await call(ctx.app, { method: 'PATCH', url: URL_, token: a.token, payload: { zipCode: '10001' } });
    expect(json.status).toBe(200);
    expect(json.body.data.zipCode).toBe('10001');
  });

  it("changes the dealer's own first name, last name and phone (spec 2: editable), with the sign-up's messages", async () => {
    const a = await createAccount(ctx, 'dealer');
    const res = await patch(a.token, text({ firstName: ' Ana ', lastName: 'Reyes-Ortiz', phone: '+1 512 555 0101' }));
    expect(res.status).toBe(200);
    const me = await call(ctx.app, { method: 'GET', url: '/api/auth/me', token: a.token });
    expect(me.body.data.user).toMatchObject({ firstName: 'Ana', lastName: 'Reyes-Ortiz', phone: '+1 512 555 0101' });
    // A blank phone clears it; a blank name is refused and nothing of the request is kept.
    await patch(a.token, text({ phone: '' }));
    const blank = await patch(a.token, text({ city: 'Dallas', lastName: ' ' }));
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([
      expect.objectContaining({ path: 'lastName', message: 'Last name is required' }),
    ]);
    const after = await call(ctx.app, { method: 'GET', url: '/api/auth/me', token: a.token });
    expect(after.body.data.user).toMatchObject({ lastName: 'Reyes-Ortiz', phone: null });
    expect((await row(a.dealerId!)).city).not.toBe('Dallas');
  });

  it("moves the dealership's listings with a new ZIP code, so the distance search finds them where it is now", async () => {
    const a = await createAccount(ctx, 'dealer');
    const other = await createAccount(ctx, 'dealer');
    const [mine] = await ctx.database.db
      .insert(listings)
      .values({ ...listing(a.dealerId!, 'active', 0), zipCode: '78701', latitude: 30.27, longitude: -97.74 })
      .returning();
    const [theirs] = await ctx.database.db
      .insert(listings)
      .values({ ...listing(other.dealerId!, 'active', 0), zipCode: '78701', latitude: 30.27, longitude: -97.74 })
      .returning();
    const where = async (id: string) =>
      (
        await ctx.database.db
          .select({ zip: listings.zipCode, lat: listings.latitude, changed: listings.updatedAt })
          .from(listings)
          .where(eq(listings.id, id))
      )[0];
    const before = await where(theirs.id);
    expect(
      (await call(ctx.app, { method: 'PATCH', url: URL_, token: a.token, payload: { zipCode: '10001' } })).status,
    ).toBe(200);
    const moved = await where(mine.id);
    expect(moved.zip).toBe('10001');
    expect(moved.lat).toBeCloseTo(40.75, 1);
    // changed now: a saved search around New York mails it as a new match
    expect(moved.changed.getTime()).toBe(ctx.clock.now().getTime());
    expect(await where(theirs.id)).toEqual(before);
  });

  it('shows a new dealership name on the deal page, and tells the listings cache only when what the public sees changes', async () => {
    const a = await createAccount(ctx, 'dealer');
    const [l] = await ctx.database.db
      .insert(listings)
      .values(listing(a.dealerId!, 'active', 0))
      .returning();
    const version = async () =>
      Number(
        rowsOf<{ version: number }>(
          await ctx.database.db.execute(sql`select version from cache_versions where name = 'listings'`),
        )[0]?.version ?? 0,
      );
    const v0 = await version();
    await patch(a.token, text({ phoneNumber: '+1 555 0100' }));
    expect(await version()).toBe(v0);
    await patch(a.token, text({ dealershipName: 'Renamed Motors' }));
    expect(await version()).toBe(v0 + 1);
    // a new ZIP code moves the listings (the distance search)
    await patch(a.token, text({ zipCode: '12345' }));
    expect(await version()).toBe(v0 + 2);
    const detail = await call(ctx.app, { method: 'GET', url: `/api/listings/${l.id}` });
    expect(detail.body.data.dealer).toMatchObject({ dealershipName: 'Renamed Motors' });
  });

  it('refuses blank required fields and too-long values with the field message, and saves nothing', async () => {
    const a = await createAccount(ctx, 'dealer');
    const before = await row(a.dealerId!);
    const cases: Array<[Record<string, string>, string]> = [
      [{ dealershipName: '  ' }, 'Dealership name is required'],
      [{ phoneNumber: '' }, 'Phone number is required'],
      [{ address: '' }, 'Address is required'],
      [{ city: '' }, 'City is required'],
      [{ state: '' }, 'State is required'],
      [{ zipCode: '' }, 'Zip code is required'],
      [{ website: 'x'.repeat(201) }, 'Website is too long'],
      [{ city: 'Aus\u0000tin' }, 'Control characters are not allowed'],
    ];
    for (const [fields, message] of cases) {
      const valid: Record<string, string> = 'city' in fields ? { zipCode: '99999' } : { city: 'Changed' };
      const res = await patch(a.token, text({ ...valid, ...fields }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await row(a.dealerId!)).toEqual(before);
  });

  it('refuses an unknown field (also the dealer id in the body), keeping the row as it was', async () => {
    const a = await createAccount(ctx, 'dealer');
    const b = await createAccount(ctx, 'dealer');
    const before = await row(a.dealerId!);
    const unknown = await patch(a.token, text({ dealershipName: 'X', status: 'approved' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown field: status');
    const otherId = await patch(a.token, text({ id: b.dealerId!, dealershipName: 'Hijack' }));
    expect(otherId.status).toBe(400);
    const json = await call(ctx.app, {
      method: 'PATCH',
      url: URL_,
      token: a.token,
      payload: { dealerId: b.dealerId, city: 'X' },
    });
    expect(json.status).toBe(400);
    expect(await row(a.dealerId!)).toEqual(before);
    expect((await row(b.dealerId!)).dealershipName).toBe(`Dealer ${b.email}`);
  });

  it("changes only the caller's row: another dealer's data stays the same", async () => {
    const a = await createAccount(ctx, 'dealer');
    const b = await createAccount(ctx, 'dealer');
    const bBefore = await row(b.dealerId!);
    expect((await patch(a.token, text({ dealershipName: 'Only A', city: 'Reno' }))).status).toBe(200);
    expect(await row(b.dealerId!)).toEqual(bBefore);
  });

  it("answers 404 'Dealer ID not found in token' to a dealer user without a dealership, storing nothing", async () => {
    const lone = await createAccount(ctx, 'user');
    await ctx.database.db.update(users).set({ role: 'dealer' }).where(eq(users.id, lone.id));
    const files = storedFiles();
    const res = await patch(lone.token, [
      ...text({ city: 'X' }),
      { name: 'profileImage', value: TINY_PNG, filename: 'a.png', contentType: 'image/png' },
    ]);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Dealer ID not found in token');
    expect(storedFiles()).toBe(files);
  });

  it('refuses consumers and admins (403) and anonymous callers (401) before reading the body', async () => {
    const u = await createAccount(ctx, 'user');
    const admin = await createAccount(ctx, 'admin');
    expect((await patch(undefined, text({ city: 'X' }))).status).toBe(401);
    expect((await patch(u.token, text({ city: 'X' }))).status).toBe(403);
    expect((await patch(admin.token, text({ bogus: 'X' }))).status).toBe(403);
  });

  it('refuses a truncated upload and a body without a boundary (400), an oversized image (413), text named .jpg (400); nothing kept', async () => {
    const a = await createAccount(ctx, 'dealer');
    const before = await row(a.dealerId!);
    const files = storedFiles();
    const whole = multipart([
      ...text({ city: 'Truncated' }),
      { name: 'profileImage', value: TINY_PNG, filename: 'a.png', contentType: 'image/png' },
    ]);
    const truncated = await call(ctx.app, {
      method: 'PATCH',
      url: URL_,
      token: a.token,
      headers: whole.headers,
      payload: whole.payload.subarray(0, whole.payload.length - 30),
    });
    expect(truncated.status).toBe(400);
    expect(truncated.body.message).toBe('The form data could not be read');
    const noBoundary = await call(ctx.app, {
      method: 'PATCH',
      url: URL_,
      token: a.token,
      headers: { 'content-type': 'multipart/form-data' },
      payload: whole.payload,
    });
    expect(noBoundary.status).toBe(400);
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(ctx.config.MAX_UPLOAD_BYTES + 10)]);
    const tooBig = await patch(a.token, [
      ...text({ city: 'Big' }),
      { name: 'profileImage', value: big, filename: 'big.png', contentType: 'image/png' },
    ]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toMatch(/^Image is too large/);
    const fake = await patch(a.token, [
      ...text({ city: 'Fake' }),
      {
        name: 'profileImage',
        value: Buffer.from('just some text, not a picture'),
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
      },
    ]);
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('Only JPEG or PNG images are allowed');
    expect(await row(a.dealerId!)).toEqual(before);
    expect(storedFiles()).toBe(files);
  });
});
