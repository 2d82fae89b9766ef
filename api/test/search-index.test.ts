// The in-memory search index (listings/search-index): its sort orders and posting lists stay
// right through any sequence of changes, and an instance's index follows the database (writes
// it announces at once, others about a second later, deletions too). test/listings.test.ts compares
// its answers with the database's for every filter and sort.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, inArray, sql } from 'drizzle-orm';
import { listingSearchQuerySchema } from 'shared-contracts';
import { listingRemovals, listings } from '../src/db/schema';
import { bumpListingsVersion } from '../src/listings/cache';
import { listingsUpkeep } from '../src/listings/upkeep';
import { eligibleDealers, searchIndex, type Plan } from '../src/listings/search-index/query';
import { SearchStore, type IndexedRow } from '../src/listings/search-index/store';
import { ListingSearchIndex } from '../src/listings/search-index/live-index';
import { call, createTestContext, type TestContext } from './helpers';
import { makeDealer, makeListing } from './listings-fixtures';

/** A deterministic pseudo-random sequence (the same run every time). */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

const DEALERS = [0, 1, 2].map((n) => `00000000-0000-4000-9000-00000000000${n}`);

function row(n: number, pick: () => number): IndexedRow {
  const makes = ['Kia', 'Ford', 'Audi'];
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    make: makes[Math.floor(pick() * 3)],
    model: ['A', 'B'][Math.floor(pick() * 2)],
    year: 2022 + Math.floor(pick() * 4),
    bodyType: ['SUV', 'Sedan'][Math.floor(pick() * 2)],
    fuelType: 'Gasoline',
    transmission: 'Automatic',
    monthlyPayment: 100 + Math.floor(pick() * 20) * 25,
    imageUrl: null,
    isLimitedOffer: pick() < 0.3,
    dateAdded: new Date(Date.UTC(2025, 0, 1 + Math.floor(pick() * 5))),
    msrp: 30000,
    downPayment: Math.floor(pick() * 4) * 1000,
    leaseTerms: [36, 48].slice(0, 1 + Math.floor(pick() * 2)),
    mileageLimits: [10000, 12000],
    extraMileageCost: 0.25,
    effectiveMonthly: null,
    dealScore: pick() < 0.2 ? null : Math.floor(pick() * 5) * 20,
    dealScorePeers: null,
    dealPeerMedian: null,
    dealPeerBand: null,
    dealerId: DEALERS[Math.floor(pick() * 3)],
    zipCode: '78701',
    latitude: 29 + 3 * pick(),
    longitude: -96 - 3 * pick(),
    available: pick() < 0.8,
    views: Math.floor(pick() * 4),
    dateAddedUs: Date.UTC(2025, 0, 1 + Math.floor(pick() * 5)) * 1000,
    dueAtSigning: 1000,
    changedAt: '',
  };
}

