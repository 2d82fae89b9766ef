import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { dealers, listings } from '../src/db/schema';
import { loadConfig } from '../src/config';
import { rowsOf } from '../src/listings/cache';
import { refreshAllDealScores } from '../src/listings/deal-score';
import { call, createTestContext, TEST_SECRET, type TestContext } from './helpers';
import { file, jpeg, listingParts, sendListing } from './listing-form-helpers';
import { makeDealer, makeListing, makeUser } from './listings-fixtures';

let ctx: TestContext;
let trial: Awaited<ReturnType<typeof makeDealer>>;
let pro: Awaited<ReturnType<typeof makeDealer>>;
let proPaid: Awaited<ReturnType<typeof makeDealer>>;
let hidden: Record<string, Awaited<ReturnType<typeof makeDealer>>>;
let admin: { token: string };
let consumer: { token: string };
const ids: Record<string, string> = {};
const base = Date.UTC(2025, 0, 1);
const day = (n: number) => new Date(base + n * 86_400_000);

beforeAll(async () => {
  ctx = await createTestContext({ SEARCH_CACHE_TTL_MS: 0 });
  const now = ctx.clock.now();
  const db = ctx.database.db;
  trial = await makeDealer(ctx.app, 'trial', now, 'Trial Motors');
  pro = await makeDealer(ctx.app, 'pro', now, 'Pro Cars');
  proPaid = await makeDealer(ctx.app, 'pro-canceled-paid', now, 'Paid Till Friday');
  hidden = {};
  for (const kind of [
    'pending',
    'suspended',
    'trial-expired',
    'trial-cancelled',
    'pro-canceled-expired',
    'past-due',
  ] as const) {
    hidden[kind] = await makeDealer(ctx.app, kind, now);
    ids[`hidden-${kind}`] = await makeListing(db, hidden[kind].dealerId, { make: 'Hidden', model: kind });
  }
  admin = await makeUser(ctx.app, { role: 'admin' });
  consumer = await makeUser(ctx.app, { role: 'user' });
  // 12 public listings over three eligible dealers.
  ids.camry = await makeListing(db, trial.dealerId, {
    make: 'Toyota',
    model: 'Camry',
    bodyType: 'Sedan',
    monthlyPayment: 299,
    dateAdded: day(1),
    views: 5,
    zipCode: '78701',
    fuelType: 'Hybrid',
    downPayment: 0,
    leaseTerms: [24, 36],
    mileageLimits: [10000, 12000, 15000],
    year: 2024,
  });
  ids.rav4 = await makeListing(db, trial.dealerId, {
    make: 'Toyota',
    model: 'RAV4',
    bodyType: 'SUV',
    monthlyPayment: 359,
    dateAdded: day(2),
    views: 50,
    zipCode: '78702',
    fuelType: 'Plug-in Hybrid',
    downPayment: 3000,
    leaseTerms: [36, 48],
    mileageLimits: [12000, 15000],
    year: 2026,
    msrp: 36000,
  });
  ids.corolla = await makeListing(db, trial.dealerId, {
    make: 'Toyota',
    model: 'Corolla',
    bodyType: 'Sedan',
    monthlyPayment: 199,
    dateAdded: day(3),
    zipCode: '10001',
  });
  ids.civic = await makeListing(db, pro.dealerId, {
    make: 'Honda',
    model: 'Civic',
    bodyType: 'Sedan',
    monthlyPayment: 249,
    dateAdded: day(4),
    isLimitedOffer: true,
  });
  ids.crv = await makeListing(db, pro.dealerId, {
    make: 'Honda',
    model: 'CR-V',
    bodyType: 'SUV',
    monthlyPayment: 389,
    dateAdded: day(5),
    available: false,
  });
  ids.pilot = await makeListing(db, pro.dealerId, {
    make: 'Honda',
    model: 'Pilot',
    bodyType: 'SUV',
    monthlyPayment: 529,
    dateAdded: day(6),
    views: 500,
  });
  ids.m3 = await makeListing(db, proPaid.dealerId, {
    make: 'BMW',
    model: '3 Series',
    bodyType: 'Sedan',
    monthlyPayment: 549,
    dateAdded: day(7),
  });
  ids.x5 = await makeListing(db, proPaid.dealerId, {
    make: 'BMW',
    model: 'X5',
    bodyType: 'SUV',
    monthlyPayment: 899,
    dateAdded: day(8),
    isLimitedOffer: true,
    msrp: 67000,
    downPayment: 5000,
    leaseTerms: [36, 48],
    mileageLimits: [10000, 12000],
    year: 2026,
    extraMileageCost: 0.3,
  });
  ids.mx5 = await makeListing(db, proPaid.dealerId, {
    make: 'Mazda',
    model: 'MX-5 Miata',
    bodyType: 'Convertible',
    monthlyPayment: 379,
    dateAdded: day(9),
  });
  ids.f150 = await makeListing(db, pro.dealerId, {
    make: 'Ford',
    model: 'F-150',
    bodyType: 'Pickup Truck',
    monthlyPayment: 479,
    dateAdded: day(10),
  });
  ids.mache = await makeListing(db, pro.dealerId, {
    make: 'Ford',
    model: 'Mustang Mach-E',
    bodyType: 'Crossover',
    monthlyPayment: 429,
    dateAdded: day(11),
    fuelType: 'Electric',
    msrp: 45000,
    leaseTerms: [24, 36],
    mileageLimits: [10000, 12000, 15000, 20000],
    extraMileageCost: 0.15,
  });
  ids.bolt = await makeListing(db, trial.dealerId, {
    make: 'Chevrolet',
    model: 'Bolt EUV',
    bodyType: 'Crossover',
    monthlyPayment: 189,
    dateAdded: day(12),
    fuelType: 'Electric',
    downPayment: 0,
    leaseTerms: [24, 36, 48],
    mileageLimits: [10000, 15000],
    year: 2023,
    extraMileageCost: 0.1,
  });
  // Not public although the dealer is eligible.
  ids.pending = await makeListing(db, trial.dealerId, { make: 'Toyota', model: 'Supra', status: 'pending' });
  ids.paused = await makeListing(db, pro.dealerId, { make: 'Honda', model: 'Accord', status: 'paused' });
  ids.rejected = await makeListing(db, pro.dealerId, {
    make: 'Honda',
    model: 'Odyssey',
    bodyType: 'Minivan',
    status: 'rejected',
  });
  await refreshAllDealScores(db, now);
});
afterAll(async () => {
  await ctx.close();
});

