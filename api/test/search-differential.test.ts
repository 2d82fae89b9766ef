// The public search against a reference computed apart: every filter (with several values) x
// every sort x pages 1-3, and combinations, answered by GET /api/listings and by a
// straightforward reading of the tables in TypeScript (billing's canReceiveLeads, shared-contracts
// lease-cost.ts, the haversine distance), which must agree on the ids, their order and the total.
// Both ways a page is read are compared: by the filters then sorted (every search here has at most
// SEARCH_FEW_MATCHES' default of matches) and by a walk in the sort's order (an app with
// SEARCH_FEW_MATCHES=0). Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  LISTING_SORTS,
  leaseCost,
  listingSearchQuerySchema,
  searchLeaseChoice,
  type ListingSearchQuery,
  type ListingSort,
} from 'shared-contracts';
import { buildApp } from '../src/app';
import { canReceiveLeads } from '../src/billing/eligibility';
import { dealers, listings, subscriptions } from '../src/db/schema';
import { refreshAllDealScores } from '../src/listings/deal-score';
import { EARTH_RADIUS_MILES, zipCentroid } from '../src/listings/zip-centroids';
import { call, createTestContext, type TestContext } from './helpers';
import { makeDealer, makeListing, type DealerKind } from './listings-fixtures';

let ctx: TestContext;
/** The same API with SEARCH_FEW_MATCHES=0: every page walks the sort's order. */
let walking: Awaited<ReturnType<typeof buildApp>>;
const DAY = 86_400_000;
const LIMIT = 4;

const KINDS: DealerKind[] = [
  'trial',
  'pro',
  'pro-canceled-paid',
  'pending',
  'suspended',
  'trial-expired',
  'trial-cancelled',
  'pro-canceled-expired',
  'past-due',
];
const CARS = [
  ['Toyota', 'Camry', 'Sedan', 'Hybrid'],
  ['Toyota', 'RAV4', 'SUV', 'Gasoline'],
  ['Honda', 'Civic', 'Sedan', 'Gasoline'],
  ['Honda', 'CR-V', 'SUV', 'Plug-in Hybrid'],
  ['Ford', 'Mustang Mach-E', 'SUV', 'Electric'],
  ['BMW', 'X5', 'SUV', 'Gasoline'],
  ['Tesla', 'Model 3', 'Sedan', 'Electric'],
] as const;
const ZIPS = ['78701', '78705', '77002', '75201', '10001', '90210', '60611'];
const TERMS = [[36], [24, 36], [36, 48], [12, 24, 36, 48, 60], [48]];
const MILES = [[10000], [12000, 15000], [10000, 12000, 15000, 20000], [15000]];

type Row = typeof listings.$inferSelect;

beforeAll(async () => {
  ctx = await createTestContext({ SEARCH_CACHE_TTL_MS: 0 });
  walking = await buildApp({
    config: { ...ctx.config, SEARCH_FEW_MATCHES: 0 },
    database: ctx.database,
    clock: ctx.clock,
    logger: false,
  });
  const now = ctx.clock.now();
  const dealerIds: string[] = [];
  for (const kind of KINDS) dealerIds.push((await makeDealer(ctx.app, kind, now)).dealerId);
  // Several public dealers, so most listings are public.
  for (let i = 0; i < 3; i += 1) dealerIds.push((await makeDealer(ctx.app, i === 1 ? 'pro' : 'trial', now)).dealerId);
  for (let i = 0; i < 72; i += 1) {
    const [make, model, bodyType, fuelType] = CARS[i % CARS.length];
    await makeListing(ctx.database.db, dealerIds[(i * 5) % dealerIds.length], {
      make,
      model,
      bodyType,
      fuelType,
      year: 2023 + (i % 4),
      msrp: 25_000 + ((i * 3571) % 40_000),
      // a few equal prices, so ties end on the id
      monthlyPayment: 180 + ((i * 37) % 23) * 25,
      downPayment: (i % 4) * 1000,
      leaseTerms: TERMS[i % TERMS.length],
      mileageLimits: MILES[i % MILES.length],
      extraMileageCost: [0.1, 0.2, 0.25, 0.3][i % 4],
      zipCode: ZIPS[i % ZIPS.length],
      available: i % 6 !== 0,
      isLimitedOffer: i % 5 === 0,
      status: i % 11 === 3 ? 'paused' : i % 13 === 4 ? 'pending' : 'active',
      views: (i * 7) % 9,
      dateAdded: new Date(now.getTime() - (i % 30) * DAY - i * 60_000),
    });
  }
  await refreshAllDealScores(ctx.database.db, now);
});
afterAll(async () => {
  await walking?.close();
  await ctx?.close();
});

