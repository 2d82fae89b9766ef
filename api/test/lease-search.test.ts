// The lease search (issue 12): the priced choice behind term / mileage / due at signing and the
// effective monthly sort, the distance search, the deal score kept current as listings change,
// and lease-cost-sql.ts agreeing with shared-contracts lease-cost.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { leaseCost, LEASE_TERMS, MILEAGE_LIMITS, searchLeaseChoice } from 'shared-contracts';
import { rowsOf } from '../src/listings/cache';
import { refreshAllDealScores } from '../src/listings/deal-score';
import { leasePricesInsertSql, pricedLeaseSql } from '../src/listings/lease-cost-sql';
import { DEMO_CARS, leaseOffer } from '../src/seed/listings';
import { dealers, listings, subscriptions } from '../src/db/schema';
import { eq } from 'drizzle-orm';
import { call, createTestContext, type TestContext } from './helpers';
import { makeDealer, makeListing, makeUser } from './listings-fixtures';

let ctx: TestContext;
let dealer: Awaited<ReturnType<typeof makeDealer>>;
let admin: { token: string };
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext({ SEARCH_CACHE_TTL_MS: 0 });
  const db = ctx.database.db;
  dealer = await makeDealer(ctx.app, 'pro', ctx.clock.now(), 'Lease Motors');
  admin = await makeUser(ctx.app, { role: 'admin' });
  // Beverly Hills, Santa Monica (about 5 miles apart), Chicago.
  ids.cheapLong = await makeListing(db, dealer.dealerId, {
    model: 'A',
    monthlyPayment: 300,
    downPayment: 0,
    leaseTerms: [24, 36],
    mileageLimits: [10000, 15000],
    extraMileageCost: 0.2,
    zipCode: '90210',
  });
  ids.bigDown = await makeListing(db, dealer.dealerId, {
    model: 'B',
    monthlyPayment: 250,
    downPayment: 4000,
    leaseTerms: [36],
    mileageLimits: [12000],
    zipCode: '90401',
  });
  ids.chicago = await makeListing(db, dealer.dealerId, {
    model: 'C',
    monthlyPayment: 320,
    downPayment: 1000,
    leaseTerms: [24, 48],
    mileageLimits: [10000, 20000],
    extraMileageCost: 0.3,
    zipCode: '60611',
  });
  await refreshAllDealScores(db, ctx.clock.now());
});
afterAll(async () => {
  await ctx.close();
});

const search = async (qs: string) => (await call(ctx.app, { method: 'GET', url: `/api/listings?${qs}&limit=50` })).body;
const models = (body: { data?: { listings: Array<{ model: string }> } }) => body.data!.listings.map((l) => l.model);

