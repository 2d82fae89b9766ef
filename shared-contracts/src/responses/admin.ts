// Answers of /api/admin/*.
import { z } from 'zod';
import { dataResponse } from './common';

export const adminDashboardStatsSchema = z.object({
  activeEnquiries: z.number().int(),
  activeListings: z.number().int(),
  pendingEnquiries: z.number().int(),
  totalEnquiries: z.number().int(),
  totalLeads: z.number().int(),
  verifiedLeads: z.number().int(),
  totalDealers: z.number().int(),
  pendingDealers: z.number().int(),
  approvedDealers: z.number().int(),
  totalUsers: z.number().int(),
  totalListings: z.number().int(),
  pendingListings: z.number().int(),
});
export type AdminDashboardStats = z.infer<typeof adminDashboardStatsSchema>;

export const adminDashboardResponseSchema = dataResponse(adminDashboardStatsSchema);