const search = async (qs: string, token?: string) =>
  call(ctx.app, { method: 'GET', url: `/api/listings${qs ? `?${qs}` : ''}`, token });
const idsOf = (body: { data?: { listings: Array<{ id: string }> } }) => body.data!.listings.map((l) => l.id);
const key = (id: string) => Object.entries(ids).find(([, v]) => v === id)?.[0];

describe('GET /api/listings (public search)', () => {
  it('shows only active listings of dealers who may receive leads, as cards with pagination', async () => {
    const res = await search('status=active&limit=50');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.meta.pagination).toEqual({ page: 1, limit: 50, total: 12, totalPages: 1 });
    const found = idsOf(res.body).map(key).sort();
    expect(found).toEqual([
      'bolt',
      'camry',
      'civic',
      'corolla',
      'crv',
      'f150',
      'm3',
      'mache',
      'mx5',
      'pilot',
      'rav4',
      'x5',
    ]);
    const card = res.body.data.listings.find((l: { id: string }) => l.id === ids.civic);
    expect(card).toEqual({
      id: ids.civic,
      make: 'Honda',
      model: 'Civic',
      year: 2025,
      bodyType: 'Sedan',
      fuelType: 'Gasoline',
      transmission: 'Automatic',
      monthlyPayment: 249,
      imageUrls: ['listings/main.jpg'],
      isLimitedOffer: true,
      dateAdded: day(4).toISOString(),
      msrp: 30000,
      downPayment: 2000,
      leaseTerms: [36],
      mileageLimits: [12000],
      extraMileageCost: 0.25,
      dealScore: expect.objectContaining({ peers: 9 }),
      // A picture stored before sizes were recorded: no width, height or WebP copies.
      pictures: [{ key: 'listings/main.jpg', width: null, height: null, webp: [] }],
    });
    // status omitted means active
    expect((await search('limit=50')).body.meta.pagination.total).toBe(12);
  });

  it('filters by make, model, body type, price range, zip code and availability', async () => {
    const sorted = async (qs: string) => idsOf((await search(`${qs}&limit=50&sort=price_asc`)).body).map(key);
    expect(await sorted('make=Toyota')).toEqual(['corolla', 'camry', 'rav4']);
    expect(await sorted('make=Toyota&model=RAV4')).toEqual(['rav4']);
    expect(await sorted('bodyType=SUV')).toEqual(['rav4', 'crv', 'pilot', 'x5']);
    expect(await sorted('make=Honda&bodyType=SUV')).toEqual(['crv', 'pilot']);
    expect(await sorted('minPrice=200&maxPrice=300')).toEqual(['civic', 'camry']);
    expect(await sorted('minPrice=800')).toEqual(['x5']);
    expect(await sorted('maxPrice=200')).toEqual(['bolt', 'corolla']);
    expect(await sorted('zipCode=787')).toEqual(['camry', 'rav4']);
    expect(await sorted('available=false')).toEqual(['crv']);
    expect((await search('available=true')).body.meta.pagination.total).toBe(11);
    expect(await sorted('make=Nope')).toEqual([]);
    expect(await sorted('make=Hidden')).toEqual([]);
    expect(await sorted('make=%25')).toEqual([]);
  });

  it('lists the deals flagged as offers, paged, with offers=true (/lease-offers)', async () => {
    const sorted = async (qs: string) => idsOf((await search(`${qs}&sort=price_asc`)).body).map(key);
    expect(await sorted('offers=true&limit=50')).toEqual(['civic', 'x5']);
    const second = await search('offers=true&limit=1&page=2&sort=price_asc');
    expect(idsOf(second.body).map(key)).toEqual(['x5']);
    expect(second.body.meta.pagination).toMatchObject({ page: 2, total: 2, totalPages: 2 });
    expect((await search('offers=false&limit=50')).body.meta.pagination.total).toBe(10);
    expect((await search('offers=yes')).status).toBe(400);
  });

  it('sorts: recommended (best deal score, then limited offers, then newest), price both ways, newest, popular', async () => {
    const order = async (sort?: string) =>
      idsOf((await search(`limit=50${sort ? `&sort=${sort}` : ''}`)).body).map(key);
    expect(await order('price_asc')).toEqual([
      'bolt',
      'corolla',
      'civic',
      'camry',
      'rav4',
      'mx5',
      'crv',
      'mache',
      'f150',
      'pilot',
      'm3',
      'x5',
    ]);
    expect(await order('price_desc')).toEqual([...(await order('price_asc'))].reverse());
    expect(await order('newest')).toEqual([
      'bolt',
      'mache',
      'f150',
      'mx5',
      'x5',
      'm3',
      'pilot',
      'crv',
      'civic',
      'corolla',
      'rav4',
      'camry',
    ]);
    expect((await order('popular')).slice(0, 3)).toEqual(['pilot', 'rav4', 'camry']);
    // Recommended: the best deal score first, then limited offers, then the newest.
    const cards = (await search('limit=50&sort=recommended')).body.data.listings as Array<{
      id: string;
      isLimitedOffer: boolean;
      dateAdded: string;
      dealScore: { score: number } | null;
    }>;
    const scoreOf = (c: (typeof cards)[number]) => c.dealScore?.score ?? -1;
    const expected = [...cards].sort(
      (a, b) =>
        scoreOf(b) - scoreOf(a) ||
        Number(b.isLimitedOffer) - Number(a.isLimitedOffer) ||
        b.dateAdded.localeCompare(a.dateAdded) ||
        b.id.localeCompare(a.id),
    );
    expect(cards.map((c) => key(c.id))).toEqual(expected.map((c) => key(c.id)));
    expect(new Set(cards.map(scoreOf)).size).toBeGreaterThan(3);
    expect((await order('recommended')).slice(0, 3)).toEqual((await order('deal_score')).slice(0, 3));
    expect(await order()).toEqual(await order('recommended'));
  });

  it('pages with stable totals', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const res = await search(`limit=5&page=${page}&sort=price_asc`);
      expect(res.body.meta.pagination).toEqual({ page, limit: 5, total: 12, totalPages: 3 });
      seen.push(...idsOf(res.body));
    }
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
    const last = await search('limit=5&page=3');
    expect(last.body.data.listings).toHaveLength(2);
    const beyond = await search('limit=5&page=9');
    expect(beyond.status).toBe(200);
    expect(beyond.body.data.listings).toEqual([]);
    expect(beyond.body.meta.pagination.total).toBe(12);
    expect((await search('')).body.meta.pagination).toEqual({ page: 1, limit: 10, total: 12, totalPages: 2 });
  });

  it('rejects bad input with 400 JSON', async () => {
    for (const qs of [
      'limit=101',
      'limit=0',
      'page=0',
      'sort=cheapest',
      'minPrice=-1',
      'minPrice=abc',
      'status=deleted',
      'available=yes',
      'dealerId=nope',
    ]) {
      const res = await search(qs);
      expect([qs, res.status]).toEqual([qs, 400]);
      expect(typeof res.body.message).toBe('string');
    }
    const swapped = await search('minPrice=500&maxPrice=100');
    expect(swapped.status).toBe(400);
    expect(swapped.body.message).toBe('minPrice cannot be greater than maxPrice');
  });

  it('follows the dealer eligibility over time: an ended trial or paid-up period hides the listings', async () => {
    ctx.clock.advanceDays(6);
    try {
      // the cancelled Pro plan was paid for 5 more days
      expect(
        idsOf((await search('limit=50')).body)
          .map(key)
          .sort(),
      ).toEqual(['bolt', 'camry', 'civic', 'corolla', 'crv', 'f150', 'mache', 'pilot', 'rav4']);
      ctx.clock.advanceDays(15); // the trial ended (20 days)
      const res = await search('limit=50');
      expect(idsOf(res.body).map(key).sort()).toEqual(['civic', 'crv', 'f150', 'mache', 'pilot']);
      expect((await call(ctx.app, { method: 'GET', url: `/api/listings/${ids.camry}` })).status).toBe(404);
    } finally {
      ctx.clock.advanceDays(-21);
    }
  });
});