function miles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(a.latitude - b.latitude) / 2) ** 2 +
    Math.cos(rad(b.latitude)) * Math.cos(rad(a.latitude)) * Math.sin(rad(a.longitude - b.longitude) / 2) ** 2;
  return EARTH_RADIUS_MILES * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The answer as the spec and the decisions describe it, from the tables read whole. */
let tables: Promise<[Row[], Array<typeof dealers.$inferSelect>, Array<typeof subscriptions.$inferSelect>]> | undefined;

async function reference(q: ListingSearchQuery): Promise<{ ids: string[]; total: number }> {
  const now = ctx.clock.now();
  const db = ctx.database.db;
  // Read once: nothing writes while the cases run.
  tables ??= Promise.all([db.select().from(listings), db.select().from(dealers), db.select().from(subscriptions)]);
  const [rows, dealerRows, subscriptionRows] = await tables;
  const dealerOf = new Map(dealerRows.map((d) => [d.id, d]));
  const subscriptionOf = new Map(subscriptionRows.map((s) => [s.dealerId, s]));
  const centre = q.distance !== undefined ? zipCentroid(q.zipCode) : undefined;
  const words = q.search?.toLowerCase();
  const matches: Array<{ row: Row; effective: number }> = [];
  for (const l of rows) {
    if (l.status !== 'active' || !canReceiveLeads(dealerOf.get(l.dealerId), subscriptionOf.get(l.dealerId), now))
      continue;
    if (q.term !== undefined && !l.leaseTerms.includes(q.term)) continue;
    if (q.mileage !== undefined && !l.mileageLimits.some((m) => m >= q.mileage!)) continue;
    const cost = leaseCost(l, searchLeaseChoice(l, { term: q.term, mileage: q.mileage }));
    if (!cost) continue;
    if (q.make && l.make !== q.make) continue;
    if (q.model && l.model !== q.model) continue;
    if (q.bodyType && l.bodyType !== q.bodyType) continue;
    if (q.fuelType && l.fuelType !== q.fuelType) continue;
    if (q.minPrice !== undefined && l.monthlyPayment < q.minPrice) continue;
    if (q.maxPrice !== undefined && l.monthlyPayment > q.maxPrice) continue;
    if (q.minYear !== undefined && l.year < q.minYear) continue;
    if (q.maxYear !== undefined && l.year > q.maxYear) continue;
    if (q.zipCode && q.distance === undefined && !(l.zipCode ?? '').startsWith(q.zipCode)) continue;
    if (centre && (l.latitude === null || l.longitude === null)) continue;
    if (centre && miles({ latitude: l.latitude!, longitude: l.longitude! }, centre) > q.distance!) continue;
    if (q.available !== undefined && l.available !== (q.available === 'true')) continue;
    if (q.offers !== undefined && l.isLimitedOffer !== (q.offers === 'true')) continue;
    if (words && !`${l.make} ${l.model}`.toLowerCase().includes(words)) continue;
    if (q.maxDueAtSigning !== undefined && cost.dueAtSigning > q.maxDueAtSigning) continue;
    matches.push({ row: l, effective: cost.effectiveMonthly });
  }
  type M = (typeof matches)[number];
  const by = (v: (m: M) => number | boolean | null, dir: 1 | -1) => (a: M, b: M) => {
    const x = v(a);
    const y = v(b);
    if (x === y) return 0;
    if (x === null) return 1; // nulls last
    if (y === null) return -1;
    return (x < y ? -1 : 1) * dir;
  };
  const id = (dir: 1 | -1) => (a: M, b: M) => (a.row.id < b.row.id ? -dir : a.row.id > b.row.id ? dir : 0);
  const date = (m: M) => m.row.dateAdded.getTime();
  const orders: Record<ListingSort, Array<(a: M, b: M) => number>> = {
    price_asc: [by((m) => m.row.monthlyPayment, 1), id(1)],
    price_desc: [by((m) => m.row.monthlyPayment, -1), id(-1)],
    newest: [by(date, -1), id(-1)],
    popular: [by((m) => m.row.views, -1), by(date, -1), id(-1)],
    recommended: [by((m) => m.row.dealScore, -1), by((m) => m.row.isLimitedOffer, -1), by(date, -1), id(-1)],
    effective_monthly: [by((m) => m.effective, 1), id(1)],
    deal_score: [by((m) => m.row.dealScore, -1), by(date, -1), id(-1)],
  };
  const order = orders[q.sort ?? 'recommended'];
  matches.sort((a, b) => order.reduce((r, compare) => r || compare(a, b), 0));
  const start = (q.page - 1) * q.limit;
  return { ids: matches.slice(start, start + q.limit).map((m) => m.row.id), total: matches.length };
}