describe('the lease filters and sorts', () => {
  it('prices the effective monthly sort on the searched term and mileage (the stored default without them)', async () => {
    // default (longest term, lowest mileage): A 300, B 250 + 4000/36 = 361.11, C 320 + 1000/48 = 340.83
    expect(models(await search('sort=effective_monthly'))).toEqual(['A', 'C', 'B']);
    // 24 months: A 300, C 320 + 1000/24 = 361.67 (B offers no 24-month term)
    expect(models(await search('term=24&sort=effective_monthly'))).toEqual(['A', 'C']);
    // 20,000 miles: only C offers it, and A falls back to nothing: C is priced 320 + 10000 x 0.30 / 12 = 570
    expect(models(await search('mileage=20000'))).toEqual(['C']);
    // 12,000 miles: A on 15,000 (+ 5000 x 0.20 / 12 = 383.33), B on 12,000, C on 20,000 (570 + 1000/48 = 590.83)
    expect(models(await search('mileage=12000&sort=effective_monthly'))).toEqual(['B', 'A', 'C']);
  });

  it('filters due at signing on the searched mileage: down payment + first month', async () => {
    expect(models(await search('maxDueAtSigning=300&sort=price_asc'))).toEqual(['A']);
    expect(models(await search('maxDueAtSigning=1320&sort=price_asc'))).toEqual(['A', 'C']);
    // on 15,000 miles A costs 383.33 a month: due at signing 383.33
    expect(models(await search('maxDueAtSigning=383.32&mileage=12000'))).toEqual([]);
    expect(models(await search('maxDueAtSigning=383.33&mileage=12000'))).toEqual(['A']);
  });

  it('searches around a ZIP code with the distance in each card, by great-circle miles', async () => {
    const near = await search('zipCode=90210&distance=10&sort=price_asc');
    expect(models(near)).toEqual(['B', 'A']);
    const [b, a] = near.data.listings;
    expect(a.distanceMiles).toBe(0);
    expect(b.distanceMiles).toBeGreaterThan(3);
    expect(b.distanceMiles).toBeLessThan(8);
    const far = await search('zipCode=10001&distance=500');
    expect(models(far)).toEqual([]);
    const chicago = await search('zipCode=60601&distance=25');
    expect(models(chicago)).toEqual(['C']);
    // Without a distance, no distance is reported and the ZIP code is a prefix.
    const prefix = await search('zipCode=904');
    expect(models(prefix)).toEqual(['B']);
    expect(prefix.data.listings[0].distanceMiles).toBeUndefined();
  });

  it('sorts by deal score, best first', async () => {
    const byScore = (await search('sort=deal_score')).data.listings as Array<{
      model: string;
      dealScore: { score: number };
    }>;
    const scores = byScore.map((l) => l.dealScore.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    expect(byScore[0].model).toBe('A');
  });
});

/** The dealer's own status change of one of its listings (pause, resume). */
const setStatus = (id: string, status: 'paused' | 'active') =>
  call(ctx.app, { method: 'PUT', url: `/api/listings/${id}/status`, token: dealer.token, payload: { status } });

describe('the deal score kept current', () => {
  it('rescores every body type of the MSRP band a change touches (a band compares across body types)', async () => {
    const db = ctx.database.db;
    const made = async (bodyType: string, monthlyPayment: number) =>
      makeListing(db, dealer.dealerId, {
        bodyType,
        model: `${bodyType} ${monthlyPayment}`,
        msrp: 85_000,
        monthlyPayment,
        downPayment: 0,
        leaseTerms: [36],
      });
    const coupes = [await made('Coupe', 900), await made('Coupe', 950)];
    const sedans = [await made('Sedan', 1000), await made('Sedan', 1050)];
    await refreshAllDealScores(db, ctx.clock.now());
    const scoreOf = async (id: string) =>
      (await call(ctx.app, { method: 'GET', url: `/api/listings/${id}`, token: dealer.token })).body.data.dealScore;
    expect((await scoreOf(sedans[1])).peers).toBe(3);
    expect((await scoreOf(sedans[1])).reasons[0].text).toContain('cars of $80,000-$90,000 MSRP');
    // Pausing a coupe moves the sedans' band.
    const paused = await setStatus(coupes[0], 'paused');
    expect(paused.status).toBe(200);
    expect((await scoreOf(sedans[1])).peers).toBe(2);
    await setStatus(coupes[0], 'active');
    expect((await scoreOf(sedans[1])).peers).toBe(3);
  });

  it("moves the peers' scores when one listing is paused, resumed or deleted, and clears its own", async () => {
    const db = ctx.database.db;
    const suvs: string[] = [];
    for (const [i, monthly] of [420, 440, 460, 480, 500].entries()) {
      suvs.push(
        await makeListing(db, dealer.dealerId, {
          bodyType: 'SUV',
          model: `SUV ${i}`,
          msrp: 45_000,
          monthlyPayment: monthly,
          downPayment: 0,
          leaseTerms: [36],
        }),
      );
    }
    await refreshAllDealScores(db, ctx.clock.now());
    const scoreOf = async (id: string) =>
      (await call(ctx.app, { method: 'GET', url: `/api/listings/${id}`, token: dealer.token })).body.data.dealScore;
    const before = await scoreOf(suvs[4]);
    expect(before.peers).toBe(4);
    expect(before.reasons[0].text).toBe(
      '$500/month effective, down payment included: 9% above similar SUVs ($40,000-$50,000 MSRP)',
    );

    // The dealer pauses the cheapest: its SUVs fall under 5 listings, the rest compare with every car of the band.
    const paused = await setStatus(suvs[0], 'paused');
    expect(paused.status).toBe(200);
    expect(paused.body.data.dealScore).toBeNull();
    const after = await scoreOf(suvs[4]);
    expect(after.peers).toBe(3);
    expect(after.reasons[0].text).toBe(
      '$500/month effective, down payment included: 6% above cars of $40,000-$50,000 MSRP',
    );
    expect(after.score).toBeGreaterThan(before.score);

    // Resumed (still approved): back in its band, the others move back.
    const resumed = await setStatus(suvs[0], 'active');
    expect(resumed.status).toBe(200);
    expect(resumed.body.data.dealScore.peers).toBe(4);
    expect(await scoreOf(suvs[4])).toEqual(before);

    // The admin rejects one, then deletes another.
    expect(
      (
        await call(ctx.app, {
          method: 'PUT',
          url: `/api/admin/listings/${suvs[1]}/reject`,
          token: admin.token,
          payload: { reason: 'Photos missing' },
        })
      ).status,
    ).toBe(200);
    expect((await scoreOf(suvs[4])).peers).toBe(3);
    expect(
      (await call(ctx.app, { method: 'DELETE', url: `/api/listings/${suvs[2]}`, token: dealer.token })).status,
    ).toBe(200);
    expect((await scoreOf(suvs[4])).peers).toBe(2);
    expect(await scoreOf(suvs[1])).toBeNull();
    // The search cards carry the same score as the detail.
    const card = (await search('bodyType=SUV')).data.listings.find((l: { id: string }) => l.id === suvs[4]);
    expect(card.dealScore).toEqual(await scoreOf(suvs[4]));
  });
});

describe('lease-cost-sql.ts', () => {
  it('prices every demo offer on every searched term and mileage as lease-cost.ts does', async () => {
    const offers = DEMO_CARS.map((c, i) => ({ monthlyPayment: c[6], ...leaseOffer(i, c[2], c[6]) }));
    const db = ctx.database.db;
    for (const term of [undefined, ...LEASE_TERMS]) {
      for (const mileage of [undefined, ...MILEAGE_LIMITS]) {
        const sqlChoice = {
          term: term === undefined ? undefined : `${term}::int`,
          mileage: mileage === undefined ? undefined : `${mileage}::int`,
        };
        const priced = pricedLeaseSql(sqlChoice);
        const values = offers
          .map(
            (o) =>
              `(${o.monthlyPayment}::numeric, ${o.downPayment}::numeric, '{${o.leaseTerms}}'::int[], '{${o.mileageLimits}}'::int[], ${o.extraMileageCost}::numeric)`,
          )
          .join(', ');
        const rows = rowsOf<{ due: string; eff: string }>(
          await db.execute(
            sql.raw(`select ${priced.dueAtSigning}::float8 as due, ${priced.effectiveMonthly}::float8 as eff
          from (values ${values}) as listings(monthly_payment, down_payment, lease_terms, mileage_limits, extra_mileage_cost)`),
          ),
        );
        offers.forEach((o, i) => {
          const choice = searchLeaseChoice(o, { term, mileage });
          // the term filter keeps only listings offering the searched term
          if (term !== undefined && choice!.termMonths !== term) return;
          const cost = leaseCost(o, choice)!;
          expect([term, mileage, i, Number(rows[i].due), Number(rows[i].eff)]).toEqual([
            term,
            mileage,
            i,
            cost.dueAtSigning,
            cost.effectiveMonthly,
          ]);
        });
      }
    }
  });
});

describe('listing_prices (the searched choices, written by triggers)', () => {
  const pricesOf = async (id: string) =>
    rowsOf<{ term: number; mileage: number; eff: number; due: number }>(
      await ctx.database.db.execute(
        sql`select term, mileage, effective_monthly::float8 as eff, due_at_signing::float8 as due from listing_prices where listing_id = ${id} order by term, mileage`,
      ),
    );
  /** What the rows must be: every term filter x mileage filter the listing passes, priced by lease-cost.ts. */
  const expected = (o: {
    monthlyPayment: number;
    downPayment: number;
    leaseTerms: number[];
    mileageLimits: number[];
    extraMileageCost: number;
  }) => {
    const out: Array<{ term: number; mileage: number; eff: number; due: number }> = [];
    for (const term of [0, ...LEASE_TERMS]) {
      if (term && !o.leaseTerms.includes(term)) continue;
      for (const mileage of [0, ...MILEAGE_LIMITS]) {
        if (mileage && !o.mileageLimits.some((m) => m >= mileage)) continue;
        const cost = leaseCost(o, searchLeaseChoice(o, { term: term || undefined, mileage: mileage || undefined }))!;
        out.push({ term, mileage, eff: cost.effectiveMonthly, due: cost.dueAtSigning });
      }
    }
    return out;
  };

  it('holds every choice a search can name for each demo offer, priced as lease-cost.ts prices it, and follows an edit', async () => {
    const db = ctx.database.db;
    for (const [i, c] of DEMO_CARS.entries()) {
      const offer = { monthlyPayment: c[6], ...leaseOffer(i, c[2], c[6]) };
      const id = await makeListing(db, dealer.dealerId, { model: `Priced ${i}`, ...offer });
      expect([i, await pricesOf(id)]).toEqual([i, expected(offer)]);
      await db.delete(listings).where(eq(listings.id, id));
      expect(await pricesOf(id)).toEqual([]);
    }
    const id = await makeListing(db, dealer.dealerId, {
      model: 'Edited',
      monthlyPayment: 300,
      downPayment: 0,
      leaseTerms: [36],
      mileageLimits: [10000],
      extraMileageCost: 0.2,
    });
    const edited = {
      monthlyPayment: 280,
      downPayment: 1500,
      leaseTerms: [24, 48],
      mileageLimits: [10000, 20000],
      extraMileageCost: 0.25,
    };
    await db.update(listings).set(edited).where(eq(listings.id, id));
    expect(await pricesOf(id)).toEqual(expected(edited));
    // a change of something else leaves them alone
    await db.update(listings).set({ views: 5 }).where(eq(listings.id, id));
    expect(await pricesOf(id)).toEqual(expected(edited));
    // the body type and fuel they copy follow the listing's
    const copies = async () =>
      rowsOf(await db.execute(sql`select distinct body_type, fuel_type from listing_prices where listing_id = ${id}`));
    expect(await copies()).toEqual([{ body_type: 'Sedan', fuel_type: 'Gasoline' }]);
    await db.update(listings).set({ bodyType: 'SUV', fuelType: 'Hybrid' }).where(eq(listings.id, id));
    expect(await copies()).toEqual([{ body_type: 'SUV', fuel_type: 'Hybrid' }]);
    // and so do whether and until when the public sees it (billing's rule), and its dealer
    const rule = async () =>
      rowsOf(
        await db.execute(
          sql`select distinct public_until is not null as public, dealer_id from listing_prices where listing_id = ${id}`,
        ),
      );
    expect(await rule()).toEqual([{ public: true, dealer_id: dealer.dealerId }]);
    await db.update(listings).set({ status: 'paused' }).where(eq(listings.id, id));
    expect(await rule()).toEqual([{ public: false, dealer_id: dealer.dealerId }]);
    const other = await makeDealer(ctx.app, 'pro', ctx.clock.now(), 'Prices Owner');
    await db.update(listings).set({ status: 'active', dealerId: other.dealerId }).where(eq(listings.id, id));
    expect(await rule()).toEqual([{ public: true, dealer_id: other.dealerId }]);
    // the dealer's own changes reach its rows in the same transaction (the dealers and subscriptions triggers)
    await db.update(dealers).set({ status: 'suspended' }).where(eq(dealers.id, other.dealerId));
    expect(await rule()).toEqual([{ public: false, dealer_id: other.dealerId }]);
    await db.update(dealers).set({ status: 'approved' }).where(eq(dealers.id, other.dealerId));
    expect(await rule()).toEqual([{ public: true, dealer_id: other.dealerId }]);
    await db.update(subscriptions).set({ status: 'expired' }).where(eq(subscriptions.dealerId, other.dealerId));
    expect(await rule()).toEqual([{ public: false, dealer_id: other.dealerId }]);
    await db.delete(listings).where(eq(listings.id, id));
  });

  it("are written by the database's trigger functions from today's lease-cost-sql.ts text (a change there needs a migration)", async () => {
    const bodies = rowsOf<{ name: string; src: string }>(
      await ctx.database.db.execute(
        sql`select proname as name, prosrc as src from pg_proc where proname like 'listing_prices_%' order by 1`,
      ),
    );
    expect(bodies.map((b) => b.name)).toEqual([
      'listing_prices_of_dealer',
      'listing_prices_of_inserted',
      'listing_prices_of_subscription',
      'listing_prices_of_updated',
      'listing_prices_refresh_dealer',
      'listing_prices_write',
    ]);
    // both listing triggers write through the one function holding the insert
    expect(bodies[1].src).toContain('listing_prices_write(array(SELECT id FROM new_rows))');
    expect(bodies[3].src).toContain('listing_prices_write(changed)');
    expect(bodies[5].src).toContain(leasePricesInsertSql('select unnest(ids)'));
  });
});