describe('GET /api/listings with other statuses (management)', () => {
  it('is refused to anonymous callers and consumers', async () => {
    expect((await search('status=all')).status).toBe(401);
    expect((await search('status=pending', consumer.token)).status).toBe(403);
  });
  it('gives a dealer its own listings only, whatever dealerId it sends', async () => {
    const res = await search(`status=all&limit=50&dealerId=${pro.dealerId}`, trial.token);
    expect(res.status).toBe(200);
    expect(idsOf(res.body).map(key).sort()).toEqual(['bolt', 'camry', 'corolla', 'pending', 'rav4']);
    expect(res.body.data.listings[0]).toHaveProperty('status');
    const pending = await search('status=pending', trial.token);
    expect(idsOf(pending.body).map(key)).toEqual(['pending']);
  });
  it('gives an admin every dealer, or one dealer', async () => {
    const all = await search('status=all&limit=100', admin.token);
    expect(all.body.meta.pagination.total).toBe(12 + 3 + 6);
    const one = await search(`status=all&dealerId=${pro.dealerId}&limit=50`, admin.token);
    expect(idsOf(one.body).map(key).sort()).toEqual(['civic', 'crv', 'f150', 'mache', 'paused', 'pilot', 'rejected']);
    const paused = await search('status=paused', admin.token);
    expect(idsOf(paused.body).map(key)).toEqual(['paused']);
    const searched = await search('status=all&search=mach', admin.token);
    expect(idsOf(searched.body).map(key)).toEqual(['mache']);
  });
});

