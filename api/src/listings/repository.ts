// Listing queries (no rules): search pages and counts, filter options, the detail, the public
// check other domains go through (via the listings service), view counting, and the uncached
// public search as one prebuilt statement. Filters come from search-filters.ts.
import { and, arrayOverlaps, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ListingSearchQuery } from 'shared-contracts';
import type { Db, Tx } from '../db/client';
import { dealers, listingPrices, listings, subscriptions } from '../db/schema';
import { offsetOf } from '../lib/pagination';
import { rawSummaryRow, type CappedCount, type ListingRow, type NewListingRow, type SummaryRow } from './mappers';
import {
  distanceColumn,
  distanceSqlText,
  filterConditions,
  filterSqlText,
  filtersOnPrices,
  joinsPrices,
  priceJoin,
  rawBinder,
  searchShape,
  sortOf,
  sortOrder,
  sortSqlKeys,
} from './search-filters';
import { dealerMayReceiveLeadsSql, publicListingSql } from './visibility';
import type { Centroid } from './zip-centroids';

/** public: what anybody may see; manage: an admin (any dealer) or a dealer (own listings), any status. */
export type SearchScope = { kind: 'public'; now: Date; dealerIds?: string[] } | { kind: 'manage'; dealerId?: string };

/** The filter part of a search (no paging, no sort): also the key of the cached count. */
export function searchConditions(q: ListingSearchQuery, scope: SearchScope): SQL | undefined {
  if (scope.kind === 'public') return and(publicListingSql(scope.now, scope.dealerIds), ...filterConditions(q));
  // The scope decides the dealer (a dealer's own, whatever it sent); any status may be asked for.
  return and(
    q.status && q.status !== 'all' ? eq(listings.status, q.status) : undefined,
    ...filterConditions({ ...q, dealerId: scope.dealerId }),
  );
}

const summaryColumns = {
  id: listings.id,
  make: listings.make,
  model: listings.model,
  year: listings.year,
  bodyType: listings.bodyType,
  fuelType: listings.fuelType,
  transmission: listings.transmission,
  monthlyPayment: listings.monthlyPayment,
  imageUrl: listings.imageUrl,
  isLimitedOffer: listings.isLimitedOffer,
  dateAdded: listings.dateAdded,
  msrp: listings.msrp,
  downPayment: listings.downPayment,
  leaseTerms: listings.leaseTerms,
  mileageLimits: listings.mileageLimits,
  extraMileageCost: listings.extraMileageCost,
  effectiveMonthly: listings.effectiveMonthly,
  dealScore: listings.dealScore,
  dealScorePeers: listings.dealScorePeers,
  dealPeerMedian: listings.dealPeerMedian,
  dealPeerBand: listings.dealPeerBand,
};

/** The price row of the searched choice (search-filters.ts joinsPrices), as `p`. */
const p = alias(listingPrices, 'p');

/** The query joined with its price row when the search names a term or a mileage. */
function withPrices<T extends PgSelect>(query: T, q: ListingSearchQuery): T {
  return joinsPrices(q) ? (query.innerJoin(p, sql.raw(priceJoin(q))) as unknown as T) : query;
}

/** The public listing a lead or enquiry may be about. */
export interface PublicListingRef {
  id: string;
  dealerId: string;
  make: string;
  model: string;
  year: number;
}