async function answer(app: TestContext['app'], qs: string): Promise<{ ids: string[]; total: number }> {
  const res = await call(app, { method: 'GET', url: `/api/listings?${qs}` });
  expect([qs, res.status]).toEqual([qs, 200]);
  return {
    ids: (res.body.data.listings as Array<{ id: string }>).map((l) => l.id),
    total: res.body.meta.pagination.total,
  };
}

/** Each filter with values that split the listings differently (a distance goes with its ZIP code). */
const FILTERS: Record<string, string[]> = {
  make: ['Toyota', 'BMW', 'toyota'],
  model: ['Camry', 'CR-V'],
  bodyType: ['SUV', 'Sedan'],
  fuelType: ['Electric', 'Gasoline'],
  minPrice: ['300', '529'],
  maxPrice: ['250', '479.5'],
  minYear: ['2025'],
  maxYear: ['2024'],
  zipCode: ['787', '10001', '_'],
  distance: ['10&zipCode=78701', '250&zipCode=78701', '500&zipCode=10001'],
  available: ['true', 'false'],
  offers: ['true', 'false'],
  search: ['toy', 'Honda CR', 'mach-e', '%'],
  term: ['24', '48', '60'],
  mileage: ['12000', '20000'],
  maxDueAtSigning: ['500', '2300'],
};
const COMBINATIONS = [
  '',
  'make=Toyota&bodyType=SUV&maxPrice=400',
  'term=36&mileage=15000&maxDueAtSigning=2500',
  'term=24&bodyType=SUV',
  'mileage=12000&fuelType=Electric',
  'distance=250&zipCode=78701&term=36&mileage=12000',
  'search=o&zipCode=7&available=true',
  'minYear=2024&maxYear=2025&offers=false&minPrice=200&maxPrice=600',
];

async function expectSame(qs: string): Promise<number> {
  const q = listingSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs)));
  const expected = await reference(q);
  const got = await answer(ctx.app, qs);
  expect([qs, got]).toEqual([qs, expected]);
  expect([qs, 'walked', await answer(walking, qs)]).toEqual([qs, 'walked', expected]);
  return got.ids.length;
}

describe('the public search against a reference query', () => {
  it('agrees on every filter x sort x page 1-3', async () => {
    let nonEmpty = 0;
    for (const [key, values] of Object.entries(FILTERS)) {
      for (const value of values) {
        for (const sort of LISTING_SORTS) {
          for (const page of [1, 2, 3]) {
            const filter = `${key}=${key === 'distance' ? value : encodeURIComponent(value)}`;
            const qs = `${filter}&sort=${sort}&page=${page}&limit=${LIMIT}`;
            const shown = await expectSame(qs);
            if (page === 1 && shown > 0) nonEmpty += 1;
          }
        }
      }
    }
    // the cases are not vacuous: most filters' pages have rows
    expect(nonEmpty).toBeGreaterThan(Object.values(FILTERS).flat().length * LISTING_SORTS.length * 0.7);
  }, 300_000);

  it('agrees on combined filters, every sort and page, and without a sort (recommended)', async () => {
    for (const filters of COMBINATIONS) {
      for (const sort of [...LISTING_SORTS, undefined]) {
        for (const page of [1, 2, 3]) {
          await expectSame(`${filters}${sort ? `&sort=${sort}` : ''}&page=${page}&limit=${LIMIT}`);
        }
      }
    }
  }, 120_000);

  it('agrees as time passes: trials and paid periods ending hide their listings without a write', async () => {
    const start = ctx.clock.now();
    try {
      for (const days of [6, 21, 40]) {
        ctx.clock.set(new Date(start.getTime() + days * DAY));
        for (const sort of LISTING_SORTS) await expectSame(`sort=${sort}&page=1&limit=50`);
      }
    } finally {
      ctx.clock.set(start);
    }
  });
});