describe('GET /api/listings/filter-options', () => {
  it('lists makes, models by make and body types of public listings only', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/listings/filter-options' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        makes: ['BMW', 'Chevrolet', 'Ford', 'Honda', 'Mazda', 'Toyota'],
        models: {
          BMW: ['3 Series', 'X5'],
          Chevrolet: ['Bolt EUV'],
          Ford: ['F-150', 'Mustang Mach-E'],
          Honda: ['Civic', 'CR-V', 'Pilot'],
          Mazda: ['MX-5 Miata'],
          Toyota: ['Camry', 'Corolla', 'RAV4'],
        },
        bodyTypes: ['Convertible', 'Crossover', 'Pickup Truck', 'Sedan', 'SUV'],
      },
    });
  });
});

describe('GET /api/listings/:id', () => {
  it('shows a public listing with its dealer and counts the view (once per visitor and day)', async () => {
    const first = await call(ctx.app, { method: 'GET', url: `/api/listings/${ids.rav4}` });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      id: ids.rav4,
      make: 'Toyota',
      model: 'RAV4',
      status: 'active',
      imageUrls: ['listings/main.jpg'],
      galleryImages: ['listings/g1.jpg'],
      leaseTerms: [36, 48],
      mileageLimits: [12000, 15000],
      msrp: 36000,
      extraMileageCost: 0.25,
      dealer: { id: trial.dealerId, dealershipName: 'Trial Motors', city: 'Austin', state: 'TX' },
      // compared with the nine other public cars of its $30,000-$40,000 MSRP band (the SUVs of the band alone are too few)
      dealScore: {
        score: expect.any(Number),
        peers: 9,
        reasons: [
          expect.objectContaining({
            factor: 'value',
            maxPoints: 85,
            text: '$421.50/month effective, down payment included: about the same as cars of $30,000-$40,000 MSRP',
          }),
          {
            factor: 'mileageRate',
            points: 5,
            maxPoints: 15,
            text: '12,000 miles a year included, $0.25 per mile over: about average',
          },
        ],
      },
    });
    const score = first.body.data.dealScore;
    expect(score.score).toBe(score.reasons.reduce((sum: number, r: { points: number }) => sum + r.points, 0));
    const views = first.body.data.views;
    const again = await call(ctx.app, { method: 'GET', url: `/api/listings/${ids.rav4}` });
    expect(again.body.data.views).toBe(views);
    const second = await call(ctx.app, {
      method: 'GET',
      url: `/api/listings/${ids.rav4}`,
      remoteAddress: '192.0.2.77',
    });
    expect(second.body.data.views).toBe(views + 1);
  });
  it('counts a visitor by address, not by user agent or account: 30 user agents from one address are one view', async () => {
    const viewsFrom = async (remoteAddress: string, headers: Record<string, string> = {}, token?: string) =>
      (await call(ctx.app, { method: 'GET', url: `/api/listings/${ids.camry}`, remoteAddress, headers, token })).body
        .data.views as number;
    const start = await viewsFrom('198.51.100.30', { 'user-agent': 'agent 0' });
    for (let i = 1; i < 30; i++) expect(await viewsFrom('198.51.100.30', { 'user-agent': `agent ${i}` })).toBe(start);
    expect(await viewsFrom('198.51.100.30', {}, consumer.token)).toBe(start);
    // Addresses of one IPv6 /64 are one subscriber.
    const v6 = await viewsFrom('2001:db8:1:2::1');
    expect(v6).toBe(start + 1);
    expect(await viewsFrom('2001:db8:1:2:ffff::9', { 'user-agent': 'another' })).toBe(v6);
    expect(await viewsFrom('198.51.100.31')).toBe(v6 + 1);
  });
  it('sends the public answer compressed as the caller accepts (br, else gzip), the same answer as uncompressed', async () => {
    const url = `/api/listings/${ids.rav4}`;
    const plain = await call(ctx.app, { method: 'GET', url });
    expect(plain.res.headers['content-encoding']).toBeUndefined();
    const decode: Record<string, (bytes: Buffer) => Buffer> = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
    ]) {
      const res = await call(ctx.app, { method: 'GET', url, headers: { 'accept-encoding': accept } });
      expect(res.status).toBe(200);
      expect(res.res.headers['content-encoding']).toBe(encoding);
      expect(res.res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.res.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(decode[encoding](res.res.rawPayload).toString())).toEqual(plain.body);
    }
  });
  it('hides listings that are not public, except from their dealer and admins', async () => {
    for (const k of ['pending', 'hidden-trial-expired', 'hidden-pending']) {
      expect((await call(ctx.app, { method: 'GET', url: `/api/listings/${ids[k]}` })).status).toBe(404);
      expect(
        (await call(ctx.app, { method: 'GET', url: `/api/listings/${ids[k]}`, token: consumer.token })).status,
      ).toBe(404);
      expect((await call(ctx.app, { method: 'GET', url: `/api/listings/${ids[k]}`, token: pro.token })).status).toBe(
        404,
      );
      expect((await call(ctx.app, { method: 'GET', url: `/api/listings/${ids[k]}`, token: admin.token })).status).toBe(
        200,
      );
    }
    const own = await call(ctx.app, { method: 'GET', url: `/api/listings/${ids.pending}`, token: trial.token });
    expect(own.status).toBe(200);
    expect(own.body.data.status).toBe('pending');
  });
  it('answers 404 for unknown or malformed ids', async () => {
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/listings/00000000-0000-4000-8000-000000000000' })).status,
    ).toBe(404);
    const bad = await call(ctx.app, { method: 'GET', url: '/api/listings/not-an-id' });
    expect(bad.status).toBe(404);
    expect(bad.body.message).toBe('Listing not found');
  });
});