export function createListingsRepository(db: Db | Tx) {
  return {
    async count(q: ListingSearchQuery, where: SQL | undefined): Promise<number> {
      const [row] = await withPrices(db.select({ n: count() }).from(listings).$dynamic(), q).where(where);
      return Number(row?.n ?? 0);
    },

    /**
     * Counts at most cap + 1 matching rows (count over a subquery with LIMIT), so its cost is
     * bounded by the cap instead of growing with the table: the scan of the partial index stops
     * after cap + 1 entries.
     */
    async countCapped(q: ListingSearchQuery, where: SQL | undefined, cap: number): Promise<CappedCount> {
      const matches = withPrices(
        db
          .select({ one: sql<number>`1`.as('one') })
          .from(listings)
          .$dynamic(),
        q,
      )
        .where(where)
        .limit(cap + 1)
        .as('matches');
      const [row] = await db.select({ n: count() }).from(matches);
      const n = Number(row?.n ?? 0);
      return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
    },

    async findSummaries(q: ListingSearchQuery, scope: SearchScope, where: SQL | undefined): Promise<SummaryRow[]> {
      const distance = distanceColumn(q);
      const columns = distance ? { ...summaryColumns, distanceMiles: sql<number>`${distance}` } : summaryColumns;
      return withPrices(db.select(columns).from(listings).$dynamic(), q)
        .where(where)
        .orderBy(...sortOrder(q, sortOf(q, scope.kind)))
        .limit(q.limit)
        .offset(offsetOf(q.page, q.limit));
    },

    async findRows(q: ListingSearchQuery, scope: SearchScope, where: SQL | undefined): Promise<ListingRow[]> {
      const rows = await withPrices(db.select({ listing: listings }).from(listings).$dynamic(), q)
        .where(where)
        .orderBy(...sortOrder(q, sortOf(q, scope.kind)))
        .limit(q.limit)
        .offset(offsetOf(q.page, q.limit));
      return rows.map((r) => r.listing);
    },

    /** Distinct (make, model, body type) of the public listings. */
    async publicModelRows(
      now: Date,
      dealerIds?: string[],
    ): Promise<Array<{ make: string; model: string; bodyType: string }>> {
      return db
        .selectDistinct({ make: listings.make, model: listings.model, bodyType: listings.bodyType })
        .from(listings)
        .where(publicListingSql(now, dealerIds));
    },

    /** The listing row with its dealer card, and whether the public may see it at `now`. */
    async findDetail(id: string, now: Date) {
      const [row] = await db
        .select({
          listing: listings,
          dealer: { id: dealers.id, dealershipName: dealers.dealershipName, city: dealers.city, state: dealers.state },
          isPublic: sql<boolean>`${publicListingSql(now)}`,
        })
        .from(listings)
        .innerJoin(dealers, eq(dealers.id, listings.dealerId))
        .where(eq(listings.id, id))
        .limit(1);
      return row && { ...row, isPublic: row.isPublic === true || (row.isPublic as unknown) === 't' };
    },

    /** The listing if the public may see it at `now` (id must be a uuid). */
    async findPublic(id: string, now: Date): Promise<PublicListingRef | undefined> {
      const [row] = await db
        .select({
          id: listings.id,
          dealerId: listings.dealerId,
          make: listings.make,
          model: listings.model,
          year: listings.year,
        })
        .from(listings)
        .where(and(eq(listings.id, id), publicListingSql(now)))
        .limit(1);
      return row;
    },

    /** Id and last change of the public listings at `now`, most recently changed first, at most `limit` (the sitemap). */
    async publicListingDates(now: Date, limit: number): Promise<Array<{ id: string; updatedAt: Date }>> {
      return db
        .select({ id: listings.id, updatedAt: listings.updatedAt })
        .from(listings)
        .where(publicListingSql(now))
        .orderBy(desc(listings.updatedAt), listings.id)
        .limit(limit);
    },

    /** The dealers that may receive leads at `now`. */
    async eligibleDealerIds(now: Date): Promise<string[]> {
      const rows = await db
        .select({ id: dealers.id })
        .from(dealers)
        .innerJoin(subscriptions, eq(subscriptions.dealerId, dealers.id))
        .where(dealerMayReceiveLeadsSql(now))
        .orderBy(dealers.id);
      return rows.map((r) => r.id);
    },

    /**
     * Adds a batch of deal-page views in one statement (listings/view-counter.ts): a listing_views
     * row per listing, day and visitor not there yet, and listings.views by the rows added.
     * Listings deleted since are skipped.
     */
    async addViews(batch: ReadonlyArray<{ listingId: string; day: string; visitor: string }>): Promise<void> {
      if (batch.length === 0) return;
      const rows = [...batch].sort((a, b) => (a.listingId < b.listingId ? -1 : a.listingId > b.listingId ? 1 : 0));
      // Ids, ISO days and base64url hashes: nothing to quote in an array literal.
      const list = (values: string[]) => `{${values.join(',')}}`;
      await db.execute(sql`
        with added as (
          insert into listing_views (listing_id, day, visitor)
          select b.listing_id, b.day, b.visitor
          from unnest(${list(rows.map((r) => r.listingId))}::uuid[], ${list(rows.map((r) => r.day))}::date[], ${list(rows.map((r) => r.visitor))}::text[])
            with ordinality as b(listing_id, day, visitor, n)
          where exists (select 1 from listings where listings.id = b.listing_id)
          order by b.n
          on conflict do nothing returning listing_id
        ), counts as (select listing_id, count(*)::int as n from added group by listing_id)
        update listings set views = listings.views + counts.n from counts where listings.id = counts.listing_id`);
    },

    /**
     * Adds a batch of search impressions in one statement (listings/impressions.ts). Listings
     * deleted since they were shown are skipped; rows go in key order, so two instances
     * flushing at once lock them in the same order.
     */
    async addImpressions(batch: ReadonlyArray<{ listingId: string; day: string; count: number }>): Promise<void> {
      if (batch.length === 0) return;
      const rows = [...batch].sort((a, b) =>
        a.listingId === b.listingId ? a.day.localeCompare(b.day) : a.listingId < b.listingId ? -1 : 1,
      );
      const list = (values: Array<string | number>) => `{${values.join(',')}}`;
      await db.execute(sql`
        insert into listing_impressions (listing_id, day, count)
        select b.listing_id, b.day, b.count
        from unnest(${list(rows.map((r) => r.listingId))}::uuid[], ${list(rows.map((r) => r.day))}::date[], ${list(rows.map((r) => r.count))}::int[])
          with ordinality as b(listing_id, day, count, n)
        where exists (select 1 from listings where listings.id = b.listing_id)
        order by b.n
        on conflict (listing_id, day) do update set count = listing_impressions.count + excluded.count`);
    },

    searchPublicRaw: (q: ListingSearchQuery, eligibleDealerIds: readonly string[], cap: number) =>
      searchPublicRaw(db, q, eligibleDealerIds, cap),

    // Commands (listings/commands.ts).

    /** The listing row, locked until the transaction ends when `forUpdate`. */
    async findById(id: string, forUpdate = false): Promise<ListingRow | undefined> {
      const q = db.select().from(listings).where(eq(listings.id, id)).limit(1);
      const [row] = forUpdate ? await q.for('update') : await q;
      return row;
    },

    async insert(values: NewListingRow): Promise<ListingRow> {
      const [row] = await db.insert(listings).values(values).returning();
      return row;
    },

    async update(id: string, values: Partial<NewListingRow>): Promise<ListingRow | undefined> {
      const [row] = await db.update(listings).set(values).where(eq(listings.id, id)).returning();
      return row;
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db.delete(listings).where(eq(listings.id, id)).returning({ id: listings.id });
      return rows.length > 0;
    },

    /** The dealer a new listing belongs to (its zip code is the listing's), if it exists. */
    async dealerOfNewListing(dealerId: string): Promise<{ id: string; zipCode: string | null } | undefined> {
      const [row] = await db
        .select({ id: dealers.id, zipCode: dealers.zipCode })
        .from(dealers)
        .where(eq(dealers.id, dealerId))
        .limit(1);
      return row;
    },

    /** A dealership's listings take its new ZIP code and the code's centroid (null where unknown), changed at `now`. */
    async moveDealer(dealerId: string, zipCode: string | null, at: Centroid | undefined, now: Date): Promise<void> {
      await db
        .update(listings)
        .set({ zipCode, latitude: at?.latitude ?? null, longitude: at?.longitude ?? null, updatedAt: now })
        .where(eq(listings.dealerId, dealerId));
    },

    /** Which of these image keys some listing still shows (demo listings share pictures). */
    async imageKeysInUse(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ main: listings.imageUrl, gallery: listings.galleryImages })
        .from(listings)
        .where(or(inArray(listings.imageUrl, keys), arrayOverlaps(listings.galleryImages, keys)));
      const wanted = new Set(keys);
      return new Set(
        rows.flatMap((r) => [r.main, ...r.gallery]).filter((k): k is string => k !== null && wanted.has(k)),
      );
    },
  };
}

