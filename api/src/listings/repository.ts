// Listing queries (no rules): the public search over its read model (public-search.ts, built of
// search-query.ts parts) with a capped count, the management search, filter options, the detail, the public check other
// domains go through (via the listings service), view counting and the commands' writes.
import { and, arrayOverlaps, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ListingSearchQuery } from 'shared-contracts';
import type { Db, Tx } from '../db/client';
import { dealers, listings } from '../db/schema';
import { offsetOf } from '../lib/pagination';
import type { CappedCount, ListingRow, NewListingRow, SummaryRow } from './mappers';
import { createPublicSearch, publicPage, withChoice } from './public-search';
import { filterConditions, publicAt, searchBinds, sortOf, sortOrder, type SearchBinds } from './search-query';
import { publicListingSql } from './visibility';
import type { Centroid } from './zip-centroids';

/** manage: an admin (any dealer) or a dealer (own listings), any status. */
export type ManageScope = { kind: 'manage'; dealerId?: string };

/** The management search's conditions: the scope decides the dealer (a dealer's own, whatever it sent); any status. */
function manageConditions(q: ListingSearchQuery, scope: ManageScope, b: SearchBinds): SQL | undefined {
  return and(
    q.status && q.status !== 'all' ? eq(listings.status, q.status) : undefined,
    filterConditions(b, sortOf(q, 'manage')),
  );
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
  const publicSearchPage = createPublicSearch(db);
  return {
    /**
     * A public search page at `now` (`extra`: one more condition), without a count: the
     * saved-search job's new matches.
     */
    async searchPublic(q: ListingSearchQuery, now: Date, extra?: SQL): Promise<SummaryRow[]> {
      const p = { now, limit: q.limit, offset: offsetOf(q.page, q.limit) };
      return publicPage(db, searchBinds(q), sortOf(q, 'public'), p, extra);
    },

    /**
     * A public search page at `now` and its matches counted up to cap + 1, in statements prepared
     * per query shape (public-search.ts): the count, then the page, read by the filters when the
     * count is at most `fewMatches`.
     */
    async searchPublicPage(
      q: ListingSearchQuery,
      now: Date,
      cap: number,
      fewMatches: number,
    ): Promise<{ rows: SummaryRow[]; count: CappedCount }> {
      const { rows, matches: n } = await publicSearchPage(searchBinds(q), sortOf(q, 'public'), {
        now,
        limit: q.limit,
        offset: offsetOf(q.page, q.limit),
        cap,
        fewMatches,
      });
      return { rows, count: n > cap ? { total: cap, capped: true } : { total: n, capped: false } };
    },

    /** A management page (full rows) and the exact count of its matches. */
    async searchManaged(q: ListingSearchQuery, scope: ManageScope): Promise<{ rows: ListingRow[]; total: number }> {
      const b = searchBinds({ ...q, dealerId: scope.dealerId });
      const where = manageConditions(q, scope, b);
      const [rows, [total]] = await Promise.all([
        withChoice(db.select({ listing: listings }).from(listings).$dynamic(), b)
          .where(where)
          .orderBy(...sortOrder(sortOf(q, 'manage'), b))
          .limit(q.limit)
          .offset(offsetOf(q.page, q.limit)),
        withChoice(db.select({ n: count() }).from(listings).$dynamic(), b).where(where),
      ]);
      return { rows: rows.map((r) => r.listing as ListingRow), total: Number(total?.n ?? 0) };
    },

    /** Distinct (make, model, body type) of the public listings at `now`. */
    async publicModelRows(now: Date): Promise<Array<{ make: string; model: string; bodyType: string }>> {
      return db
        .selectDistinct({ make: listings.make, model: listings.model, bodyType: listings.bodyType })
        .from(listings)
        .where(publicAt(now, {}));
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

    // Commands (listings/commands.ts).

    /** The listing row, locked until the transaction ends when `forUpdate`. */
    async findById(id: string, forUpdate = false): Promise<ListingRow | undefined> {
      const q = db.select().from(listings).where(eq(listings.id, id)).limit(1);
      const [row] = forUpdate ? await q.for('update') : await q;
      return row;
    },

    /** The id of the dealer's listing holding this stock number, if any. */
    async withStockNumber(dealerId: string, stockNumber: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: listings.id })
        .from(listings)
        .where(and(eq(listings.dealerId, dealerId), eq(listings.stockNumber, stockNumber)))
        .limit(1);
      return row?.id;
    },

    async insert(values: NewListingRow): Promise<ListingRow> {
      const [row] = await db.insert(listings).values(values).returning();
      return row;
    },

    /** A status other than rejected (an edit sent for review again, an admin's change) clears the rejection reason. */
    async update(id: string, values: Partial<NewListingRow>): Promise<ListingRow | undefined> {
      const leavesRejection = values.status !== undefined && values.status !== 'rejected';
      const [row] = await db
        .update(listings)
        .set(leavesRejection ? { ...values, rejectionReason: null } : values)
        .where(eq(listings.id, id))
        .returning();
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

declare module 'fastify' {
  interface FastifyInstance {
    listingsRepository: ListingsRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('listingsRepository', createListingsRepository(app.db));
  },
  { name: 'listings-repository', dependencies: ['infrastructure'] },
);
