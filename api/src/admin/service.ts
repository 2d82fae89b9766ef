// Admin dashboard numbers, counted in the database.
import type { FastifyInstance } from 'fastify';
import type { AdminDashboardStats } from 'shared-contracts';

export type AdminDeps = Pick<FastifyInstance, 'adminRepository'>;

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