describe('the search cache', () => {
  const versionOf = async (c: TestContext) =>
    Number(
      rowsOf<{ version: number }>(
        await c.database.db.execute(sql`select version from cache_versions where name = 'listings'`),
      )[0]?.version ?? 0,
    );

  it('drops its answers when a write to what the public sees commits, whoever writes it; a view count keeps them', async () => {
    const cached = await createTestContext({ SEARCH_CACHE_TTL_MS: 60_000 });
    try {
      const now = cached.clock.now();
      const d = await makeDealer(cached.app, 'pro', now);
      await makeListing(cached.database.db, d.dealerId, { make: 'Kia' });
      const get = async (qs = '') =>
        (await call(cached.app, { method: 'GET', url: `/api/listings?make=Kia${qs}` })).body;
      const options = async () =>
        (await call(cached.app, { method: 'GET', url: '/api/listings/filter-options' })).body.data.makes;
      expect((await get()).meta.pagination.total).toBe(1);
      expect(await options()).toEqual(['Kia']);
      // Written straight to the database: the read model's triggers bump the version in its transaction.
      const second = await makeListing(cached.database.db, d.dealerId, { make: 'Kia' });
      expect((await get()).meta.pagination.total).toBe(2);
      const popular = idsOf(await get('&sort=popular'));
      const before = await versionOf(cached);
      await cached.database.db.update(listings).set({ views: 1000 }).where(eq(listings.id, popular[1]));
      expect(await versionOf(cached)).toBe(before);
      expect(idsOf(await get('&sort=popular'))).toEqual(popular); // cached: a view count is no change
      await cached.database.db.update(listings).set({ status: 'paused' }).where(eq(listings.id, second));
      expect((await get()).meta.pagination.total).toBe(1);
      await cached.database.db.update(dealers).set({ status: 'suspended' }).where(eq(dealers.id, d.dealerId));
      expect((await get()).meta.pagination.total).toBe(0);
      expect(await options()).toEqual([]);
    } finally {
      await cached.close();
    }
  });

  it('keeps its answers when a create cannot change what the public sees, and drops them when a change does', async () => {
    const cached = await createTestContext({ SEARCH_CACHE_TTL_MS: 60_000 });
    try {
      const now = cached.clock.now();
      const shown = await makeDealer(cached.app, 'pro', now);
      const unapproved = await makeDealer(cached.app, 'pending', now);
      const moderator = await makeUser(cached.app, { role: 'admin' });
      await makeListing(cached.database.db, shown.dealerId, { make: 'Kia' });
      const version = async () =>
        (await call(cached.app, { method: 'GET', url: '/api/listings/version' })).body.data.version as number;
      const total = async () =>
        (await call(cached.app, { method: 'GET', url: '/api/listings?make=Kia' })).body.meta.pagination.total;
      const picture = await jpeg(80, 60);
      const create = async (token: string) => {
        const parts = listingParts({
          fields: { make: 'Kia' },
          images: [file('imageUrls', picture), file('galleryImages', picture)],
        });
        const res = await sendListing(cached, 'POST', token, parts);
        expect(res.status).toBe(201);
        return res.body.data.id as string;
      };
      expect(await total()).toBe(1);
      const before = await version();
      // A listing pending review (of an approved or an unapproved dealer) is not public: the
      // version stays, so every cached answer (of every instance, and of caches in front) stays.
      const pending = await create(shown.token);
      await create(unapproved.token);
      expect(await version()).toBe(before);
      // Its edit, still pending, changes nothing public either; nor does the unapproved dealer's new name.
      const edit = await sendListing(
        cached,
        'PUT',
        shown.token,
        listingParts({ fields: { make: 'Kia', model: 'EV9' } }),
        pending,
      );
      expect(edit.status).toBe(200);
      const rename = await call(cached.app, {
        method: 'PATCH',
        url: '/api/dealers/profiledata',
        token: unapproved.token,
        payload: { dealershipName: 'Renamed Before Approval' },
      });
      expect(rename.status).toBe(200);
      expect(await version()).toBe(before);
      // Approving it makes it public: the version moves in that transaction and the search shows it at once.
      const approve = await call(cached.app, {
        method: 'PUT',
        url: `/api/listings/${pending}/status`,
        token: moderator.token,
        payload: { status: 'active' },
      });
      expect(approve.status).toBe(200);
      expect(await version()).toBeGreaterThan(before);
      expect(await total()).toBe(2);
    } finally {
      await cached.close();
    }
  });

  it('reads a public deal from the database once a second for the public, every time for its dealer, and again after a change', async () => {
    const cached = await createTestContext({ SEARCH_CACHE_TTL_MS: 60_000 });
    try {
      const d = await makeDealer(cached.app, 'pro', cached.clock.now());
      const id = await makeListing(cached.database.db, d.dealerId, { make: 'Kia', model: 'Niro' });
      const read = async (token?: string) =>
        (await call(cached.app, { method: 'GET', url: `/api/listings/${id}`, token })).body.data as {
          model: string;
          views: number;
        };
      expect((await read()).model).toBe('Niro');
      // A view count is not a change the public listings announce (the version stays).
      await cached.database.db.update(listings).set({ views: 500 }).where(eq(listings.id, id));
      // Within the same second of the app's clock: the read before answers the public.
      expect((await read()).views).toBeLessThan(500);
      expect((await read(d.token)).views).toBe(500);
      cached.clock.set(new Date(cached.clock.now().getTime() + 1000));
      expect((await read()).views).toBeGreaterThanOrEqual(500);
      // A change to what the public sees bumps the version in its transaction: read again at once.
      await cached.database.db.update(listings).set({ model: 'Sorento' }).where(eq(listings.id, id));
      expect((await read()).model).toBe('Sorento');
    } finally {
      await cached.close();
    }
  });

  it('answers an expired entry once more while it refreshes in the background (bounded by twice the TTL)', async () => {
    // The entries age by the app's clock, so the test moves it instead of sleeping: each step is
    // at a set time, however slow the machine. Two trials end at different times with no write,
    // so only an entry's age reveals either; the clock only moves forward, as time does.
    const ttl = 300;
    const cached = await createTestContext({ SEARCH_CACHE_TTL_MS: ttl });
    try {
      const start = cached.clock.now();
      const first = await makeDealer(cached.app, 'trial', start);
      const second = await makeDealer(cached.app, 'trial', new Date(start.getTime() + 86_400_000));
      for (let i = 0; i < 3; i += 1) await makeListing(cached.database.db, first.dealerId, { make: 'Lada' });
      for (let i = 0; i < 2; i += 1) await makeListing(cached.database.db, second.dealerId, { make: 'Lada' });
      const publicUntil = async (dealerId: string) => {
        const [row] = await cached.database.db
          .select({ until: listings.publicUntil })
          .from(listings)
          .where(eq(listings.dealerId, dealerId))
          .limit(1);
        return row!.until!.getTime();
      };
      const firstEnds = await publicUntil(first.dealerId);
      const secondEnds = await publicUntil(second.dealerId);
      expect(secondEnds).toBeGreaterThan(firstEnds + 10 * ttl);
      const at = (ms: number) => cached.clock.set(new Date(ms));
      const get = async () =>
        (await call(cached.app, { method: 'GET', url: '/api/listings?make=Lada' })).body.meta.pagination.total;

      at(firstEnds - 1000);
      expect(await get()).toBe(5);
      // 1,001 ms later (more than twice the TTL) the first trial has ended: recomputed before answering.
      at(firstEnds + 1);
      expect(await get()).toBe(2);

      at(secondEnds - 400);
      expect(await get()).toBe(2); // expires at secondEnds - 100
      // 400 ms old (expired, less than twice the TTL) and the second trial has ended: the stale
      // entry is answered once more while the refresh runs.
      at(secondEnds + 1);
      expect(await get()).toBe(2);
      // Twice the TTL after the entry was made, it is no longer answered: the refresh's answer is
      // (whether the refresh has ended or is awaited).
      at(secondEnds - 400 + 2 * ttl);
      expect(await get()).toBe(0);
    } finally {
      await cached.close();
    }
  });
});

