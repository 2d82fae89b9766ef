// The public search's statements are prepared once per query shape (which filters are set, and
// the sort), for at most 200 shapes; a search of any other shape is built each time. Both ways
// must answer alike: 256 shapes asked of two instances in opposite orders, so the first and
// the last 56 run prepared in one and built in the other. Runs on PGlite, and on PostgreSQL
// with TEST_DATABASE_URL.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { listingSearchQuerySchema, listingSearchResponseSchema, type ListingSearchQuery } from 'shared-contracts';
import { z } from 'zod';
import { refreshAllDealScores } from '../src/listings/deal-score';
import { searchPageJson, toListingSummary, toSearchPage } from '../src/listings/mappers';
import { createPublicSearch } from '../src/listings/public-search';
import { searchBinds, sortOf } from '../src/listings/search-query';
import { createTestContext, type TestContext } from './helpers';
import { makeDealer, makeListing } from './listings-fixtures';

let ctx: TestContext;

/** Eight filters: each subset of them is one shape. */
const FILTERS: Array<[string, string]> = [
  ['make', 'Toyota'],
  ['bodyType', 'SUV'],
  ['minPrice', '250'],
  ['maxPrice', '600'],
  ['minYear', '2024'],
  ['maxYear', '2026'],
  ['available', 'true'],
  ['offers', 'false'],
];
const SORTS = ['price_asc', 'newest', 'recommended', 'effective_monthly'];

function searchOf(subset: number): ListingSearchQuery {
  const set = FILTERS.filter((_, i) => (subset >> i) & 1);
  return listingSearchQuerySchema.parse({ ...Object.fromEntries(set), sort: SORTS[subset % SORTS.length], limit: 3 });
}

beforeAll(async () => {
  ctx = await createTestContext({ SEARCH_CACHE_TTL_MS: 0 });
  const now = ctx.clock.now();
  const { dealerId } = await makeDealer(ctx.app, 'pro', now);
  const cars = [
    ['Toyota', 'RAV4', 'SUV'],
    ['Toyota', 'Camry', 'Sedan'],
    ['Honda', 'CR-V', 'SUV'],
  ] as const;
  for (let i = 0; i < 24; i += 1) {
    const [make, model, bodyType] = cars[i % cars.length];
    await makeListing(ctx.database.db, dealerId, {
      make,
      model,
      bodyType,
      monthlyPayment: 200 + 25 * i,
      year: 2023 + (i % 4),
      available: i % 5 !== 0,
      isLimitedOffer: i % 3 === 0,
      dateAdded: new Date(now.getTime() - i * 3_600_000),
    });
  }
  await refreshAllDealScores(ctx.database.db, now);
});

afterAll(async () => {
  await ctx.close();
});

it('answers a search of a shape beyond the prepared ones as a prepared one does', async () => {
  const now = ctx.clock.now();
  const subsets = Array.from({ length: 2 ** FILTERS.length }, (_, i) => i);
  const answer = async (search: ReturnType<typeof createPublicSearch>, subset: number) => {
    const q = searchOf(subset);
    const { rows, matches } = await search(searchBinds(q), sortOf(q, 'public'), {
      now,
      limit: q.limit,
      offset: 0,
      cap: 1000,
      fewMatches: 200,
    });
    return { ids: rows.map((r) => r.id), matches };
  };
  const forward = createPublicSearch(ctx.database.db);
  const backward = createPublicSearch(ctx.database.db);
  const ahead = new Map<number, unknown>();
  for (const s of subsets) ahead.set(s, await answer(forward, s));
  const behind = new Map<number, unknown>();
  for (const s of [...subsets].reverse()) behind.set(s, await answer(backward, s));
  for (const s of subsets) expect([s, behind.get(s)]).toEqual([s, ahead.get(s)]);
  // The searches find something, so the comparison is about rows, not only empty pages.
  expect([...ahead.values()].filter((a) => (a as { ids: string[] }).ids.length > 0).length).toBeGreaterThan(100);
});

it("encodes a public page (summaries only) to the same JSON as the contract's response schema", async () => {
  const now = ctx.clock.now();
  const search = createPublicSearch(ctx.database.db);
  let compared = 0;
  for (const subset of [0, 1, 2, 3, 17, 64, 129, 255]) {
    const q = searchOf(subset);
    const { rows, matches } = await search(searchBinds(q), sortOf(q, 'public'), {
      now,
      limit: q.limit,
      offset: 0,
      cap: 5,
      fewMatches: 200,
    });
    const summaries = rows.map(toListingSummary);
    // A distance search's cards carry their miles.
    if (summaries[0]) summaries[0] = { ...summaries[0], distanceMiles: 12.3 };
    const page = toSearchPage(
      summaries,
      q,
      matches > 5 ? { total: 5, capped: true } : { total: matches, capped: false },
    );
    expect(searchPageJson(page).json).toBe(JSON.stringify(z.encode(listingSearchResponseSchema, page)));
    compared += rows.length;
  }
  expect(compared).toBeGreaterThan(10);
});