export type ListingsRepository = ReturnType<typeof createListingsRepository>;

// ---------------------------------------------------------------------------------------------
// The public search without the cache (SEARCH_CACHE_TTL_MS=0): every request reads the
// database, so the per-request CPU of building the query matters. One SQL statement returns
// the page and the capped count (one round trip), its text is built once per filter shape
// (which filters are present + sort) from search-filters.ts, and it goes to the driver
// directly (no query builder per request).

/** node-postgres' Pool or PGlite: both take (text, values) and answer { rows }. */
type RawClient = { query(text: string, values: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }> };

const searchTexts = new Map<string, SearchTexts>();

/** The summary columns of the raw statement (driver types: numerics as float8). */
export const RAW_COLUMNS = [
  'id',
  'make',
  'model',
  'year',
  'body_type',
  'fuel_type',
  'transmission',
  'monthly_payment::float8 as monthly_payment',
  'image_url',
  'is_limited_offer',
  'date_added',
  'msrp::float8 as msrp',
  'down_payment::float8 as down_payment',
  'lease_terms',
  'mileage_limits',
  'extra_mileage_cost::float8 as extra_mileage_cost',
  'effective_monthly::float8 as effective_monthly',
  'deal_score',
  'deal_score_peers',
  'deal_peer_median',
  'deal_peer_band',
]
  .map((c) => `listings.${c}`)
  .join(', ');