describe('the capped count (SEARCH_COUNT_CAP)', () => {
  // 8 public Kia listings, 2 of a dealer whose trial ended, 1 paused: with a cap of 5 the
  // search counts at most 5 public matches and says so.
  async function withCap(ttlMs: number, run: (c: TestContext, admin: { token: string }) => Promise<void>) {
    const c = await createTestContext({ SEARCH_CACHE_TTL_MS: ttlMs, SEARCH_COUNT_CAP: 5 });
    try {
      const now = c.clock.now();
      const d = await makeDealer(c.app, 'pro', now);
      const expired = await makeDealer(c.app, 'trial-expired', now);
      for (let i = 0; i < 8; i += 1)
        await makeListing(c.database.db, d.dealerId, {
          make: 'Kia',
          model: i < 5 ? 'Rio' : 'Soul',
          monthlyPayment: 200 + i * 10,
          dateAdded: day(i),
        });
      for (let i = 0; i < 2; i += 1) await makeListing(c.database.db, expired.dealerId, { make: 'Kia', model: 'Rio' });
      await makeListing(c.database.db, d.dealerId, { make: 'Kia', model: 'Rio', status: 'paused' });
      await run(c, await makeUser(c.app, { role: 'admin' }));
    } finally {
      await c.close();
    }
  }
  const get = async (c: TestContext, qs: string, token?: string) => {
    const res = await call(c.app, { method: 'GET', url: `/api/listings?${qs}`, token });
    expect(res.status).toBe(200);
    return res.body as { data: { listings: Array<{ id: string }> }; meta: { pagination: Record<string, unknown> } };
  };

  for (const [label, ttl] of [
    ['cache off', 0],
    ['cache on', 60_000],
  ] as const) {
    it(`reports more matches than the cap as the cap with totalCapped, fewer exactly (${label})`, async () => {
      await withCap(ttl, async (c, admin) => {
        const first = await get(c, 'make=Kia&limit=3&sort=price_asc');
        expect(first.meta.pagination).toEqual({ page: 1, limit: 3, total: 5, totalPages: 2, totalCapped: true });
        expect(first.data.listings).toHaveLength(3);
        // the same filters, another sort: the same capped count (cached by filters when the cache is on)
        expect((await get(c, 'make=Kia&limit=5&sort=newest')).meta.pagination).toEqual({
          page: 1,
          limit: 5,
          total: 5,
          totalPages: 1,
          totalCapped: true,
        });
        // page 2 shows rows 4-6, so the lower bound it reports is 6 (with the default cap of 1,000 and
        // limits that divide it, pages 1-100 all report 1,000)
        expect((await get(c, 'make=Kia&limit=3&page=2&sort=newest')).meta.pagination).toEqual({
          page: 2,
          limit: 3,
          total: 6,
          totalPages: 2,
          totalCapped: true,
        });
        // a page past the cap that has rows: total grows to what that page proves, still marked capped
        const deep = await get(c, 'make=Kia&limit=3&page=3&sort=price_asc');
        expect(deep.data.listings).toHaveLength(2); // 8 public matches: rows 7 and 8
        expect(deep.meta.pagination).toEqual({ page: 3, limit: 3, total: 8, totalPages: 3, totalCapped: true });
        const beyond = await get(c, 'make=Kia&limit=3&page=9');
        expect(beyond.data.listings).toEqual([]);
        expect(beyond.meta.pagination).toEqual({ page: 9, limit: 3, total: 5, totalPages: 2, totalCapped: true });
        // every public row is still reachable by paging
        const seen = new Set<string>();
        for (let p = 1; p <= 3; p += 1)
          for (const l of (await get(c, `make=Kia&limit=3&page=${p}&sort=price_asc`)).data.listings) seen.add(l.id);
        expect(seen.size).toBe(8);
        // exactly the cap (5 public Rios; the expired dealer's and the paused one do not count): exact, documented shape
        expect((await get(c, 'make=Kia&model=Rio&limit=10')).meta.pagination).toEqual({
          page: 1,
          limit: 10,
          total: 5,
          totalPages: 1,
        });
        expect((await get(c, 'make=Kia&model=Soul&limit=2')).meta.pagination).toEqual({
          page: 1,
          limit: 2,
          total: 3,
          totalPages: 2,
        });
        expect((await get(c, 'make=Kia&minPrice=250')).meta.pagination).toEqual({
          page: 1,
          limit: 10,
          total: 3,
          totalPages: 1,
        });
        // management queries keep exact counts
        expect((await get(c, 'status=all&make=Kia&limit=3', admin.token)).meta.pagination).toEqual({
          page: 1,
          limit: 3,
          total: 11,
          totalPages: 4,
        });
      });
    });
  }

  it('defaults to 1,000', () => {
    expect(loadConfig({ JWT_SECRET: TEST_SECRET }).SEARCH_COUNT_CAP).toBe(1000);
    expect(loadConfig({ SEARCH_COUNT_CAP: '50', JWT_SECRET: TEST_SECRET }).SEARCH_COUNT_CAP).toBe(50);
    expect(() => loadConfig({ SEARCH_COUNT_CAP: '0', JWT_SECRET: TEST_SECRET })).toThrow(/SEARCH_COUNT_CAP/);
  });
});