describe('the search store', () => {
  it('keeps every sort order and posting list equal to a fresh build through inserts, edits and removals', () => {
    const pick = random(7);
    const kept = new SearchStore();
    const sorts = [
      'price_asc',
      'price_desc',
      'newest',
      'popular',
      'recommended',
      'effective_monthly',
      'deal_score',
    ] as const;
    const ask = (st: SearchStore, i: number) =>
      searchIndex(
        st,
        listingSearchQuerySchema.parse({
          limit: '100',
          sort: sorts[i % sorts.length],
          ...(i % 2 ? { make: 'Kia' } : {}),
          ...(i % 3 ? { term: '48' } : {}),
        }),
        eligibleDealers(st, DEALERS),
        2,
      );
    const live = new Map<number, IndexedRow>();
    for (let step = 0; step < 400; step++) {
      // Ask every order early (a store holding listings builds them), so each is kept rather than built at the end.
      if (step === 5) for (let i = 0; i < 14; i++) expect(ask(kept, i).slots.length).toBeGreaterThan(0);
      const n = Math.floor(pick() * 60);
      const was = live.get(n);
      const edit = pick();
      if (was && edit < 0.3) {
        // One field at a time: only the orders reading it move.
        const r =
          edit < 0.1
            ? { ...was, dealScore: Math.floor(pick() * 5) * 20 }
            : edit < 0.2
              ? { ...was, monthlyPayment: 100 + Math.floor(pick() * 20) * 25 }
              : { ...was, isLimitedOffer: !was.isLimitedOffer };
        kept.upsert(r);
        live.set(n, r);
      } else if (was && edit < 0.4) {
        const views = was.views + 1 + Math.floor(pick() * 3);
        kept.setViews([[was.id, views]]);
        live.set(n, { ...was, views });
      } else if (pick() < 0.25) {
        kept.remove(row(n, pick).id);
        live.delete(n);
      } else {
        const r = row(n, pick);
        kept.upsert(r);
        live.set(n, r);
      }
    }
    const fresh = new SearchStore();
    for (const r of live.values()) fresh.upsert(r);
    const ids = (st: SearchStore, i: number) => ask(st, i).slots.map((s) => st.ids[s]);
    for (let i = 0; i < 14; i++) expect([i, ids(kept, i)]).toEqual([i, ids(fresh, i)]);
    expect(kept.size).toBe(live.size);
  });

  it('answers the same whichever way it reads and counts', () => {
    const PLANS = [
      undefined,
      { read: 'collect' },
      ...(['walk', 'global'] as const).flatMap((read) =>
        [undefined, 'on', 'collection', 'bits'].map((count) => ({ read, count })),
      ),
    ] as Array<Plan | undefined>;
    const pick = random(11);
    const st = new SearchStore();
    for (let n = 0; n < 300; n++) st.upsert(row(n, pick));
    const someDealers = eligibleDealers(st, [DEALERS[0], DEALERS[2]]);
    const sorts = ['price_asc', 'price_desc', 'newest', 'popular', 'recommended', 'effective_monthly', 'deal_score'];
    const filters = [
      'make=Kia',
      'model=B&minYear=2024',
      'bodyType=SUV&maxPrice=300',
      'offers=true&available=true',
      'make=Audi&term=36&mileage=12000&maxDueAtSigning=1400',
      'minPrice=200&maxPrice=250',
      'zipCode=78701&distance=10',
      'zipCode=78701&distance=50&maxPrice=400',
      'search=kia%20a&minYear=2023&maxYear=2024',
      'make=Kia&model=A&minPrice=150&maxPrice=400',
      'zipCode=787&available=false',
      `dealerId=${DEALERS[2]}&bodyType=Sedan&minPrice=175`,
      'zipCode=78701&distance=100&bodyType=SUV',
    ];
    let compared = 0;
    for (const f of filters) {
      for (const sort of sorts) {
        for (const [page, cap] of [
          [1, 1000],
          [3, 1000],
          [1, 5],
          [40, 1000],
        ]) {
          const q = listingSearchQuerySchema.parse({
            ...Object.fromEntries(new URLSearchParams(f)),
            sort,
            page: String(page),
            limit: '7',
          });
          const byList = searchIndex(st, q, someDealers, cap, { read: 'list' });
          const answer = (a: ReturnType<typeof searchIndex>) => [
            f,
            sort,
            page,
            cap,
            a.slots.map((s) => st.ids[s]),
            a.count,
          ];
          for (const plan of PLANS)
            expect([plan, ...answer(searchIndex(st, q, someDealers, cap, plan))]).toEqual([plan, ...answer(byList)]);
          compared += byList.slots.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(300);
  });
});

describe("an instance's search index", () => {
  let ctx: TestContext;
  let dealerId: string;
  const search = async (qs: string) => (await call(ctx.app, { method: 'GET', url: `/api/listings?${qs}` })).body;
  const makesOf = (body: unknown) =>
    (body as { data: { listings: Array<{ make: string }> } }).data.listings.map((l) => l.make);

  beforeAll(async () => {
    ctx = await createTestContext({ SEARCH_CACHE_TTL_MS: 0 });
    dealerId = (await makeDealer(ctx.app, 'pro', ctx.clock.now())).dealerId;
    await makeListing(ctx.database.db, dealerId, { make: 'Kia', monthlyPayment: 300 });
  });
  afterAll(async () => ctx.close());

  it('takes an announced write at once and any other about a second later', async () => {
    expect(makesOf(await search('sort=price_asc'))).toEqual(['Kia']);
    const lada = await makeListing(ctx.database.db, dealerId, { make: 'Lada', monthlyPayment: 200 });
    await bumpListingsVersion(ctx.database.db);
    expect(makesOf(await search('sort=price_asc'))).toEqual(['Lada', 'Kia']);

    // Another instance's write (nothing announced here): read in the background once the last
    // read is a second old, the searches meanwhile answered from the index as it is.
    await ctx.database.db.update(listings).set({ monthlyPayment: 400 }).where(eq(listings.id, lada));
    expect(makesOf(await search('sort=price_asc'))).toEqual(['Lada', 'Kia']);
    await new Promise((r) => setTimeout(r, 1100));
    const started = Date.now();
    let makes: string[] = [];
    while (Date.now() - started < 3000 && makes[0] !== 'Kia') {
      makes = makesOf(await search('sort=price_asc'));
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(makes).toEqual(['Kia', 'Lada']);
    expect((await search('maxPrice=350')).data.listings).toHaveLength(1);
  });

  it('drops paused and deleted listings', async () => {
    const gone = await makeListing(ctx.database.db, dealerId, { make: 'Skoda' });
    const paused = await makeListing(ctx.database.db, dealerId, { make: 'Seat' });
    await bumpListingsVersion(ctx.database.db);
    expect(makesOf(await search('sort=price_asc&limit=50'))).toEqual(expect.arrayContaining(['Skoda', 'Seat']));
    await ctx.database.db.delete(listings).where(eq(listings.id, gone));
    await ctx.database.db.update(listings).set({ status: 'paused' }).where(eq(listings.id, paused));
    await bumpListingsVersion(ctx.database.db);
    const makes = makesOf(await search('sort=price_asc&limit=50'));
    expect(makes).not.toContain('Skoda');
    expect(makes).not.toContain('Seat');
    expect((await search('make=Skoda')).meta.pagination.total).toBe(0);
  });
  it('takes view counts, late changes and missed deletions at its refresh', async () => {
    const db = ctx.database.db;
    const index = ListingSearchIndex.of(db, 0);
    const ask = async (qs: string) =>
      (
        await index.search(
          listingSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs))),
          [dealerId],
          1000,
        )
      ).cards.map((c) => (JSON.parse(c) as { make: string }).make);
    const [late, gone, viewed] = [
      await makeListing(db, dealerId, { make: 'Mini' }),
      await makeListing(db, dealerId, { make: 'Jeep' }),
      await makeListing(db, dealerId, { make: 'Saab' }),
    ];
    // As if committed long after it was stamped: older than any change read reaches back.
    await db.execute(sql`alter table listings disable trigger user`);
    try {
      await db
        .update(listings)
        .set({ searchChangedAt: sql`now() - interval '1 hour'` })
        .where(inArray(listings.id, [late, gone]));
      expect(await ask('sort=price_asc&limit=50')).toEqual(expect.arrayContaining(['Mini', 'Jeep', 'Saab']));
      await index.settled;
      await db
        .update(listings)
        .set({ make: 'Mazda', searchChangedAt: sql`now() - interval '50 minutes'` })
        .where(eq(listings.id, late));
      await db.delete(listings).where(eq(listings.id, gone));
      await db.update(listings).set({ views: 1000 }).where(eq(listings.id, viewed));
    } finally {
      await db.execute(sql`alter table listings enable trigger user`);
    }
    // The change read misses all three; the refresh it starts (every read here) finds them.
    await bumpListingsVersion(db);
    expect(await ask('sort=price_asc&limit=50')).toEqual(expect.arrayContaining(['Mini', 'Jeep']));
    await index.settled;
    const makes = await ask('sort=popular&limit=50');
    expect(makes[0]).toBe('Saab');
    expect(makes).toContain('Mazda');
    expect(makes).not.toContain('Mini');
    expect(makes).not.toContain('Jeep');
    index.close();
  });

  it('forgets deletions older than a day at the upkeep', async () => {
    await ctx.database.db.insert(listingRemovals).values([
      { listingId: '00000000-0000-4000-8000-0000000000a1', removedAt: new Date(Date.now() - 2 * 86_400_000) },
      { listingId: '00000000-0000-4000-8000-0000000000a2', removedAt: new Date(Date.now() - 3_600_000) },
    ]);
    await listingsUpkeep(ctx.app);
    const kept = await ctx.database.db.select({ id: listingRemovals.listingId }).from(listingRemovals);
    expect(kept.map((r) => r.id)).toContain('00000000-0000-4000-8000-0000000000a2');
    expect(kept.map((r) => r.id)).not.toContain('00000000-0000-4000-8000-0000000000a1');
  });
});