/** The statements of one search: its capped count, and its page read either way (searchPublicRaw). */
export interface PublicSearchStatements {
  count: { text: string; values: unknown[] };
  /** Walks the sort index and stops after the page: many matches. */
  walk: { text: string; values: unknown[] };
  /** Reads every match through the filters' indexes and sorts them: few matches. */
  few: { text: string; values: unknown[] };
}

interface SearchTexts {
  count: string;
  walk: string;
  few: string;
}

/**
 * The matches a count reads. A search naming a term or mileage counts its price rows (their
 * index holds the choice, body type, fuel and the public rule's columns); with filters on the
 * listing's own columns too, it checks each listing's conditions by its key (the OFFSET 0 keeps
 * that a lookup per row: joined, PostgreSQL would hash every price row
 * of the choice before the count could stop at the cap).
 */
function countMatches(filters: string[], onPrices: boolean): string {
  const publicRule = [`listings.status = 'active'`, 'listings.dealer_id = any($1::uuid[])'];
  if (!onPrices) return `select 1 from listings where ${[...publicRule, ...filters].join(' and ')}`;
  const ofListing = filters.filter((f) => f.includes('listings.'));
  const ofPrice = filters.filter((f) => !f.includes('listings.'));
  // The price row copies the public rule's columns: with no filter on the listing's own, the
  // count is read from the price index alone.
  if (ofListing.length === 0)
    return `select 1 from listing_prices p where ${[...ofPrice, 'p.active', 'p.dealer_id = any($1::uuid[])'].join(' and ')}`;
  const exists = `exists (select 1 from listings where listings.id = p.listing_id and ${[...publicRule, ...ofListing].join(' and ')} offset 0)`;
  return `select 1 from listing_prices p where ${[...ofPrice, exists].join(' and ')}`;
}

/**
 * The statements' texts and this request's values: $1 is the eligible dealers' ids, then the
 * filters' values (the count ends with the cap), then the distance's and the sort's, then
 * limit and offset. The texts are built once per shape (filters used + sort); each request only
 * collects its values, in the same order.
 */
