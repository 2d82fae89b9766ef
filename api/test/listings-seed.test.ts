import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, inArray } from 'drizzle-orm';
import { dealers as dealerRows, leads as leadRows, listings as listingRows } from '../src/db/schema';
import { dealScores } from '../src/listings/deal-score';
import { seedFunnelHistory } from '../src/seed/funnel';
import { seedListings, DEMO_CARS } from '../src/seed/listings';
import sharp from 'sharp';
import {
  BODY_TYPES,
  BUDGET_BANDS,
  budgetToRange,
  DEAL_SCORE_BANDS,
  dealScoreBand,
  ELECTRIFIED_FUEL_TYPES,
  FUEL_TYPES,
  LEASE_TERMS,
  MILEAGE_LIMITS,
  LISTING_IMAGE_SIZES,
  listingImageKey,
  listingPicture,
} from 'shared-contracts';
import { call, createTestContext, type TestContext } from './helpers';
import { makeDealer } from './listings-fixtures';

let ctx: TestContext;
let a: Awaited<ReturnType<typeof makeDealer>>;
beforeAll(async () => {
  ctx = await createTestContext();
  a = await makeDealer(ctx.app, 'trial', ctx.clock.now());
  const b = await makeDealer(ctx.app, 'pro', ctx.clock.now());
  // Dealerships that joined 70 days ago (a listing is never older than its dealer).
  await ctx.database.db
    .update(dealerRows)
    .set({ createdAt: new Date(ctx.clock.now().getTime() - 70 * 86_400_000) })
    .where(inArray(dealerRows.id, [a.dealerId, b.dealerId]));
  await seedListings(ctx.database.db, ctx.config, [a.dealerId, b.dealerId], ctx.clock.now());
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

describe('demo listings', () => {
  it('are public, cover every body type, fuel type and budget band', async () => {
    const all = await call(ctx.app, { method: 'GET', url: '/api/listings?limit=100' });
    expect(all.body.meta.pagination.total).toBe(DEMO_CARS.length);
    expect(DEMO_CARS.length).toBeGreaterThanOrEqual(60);
    const options = (await call(ctx.app, { method: 'GET', url: '/api/listings/filter-options' })).body.data;
    expect([...options.bodyTypes].sort()).toEqual([...BODY_TYPES].sort());
    expect(new Set(DEMO_CARS.map((c) => c[3]))).toEqual(new Set(FUEL_TYPES));
    for (const band of BUDGET_BANDS) {
      const { minPrice, maxPrice } = budgetToRange(band.value);
      const qs = new URLSearchParams({
        ...(minPrice !== undefined ? { minPrice: String(minPrice) } : {}),
        ...(maxPrice !== undefined ? { maxPrice: String(maxPrice) } : {}),
      });
      const res = await call(ctx.app, { method: 'GET', url: `/api/listings?${qs}` });
      expect([band.label, res.body.meta.pagination.total >= 3]).toEqual([band.label, true]);
    }
  });

  it('give every lease filter something to find, and deal scores that differ', async () => {
    const total = async (qs: string) =>
      (await call(ctx.app, { method: 'GET', url: `/api/listings?${qs}` })).body.meta.pagination.total as number;
    for (const term of LEASE_TERMS)
      expect([`term=${term}`, (await total(`term=${term}`)) >= 3]).toEqual([`term=${term}`, true]);
    for (const mileage of MILEAGE_LIMITS)
      expect([`mileage=${mileage}`, (await total(`mileage=${mileage}`)) >= 3]).toEqual([`mileage=${mileage}`, true]);
    for (const fuel of ELECTRIFIED_FUEL_TYPES)
      expect([fuel, (await total(`fuelType=${encodeURIComponent(fuel)}`)) >= 3]).toEqual([fuel, true]);
    // $0 down deals (due at signing = the first month only)
    expect(await total('maxDueAtSigning=400')).toBeGreaterThanOrEqual(3);
    expect(await total('minYear=2026')).toBeGreaterThanOrEqual(3);
    expect(await total('maxYear=2024')).toBeGreaterThanOrEqual(1);
    // Both dealers here are in Austin (78701); the demo dealers' own ZIP codes are known centroids too.
    expect(await total('zipCode=78701&distance=10')).toBe(DEMO_CARS.length);
    expect(await total('zipCode=10001&distance=500')).toBe(0);
    const page = (await call(ctx.app, { method: 'GET', url: '/api/listings?limit=100&sort=deal_score' })).body.data
      .listings as Array<{ dealScore: { score: number } | null }>;
    expect(page.every((l) => l.dealScore !== null)).toBe(true);
    expect(new Set(page.map((l) => l.dealScore!.score)).size).toBeGreaterThanOrEqual(15);
  });

  it('spread their deal words as a market does: "High price" a minority, never the cheapest deal, and "Recommended" best deals first', async () => {
    const all: Array<{ id: string; dealScore: { score: number; reasons: Array<{ text: string }> } }> = [];
    for (let page = 1; page <= Math.ceil(DEMO_CARS.length / 50); page++)
      all.push(
        ...(await call(ctx.app, { method: 'GET', url: `/api/listings?limit=50&page=${page}&sort=effective_monthly` }))
          .body.data.listings,
      );
    expect(all).toHaveLength(DEMO_CARS.length);
    const words = all.map((l) => dealScoreBand(l.dealScore.score).word);
    const spread = Object.fromEntries(DEAL_SCORE_BANDS.map((b) => [b.word, words.filter((w) => w === b.word).length]));
    console.log(`Deal words over the ${all.length} demo deals: ${JSON.stringify(spread)}`);
    expect(spread['High price']).toBeLessThan(all.length / 3);
    expect(spread['High price']).toBeLessThan(spread['Fair deal'] + spread['Good deal'] + spread['Great deal']);
    expect(spread['Great deal'] + spread['Good deal']).toBeGreaterThan(0);
    // The cheapest deal on the site is not a "High price".
    expect(words[0]).not.toBe('High price');
    // A reason that says "below similar" never comes with the worst word.
    for (const [i, l] of all.entries())
      if (/% below /.test(l.dealScore.reasons[0].text)) expect([l.id, words[i]]).not.toEqual([l.id, 'High price']);
    const recommended = (await call(ctx.app, { method: 'GET', url: '/api/listings?limit=10' })).body.data
      .listings as Array<{
      dealScore: { score: number };
    }>;
    const scores = recommended.map((l) => l.dealScore.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    expect(scores[0]).toBe(Math.max(...all.map((l) => l.dealScore.score)));
  });

  it('are scored as the reference formula scores them: same score, same reasons, same peers', async () => {
    const rows = await ctx.database.db.select().from(listingRows);
    const reference = dealScores(
      rows.map((r) => ({
        id: r.id,
        bodyType: r.bodyType,
        msrp: r.msrp,
        effectiveMonthly: r.effectiveMonthly,
        mileageLimits: r.mileageLimits,
        extraMileageCost: r.extraMileageCost,
      })),
    );
    expect(reference.size).toBe(DEMO_CARS.length);
    const answered = new Map<string, unknown>();
    for (let page = 1; page <= Math.ceil(DEMO_CARS.length / 50); page++) {
      const { body } = await call(ctx.app, {
        method: 'GET',
        url: `/api/listings?limit=50&page=${page}&sort=deal_score`,
      });
      for (const l of body.data.listings as Array<{ id: string; dealScore: unknown }>) answered.set(l.id, l.dealScore);
    }
    for (const r of rows) expect([r.id, answered.get(r.id)]).toEqual([r.id, reference.get(r.id)]);
    // The detail answers the same.
    const detail = (await call(ctx.app, { method: 'GET', url: `/api/listings/${rows[0].id}` })).body.data;
    expect(detail.dealScore).toEqual(reference.get(rows[0].id));
  });

  it('have a main picture and four gallery pictures, stored as JPEG files in the full and card sizes with WebP copies, served under /uploads', async () => {
    const { body } = await call(ctx.app, { method: 'GET', url: '/api/listings?limit=1&sort=price_desc' });
    const detail = (await call(ctx.app, { method: 'GET', url: `/api/listings/${body.data.listings[0].id}` })).body.data;
    expect(detail.imageUrls).toHaveLength(1);
    expect(detail.galleryImages).toHaveLength(4);
    for (const key of [...detail.imageUrls, ...detail.galleryImages]) {
      expect(key).toMatch(/^listings\/[\w-]+\.840x560\.full\.jpg$/);
      // WebP copies for srcset, at 400, 800 and the picture's own width.
      for (const copy of listingPicture(key).webp)
        expect((await sharp(fs.readFileSync(path.join(ctx.config.UPLOAD_DIR, copy.key))).metadata()).format).toBe(
          'webp',
        );
      expect(listingPicture(key).webp.map((w) => w.width)).toEqual([400, 800, 840]);
      for (const size of ['full', 'card'] as const) {
        const bytes = fs.readFileSync(path.join(ctx.config.UPLOAD_DIR, listingImageKey(key, size)));
        expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
        expect((await sharp(bytes).metadata()).width).toBe(size === 'card' ? LISTING_IMAGE_SIZES.card : 840);
      }
    }
    const served = await ctx.app.inject({ method: 'GET', url: `/uploads/${detail.imageUrls[0]}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('each have pictures of their own: no picture key or picture content is shared between two listings', async () => {
    const rows = await ctx.database.db
      .select({ imageUrl: listingRows.imageUrl, galleryImages: listingRows.galleryImages })
      .from(listingRows);
    expect(rows).toHaveLength(DEMO_CARS.length);
    const keys = rows.flatMap((r) => [r.imageUrl!, ...(r.galleryImages ?? [])]);
    expect(keys).toHaveLength(DEMO_CARS.length * 5);
    expect(new Set(keys).size).toBe(keys.length);
    // Not the same drawing stored twice under two keys: every full-size file differs in its bytes.
    const digests = keys.map((key) =>
      createHash('sha256')
        .update(fs.readFileSync(path.join(ctx.config.UPLOAD_DIR, key)))
        .digest('hex'),
    );
    expect(new Set(digests).size).toBe(keys.length);
  });

  it('come with 30 days of demo funnel history: impressions, views, leads, and listings viewed without a lead', async () => {
    // Searches served before the seed are written first (the recorder's timer may fire at any time): the seed adds to them.
    await call(ctx.app, {
      method: 'GET',
      url: '/api/listings?status=active&limit=100',
      headers: { 'user-agent': 'Mozilla/5.0' },
    });
    await ctx.app.listingImpressions.flush();
    await seedFunnelHistory(ctx.database.db, [a.dealerId], ctx.clock.now());
    const res = await call(ctx.app, { method: 'GET', url: '/api/dealers/stats/funnel', token: a.token });
    expect(res.status).toBe(200);
    const listings = res.body.data.listings as Array<{ impressions: number; views: number; leads: number }>;
    expect(listings).toHaveLength(Math.ceil(DEMO_CARS.length / 2));
    expect(listings.every((l) => l.impressions > 0)).toBe(true);
    expect(listings.filter((l) => l.views >= 20 && l.leads === 0).length).toBeGreaterThan(2);
    expect(res.body.data.totals.leads).toBeGreaterThan(5);
    const stats = (await call(ctx.app, { method: 'GET', url: '/api/dealers/stats/dashboard', token: a.token })).body
      .data;
    expect(stats.leadsByMonth.thisMonth + stats.leadsByMonth.lastMonth).toBeGreaterThan(5);
  });

  it('are believable: features of their price class, never more leads than views, never older than their dealer, unverified leads not yet contacted', async () => {
    const db = ctx.database.db;
    const rows = await db.select().from(listingRows);
    const mirage = rows.find((l) => l.model === 'Mirage')!;
    const mirageFeatures = [...mirage.safetyFeatures, ...mirage.comfortFeatures, ...mirage.entertainmentFeatures];
    for (const premium of ['360° Camera', 'Memory Seats', 'Ventilated Seats', 'Panoramic Sunroof', 'Premium Audio'])
      expect(mirageFeatures).not.toContain(premium);
    for (const l of rows.filter((x) => x.monthlyPayment < 350))
      expect([...l.safetyFeatures, ...l.comfortFeatures]).not.toContain('Blind Spot Monitoring');
    for (const l of rows.filter((x) => !['SUV', 'Crossover', 'Minivan', 'Wagon'].includes(x.bodyType)))
      expect(l.comfortFeatures).not.toContain('Power Liftgate');

    const joined = new Map(
      (await db.select({ id: dealerRows.id, createdAt: dealerRows.createdAt }).from(dealerRows)).map((d) => [
        d.id,
        d.createdAt.getTime(),
      ]),
    );
    for (const l of rows) expect(l.dateAdded.getTime()).toBeGreaterThanOrEqual(joined.get(l.dealerId)!);

    const leads = await db.select().from(leadRows).where(eq(leadRows.dealerId, a.dealerId));
    expect(leads.length).toBeGreaterThan(0);
    const added = new Map(rows.map((l) => [l.id, l.dateAdded.getTime()]));
    for (const lead of leads) expect(lead.createdAt.getTime()).toBeGreaterThanOrEqual(added.get(lead.listingId!)!);
    for (const l of rows) expect(leads.filter((lead) => lead.listingId === l.id).length).toBeLessThanOrEqual(l.views);
    const unverified = leads.filter((lead) => !lead.isEmailVerified);
    expect(unverified.length).toBeGreaterThan(0);
    expect(unverified.every((lead) => lead.status === 'new')).toBe(true);
  });
});
