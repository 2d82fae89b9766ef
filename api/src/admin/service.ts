// Admin dashboard numbers, counted in the database (one aggregate query per table).
import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminDashboardStats } from 'shared-contracts';
import type { Db } from '../db/client';
import { dealers, enquiries, leads, listings, users } from '../db/schema';

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * pendingEnquiries: status new; activeEnquiries: not closed (new or contacted);
 * totalUsers: consumer accounts (dealers and admins are counted apart).
 */
export async function adminDashboardStats(db: Db): Promise<AdminDashboardStats> {
  const [l] = await db.select({
    total: count(),
    active: countWhere(sql`${listings.status} = 'active'`),
    pending: countWhere(sql`${listings.status} = 'pending'`),
  }).from(listings);
  const [ld] = await db.select({ total: count(), verified: countWhere(sql`${leads.isEmailVerified}`) }).from(leads);
  const [e] = await db.select({
    total: count(),
    pending: countWhere(sql`${enquiries.status} = 'new'`),
    active: countWhere(sql`${enquiries.status} <> 'closed'`),
  }).from(enquiries);
  const [d] = await db.select({
    total: count(),
    pending: countWhere(sql`${dealers.status} = 'pending'`),
    approved: countWhere(sql`${dealers.status} = 'approved'`),
  }).from(dealers);
  const [u] = await db.select({ n: count() }).from(users).where(eq(users.role, 'user'));
  return {
    activeEnquiries: e.active,
    activeListings: l.active,
    pendingEnquiries: e.pending,
    totalEnquiries: e.total,
    totalLeads: ld.total,
    verifiedLeads: ld.verified,
    totalDealers: d.total,
    pendingDealers: d.pending,
    approvedDealers: d.approved,
    totalUsers: u.n,
    totalListings: l.total,
    pendingListings: l.pending,
  };
}
