// Dealer queries: the dealership rows, the admin read models (dealer, its user, its
// subscription in one query; the admin's paged list; figures counted over a few dealers' rows
// in one grouped query per table), the dashboard counts and the funnel over the dealer's own rows.
import { and, between, count, desc, eq, ilike, inArray, isNotNull, max, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';
import type { DealerStatus } from 'shared-contracts';
import type { Db, Tx } from '../db/client';
import {
  dealers,
  enquiries,
  leads,
  listingImpressions,
  listings,
  listingViews,
  payments,
  subscriptions,
  users,
} from '../db/schema';
import { offsetOf } from '../lib/pagination';

export type DealerRow = typeof dealers.$inferSelect;
export type NewDealerRow = typeof dealers.$inferInsert;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** This month's first instant, last month's, and the instant of last month that matches now. */
export interface MonthBounds {
  thisMonth: Date;
  lastMonth: Date;
  lastMonthToDate: Date;
}

function monthCounts(createdAt: AnyPgColumn, m: MonthBounds) {
  return {
    thisMonth: countWhere(sql`${createdAt} >= ${at(m.thisMonth)}`),
    lastMonth: countWhere(sql`${createdAt} >= ${at(m.lastMonth)} and ${createdAt} < ${at(m.thisMonth)}`),
    lastMonthToDate: countWhere(sql`${createdAt} >= ${at(m.lastMonth)} and ${createdAt} < ${at(m.lastMonthToDate)}`),
  };
}

/** A dealer's user as the admin views show it. */
export interface DealerUser {
  firstName: string;
  lastName: string;
  email: string;
}

/** What the admin views count over a dealer's rows. */
export interface DealerFigures {
  totalListings: number;
  activeListings: number;
  pendingListings: number;
  /** verified leads */
  totalLeadsReceived: number;
  lastLeadDate: Date | null;
  totalEnquiries: number;
  paidCents: number;
  lastPaymentDate: Date | null;
}

export const NO_FIGURES: DealerFigures = {
  totalListings: 0,
  activeListings: 0,
  pendingListings: 0,
  totalLeadsReceived: 0,
  lastLeadDate: null,
  totalEnquiries: 0,
  paidCents: 0,
  lastPaymentDate: null,
};

/** Which dealers the admin's list shows. */
export interface DealerFilter {
  page: number;
  limit: number;
  status?: DealerStatus;
  search?: string;
}

function listConditions(f: DealerFilter): SQL | undefined {
  const p = f.search ? `%${f.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
  return and(
    f.status ? eq(dealers.status, f.status) : undefined,
    p ? or(ilike(dealers.dealershipName, p), ilike(users.email, p), ilike(dealers.city, p)) : undefined,
  );
}

const adminViewColumns = {
  dealer: dealers,
  user: { firstName: users.firstName, lastName: users.lastName, email: users.email },
  subscription: subscriptions,
};

export function createDealersRepository(db: Db | Tx) {
  return {
    async findByUserId(userId: string): Promise<DealerRow | undefined> {
      const [row] = await db.select().from(dealers).where(eq(dealers.userId, userId)).limit(1);
      return row;
    },

    async findById(id: string): Promise<DealerRow | undefined> {
      const [row] = await db.select().from(dealers).where(eq(dealers.id, id)).limit(1);
      return row;
    },

    async update(id: string, values: Partial<NewDealerRow>): Promise<DealerRow | undefined> {
      const [row] = await db.update(dealers).set(values).where(eq(dealers.id, id)).returning();
      return row;
    },

    async insert(values: NewDealerRow): Promise<DealerRow> {
      const [row] = await db.insert(dealers).values(values).returning();
      return row;
    },

    /** The dealer, held until the transaction ends (id must be a uuid). */
    async findForUpdate(id: string): Promise<DealerRow | undefined> {
      const [row] = await db.select().from(dealers).where(eq(dealers.id, id)).limit(1).for('update');
      return row;
    },

    async remove(id: string): Promise<void> {
      await db.delete(dealers).where(eq(dealers.id, id));
    },

    /** The dealer, the name and email of its user, and its subscription (null when it has none). */
    async findAdminView(id: string) {
      const [row] = await db
        .select(adminViewColumns)
        .from(dealers)
        .innerJoin(users, eq(users.id, dealers.userId))
        .leftJoin(subscriptions, eq(subscriptions.dealerId, dealers.id))
        .where(eq(dealers.id, id))
        .limit(1);
      return row;
    },

    /** One page of the admin's list (newest first), each dealer with its user and subscription, and the number of matches. */
    async page(f: DealerFilter) {
      const where = listConditions(f);
      const [rows, [{ n }]] = await Promise.all([
        db
          .select(adminViewColumns)
          .from(dealers)
          .innerJoin(users, eq(users.id, dealers.userId))
          .leftJoin(subscriptions, eq(subscriptions.dealerId, dealers.id))
          .where(where)
          .orderBy(desc(dealers.createdAt), desc(dealers.id))
          .limit(f.limit)
          .offset(offsetOf(f.page, f.limit)),
        db.select({ n: count() }).from(dealers).innerJoin(users, eq(users.id, dealers.userId)).where(where),
      ]);
      return { rows, total: Number(n) };
    },

    /**
     * The figures of these dealers: one grouped query per table (listings; leads: every lead request
     * received, verified or not, as `countLeadsReceived` counts Total Leads; enquiries; succeeded
     * payments: refunds count negative).
     */
    async figures(dealerIds: string[]): Promise<Map<string, DealerFigures>> {
      const result = new Map<string, DealerFigures>(dealerIds.map((id) => [id, { ...NO_FIGURES }]));
      if (dealerIds.length === 0) return result;
      const [l, ld, e, p] = await Promise.all([
        db
          .select({
            dealerId: listings.dealerId,
            total: count(),
            active: countWhere(sql`${listings.status} = 'active'`),
            pending: countWhere(sql`${listings.status} = 'pending'`),
          })
          .from(listings)
          .where(inArray(listings.dealerId, dealerIds))
          .groupBy(listings.dealerId),
        db
          .select({ dealerId: leads.dealerId, total: count(), last: max(leads.createdAt) })
          .from(leads)
          .where(inArray(leads.dealerId, dealerIds))
          .groupBy(leads.dealerId),
        db
          .select({ dealerId: enquiries.dealerId, total: count() })
          .from(enquiries)
          .where(inArray(enquiries.dealerId, dealerIds))
          .groupBy(enquiries.dealerId),
        db
          .select({
            dealerId: payments.dealerId,
            cents:
              sql<number>`coalesce(sum(case when ${payments.type} = 'refund' then -${payments.amountCents} else ${payments.amountCents} end), 0)`.mapWith(
                Number,
              ),
            last: sql<Date | null>`max(case when ${payments.type} <> 'refund' then ${payments.createdAt} end)`.mapWith(
              payments.createdAt,
            ),
          })
          .from(payments)
          .where(and(inArray(payments.dealerId, dealerIds), eq(payments.status, 'succeeded')))
          .groupBy(payments.dealerId),
      ]);
      const of = (id: string | null) => (id ? result.get(id) : undefined);
      for (const r of l)
        Object.assign(of(r.dealerId) ?? {}, {
          totalListings: r.total,
          activeListings: r.active,
          pendingListings: r.pending,
        });
      for (const r of ld) Object.assign(of(r.dealerId) ?? {}, { totalLeadsReceived: r.total, lastLeadDate: r.last });
      for (const r of e) Object.assign(of(r.dealerId) ?? {}, { totalEnquiries: r.total });
      for (const r of p) Object.assign(of(r.dealerId) ?? {}, { paidCents: r.cents, lastPaymentDate: r.last });
      return result;
    },

    /** Who to mail about a dealer: its user's address and first name, and the dealership's name. */
    async findContact(dealerId: string) {
      const [row] = await db
        .select({ email: users.email, firstName: users.firstName, dealershipName: dealers.dealershipName })
        .from(dealers)
        .innerJoin(users, eq(users.id, dealers.userId))
        .where(eq(dealers.id, dealerId))
        .limit(1);
      return row;
    },

    /** "Total Leads": every lead request about this dealer's listings, verified or awaiting the shopper's confirmation. */
    async countLeadsReceived(dealerId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(leads).where(eq(leads.dealerId, dealerId));
      return Number(row.n);
    },

    /**
     * Counts over this dealer's listings (per status), leads (and those since `since`) and
     * enquiries, the last two also per calendar month (`months`: this month's first instant, last
     * month's, and the instant of last month that matches now).
     */
    async dashboardCounts(dealerId: string, since: Date, months: MonthBounds) {
      const [[l], [ld], [e]] = await Promise.all([
        db
          .select({
            total: count(),
            active: countWhere(sql`${listings.status} = 'active'`),
            pending: countWhere(sql`${listings.status} = 'pending'`),
            paused: countWhere(sql`${listings.status} = 'paused'`),
            rejected: countWhere(sql`${listings.status} = 'rejected'`),
            views: sql<number>`coalesce(sum(${listings.views}), 0)`.mapWith(Number),
          })
          .from(listings)
          .where(eq(listings.dealerId, dealerId)),
        db
          .select({
            verified: countWhere(sql`${leads.isEmailVerified}`),
            fresh: countWhere(sql`${leads.status} = 'new'`),
            since: countWhere(sql`${leads.createdAt} >= ${at(since)}`),
            ...monthCounts(leads.createdAt, months),
          })
          .from(leads)
          .where(eq(leads.dealerId, dealerId)),
        db
          .select({ total: count(), ...monthCounts(enquiries.createdAt, months) })
          .from(enquiries)
          .where(eq(enquiries.dealerId, dealerId)),
      ]);
      return { listings: l, leads: ld, enquiries: e };
    },

    /**
     * The funnel of every listing of this dealer from `from` (a UTC day's first instant) to `now`:
     * the listings, then per listing the search impressions, deal-page views (one row per visitor
     * and day), leads and enquiries, each one grouped query over the dealer's rows.
     */
    async funnelCounts(dealerId: string, from: Date, now: Date) {
      const [fromDay, toDay] = [from, now].map((d) => d.toISOString().slice(0, 10));
      const own = eq(listings.dealerId, dealerId);
      const [rows, shown, viewed, led, enquired] = await Promise.all([
        db
          .select({
            id: listings.id,
            make: listings.make,
            model: listings.model,
            year: listings.year,
            status: listings.status,
            imageUrl: listings.imageUrl,
          })
          .from(listings)
          .where(own),
        db
          .select({
            listingId: listingImpressions.listingId,
            n: sql<number>`sum(${listingImpressions.count})`.mapWith(Number),
          })
          .from(listingImpressions)
          .innerJoin(listings, eq(listings.id, listingImpressions.listingId))
          .where(and(own, between(listingImpressions.day, fromDay, toDay)))
          .groupBy(listingImpressions.listingId),
        db
          .select({ listingId: listingViews.listingId, n: count() })
          .from(listingViews)
          .innerJoin(listings, eq(listings.id, listingViews.listingId))
          .where(and(own, between(listingViews.day, fromDay, toDay)))
          .groupBy(listingViews.listingId),
        db
          .select({ listingId: leads.listingId, n: count() })
          .from(leads)
          .where(and(eq(leads.dealerId, dealerId), isNotNull(leads.listingId), between(leads.createdAt, from, now)))
          .groupBy(leads.listingId),
        db
          .select({ listingId: enquiries.listingId, n: count() })
          .from(enquiries)
          .where(
            and(
              eq(enquiries.dealerId, dealerId),
              isNotNull(enquiries.listingId),
              between(enquiries.createdAt, from, now),
            ),
          )
          .groupBy(enquiries.listingId),
      ]);
      const byListing = (counted: Array<{ listingId: string | null; n: number }>) =>
        new Map(counted.map((c) => [c.listingId!, Number(c.n)]));
      return {
        rows,
        impressions: byListing(shown),
        views: byListing(viewed),
        leads: byListing(led),
        enquiries: byListing(enquired),
      };
    },
  };
}

export type DealersRepository = ReturnType<typeof createDealersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    dealersRepository: DealersRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('dealersRepository', createDealersRepository(app.db));
  },
  { name: 'dealers-repository', dependencies: ['infrastructure'] },
);
