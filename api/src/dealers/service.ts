// Dealer rules: the dealer behind a signed-in dealer user, and their dashboard numbers.
import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { DealerDashboardStats } from 'shared-contracts';
import type { Db } from '../db/client';
import { dealers, enquiries, leads, listings, subscriptions } from '../db/schema';
import { notFound } from '../lib/errors';

export type DealerRow = typeof dealers.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function findDealerByUserId(db: Db, userId: string): Promise<DealerRow | undefined> {
  const [dealer] = await db.select().from(dealers).where(eq(dealers.userId, userId)).limit(1);
  return dealer;
}

/** The dealer of the signed-in user, or 404 'Dealer ID not found in token'. */
export async function requireDealer(db: Db, userId: string): Promise<DealerRow> {
  const dealer = await findDealerByUserId(db, userId);
  if (!dealer) throw notFound('Dealer ID not found in token');
  return dealer;
}

export async function findSubscription(db: Db, dealerId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.dealerId, dealerId)).limit(1);
  return row;
}

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** Counts over this dealer's listings, leads and enquiries only. */
export async function dealerDashboardStats(db: Db, dealerId: string, now: Date): Promise<DealerDashboardStats> {
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const [l] = await db.select({
    total: count(),
    active: countWhere(sql`${listings.status} = 'active'`),
    pending: countWhere(sql`${listings.status} = 'pending'`),
    views: sql<number>`coalesce(sum(${listings.views}), 0)`.mapWith(Number),
  }).from(listings).where(eq(listings.dealerId, dealerId));
  const [ld] = await db.select({
    total: count(),
    verified: countWhere(sql`${leads.isEmailVerified}`),
    fresh: countWhere(sql`${leads.status} = 'new'`),
    last30: countWhere(sql`${leads.createdAt} >= ${since.toISOString()}::timestamptz`),
  }).from(leads).where(eq(leads.dealerId, dealerId));
  const [e] = await db.select({ total: count() }).from(enquiries).where(eq(enquiries.dealerId, dealerId));
  return {
    totalListings: l.total,
    activeListings: l.active,
    pendingListings: l.pending,
    totalViews: l.views,
    totalLeads: ld.total,
    verifiedLeads: ld.verified,
    newLeads: ld.fresh,
    totalEnquiries: e.total,
    leadsLast30Days: ld.last30,
  };
}