export function publicSearchStatements(
  q: ListingSearchQuery,
  eligibleDealerIds: readonly string[],
  cap: number,
): PublicSearchStatements {
  const sort = sortOf(q, 'public');
  const key = `${sort}|${searchShape(q)}`;
  // The count reads the price row only when the search filters on it; the walk tests the copied
  // columns on the price row (its index is the order), the few matches on listings' (its indexes find them).
  // Every variant binds the same filter values in the same order: one pass collects them.
  const { bind, values } = rawBinder(2);
  const walkFilters = filterSqlText(q, bind, joinsPrices(q) ? 'p' : 'listings');
  const filterValues = values.length;
  const distance = distanceSqlText(q, bind);
  const order = sortSqlKeys(q, sort, bind);
  const n = 1 + values.length;
  let texts = searchTexts.get(key);
  if (!texts) {
    const countFilters = filterSqlText(q, rawBinder(2).bind, filtersOnPrices(q) ? 'p' : 'listings');
    // (the few matches are read as the count reads them)
    const where = (filters: string[]) =>
      [`listings.status = 'active'`, 'listings.dealer_id = any($1::uuid[])', ...filters].join(' and ');
    const joined = `listings join listing_prices p on ${priceJoin(q)}`;
    const from = joinsPrices(q) ? joined : 'listings';
    const columns = `${RAW_COLUMNS}, ${distance ?? 'null::float8'} as distance_miles`;
    // The page's sort keys are selected as s0, s1, ... so the few matches sort on them alone.
    const keys = order.map((k, i) => `${k.expr} as s${i}`).join(', ');
    const orderBy = order.map((k, i) => `s${i} ${k.dir}`).join(', ');
    texts = {
      count: `select count(*)::int as total from (${countMatches(countFilters, filtersOnPrices(q))} limit $${2 + filterValues}) m`,
      walk: `select ${columns}, ${keys} from ${from} where ${where(walkFilters)} order by ${orderBy} limit $${n + 1} offset $${n + 2}`,
      // The OFFSET 0 fence keeps the sort index out; the page's columns are read for its rows only.
      few: `select ${columns} from (select * from (select listings.id as fid, ${keys} from ${from} where ${where(countFilters)} offset 0) few
  order by ${orderBy} limit $${n + 1} offset $${n + 2}) f join listings on listings.id = f.fid order by ${order.map((k, i) => `f.s${i} ${k.dir}`).join(', ')}`,
    };
    searchTexts.set(key, texts);
  }
  const ids = `{${eligibleDealerIds.join(',')}}`;
  const page = [ids, ...values, q.limit, offsetOf(q.page, q.limit)];
  return {
    count: { text: texts.count, values: [ids, ...values.slice(0, filterValues), cap + 1] },
    walk: { text: texts.walk, values: page },
    few: { text: texts.few, values: page },
  };
}

/**
 * A public search page and its capped count, planned on the data rather than on estimates:
 * the count capped at cap + 1 (listings' own dealer_id tested against the eligible dealers'
 * ids, a hashed array), then the page: when the count says the matches are few (a rare filter,
 * or one rare where the sort starts), they are read through the filters' indexes and sorted;
 * when they are many, the sort index is walked and stops after the page. No page is read past
 * the last match of an exact count. Each statement is unnamed, so planned with this request's
 * values (a named statement's generic plan misjudges the filters' selectivity).
 */
async function searchPublicRaw(
  db: Db | Tx,
  q: ListingSearchQuery,
  eligibleDealerIds: readonly string[],
  cap: number,
): Promise<{ rows: SummaryRow[]; count: CappedCount }> {
  const client = (db as unknown as { $client: RawClient }).$client;
  const statements = publicSearchStatements(q, eligibleDealerIds, cap);
  const total = Number((await client.query(statements.count.text, statements.count.values)).rows[0]?.total ?? 0);
  const count: CappedCount = total > cap ? { total: cap, capped: true } : { total, capped: false };
  if (total <= cap && total <= offsetOf(q.page, q.limit)) return { rows: [], count };
  const page = total > cap ? statements.walk : statements.few;
  const result = await client.query(page.text, page.values);
  return { rows: result.rows.map(rawSummaryRow), count };
}

declare module 'fastify' {
  interface FastifyInstance {
    listingsRepository: ListingsRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('listingsRepository', createListingsRepository(app.db));
  },
  { name: 'listings-repository', dependencies: ['services'] },
);
