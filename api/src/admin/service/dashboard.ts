// Admin dashboard numbers and charts, counted in the database.
import type { AdminDeps } from './deps';
import type { AdminActivity, AdminActivityQuery, AdminDashboardStats } from 'shared-contracts';

/**
 * pendingEnquiries: status new; activeEnquiries: not closed (new or contacted);
 * totalUsers: consumer accounts (dealers and admins are counted apart).
 */
export async function adminDashboardStats(deps: AdminDeps): Promise<AdminDashboardStats> {
  const c = await deps.adminRepository.dashboardCounts();
  return {
    activeEnquiries: c.enquiries.open,
    activeListings: c.listings.active,
    pendingEnquiries: c.enquiries.fresh,
    totalEnquiries: c.enquiries.total,
    totalLeads: c.leads.total,
    verifiedLeads: c.leads.verified,
    totalDealers: c.dealers.total,
    pendingDealers: c.dealers.pending,
    approvedDealers: c.dealers.approved,
    totalUsers: c.users.consumers,
    totalListings: c.listings.total,
    pendingListings: c.listings.pending,
  };
}

const DAY_MS = 86_400_000;

/**
 * The dashboard charts: the last `period` days (UTC days, today included) in daily buckets, or
 * weekly ones (the default for 90 days): whole weeks ending with today, so the first may start
 * a few days before the period.
 */
export async function adminActivity(deps: AdminDeps, q: AdminActivityQuery): Promise<AdminActivity> {
  const period = Number(q.period);
  const bucket = q.bucket ?? (period > 30 ? 'week' : 'day');
  const bucketDays = bucket === 'week' ? 7 : 1;
  const buckets = Math.ceil(period / bucketDays);
  const now = deps.clock.now();
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS);
  const from = new Date(to.getTime() - buckets * bucketDays * DAY_MS);
  const rows = await deps.adminRepository.activity(from, buckets, bucketDays);
  const series = rows.map((r) => ({
    start: new Date(from.getTime() + r.bucket * bucketDays * DAY_MS).toISOString(),
    newDealers: r.newDealers,
    leads: r.leads,
    verifiedLeads: r.verifiedLeads,
    revenue: r.revenueCents / 100,
  }));
  const sum = (key: 'newDealers' | 'leads' | 'verifiedLeads') => rows.reduce((n, r) => n + r[key], 0);
  return {
    period,
    bucket,
    from: from.toISOString(),
    to: to.toISOString(),
    series,
    totals: {
      newDealers: sum('newDealers'),
      leads: sum('leads'),
      verifiedLeads: sum('verifiedLeads'),
      revenue: rows.reduce((n, r) => n + r.revenueCents, 0) / 100,
    },
  };
}
