import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DealerDashboardStats } from 'shared-contracts';
import { apiClient, handleApiError } from 'shared-auth';

/** GET /api/dealers/stats/dashboard: the signed-in dealer's numbers. */
export async function getDealerDashboardStats(signal?: AbortSignal): Promise<DealerDashboardStats> {
  try {
    const { data } = await apiClient.get('/api/dealers/stats/dashboard', { signal });
    return data.data as DealerDashboardStats;
  } catch (error) {
    return handleApiError(error, { toast: false });
  }
}

export const dealerDashboardStatsQueryOptions = () =>
  queryOptions({ queryKey: ['dealer', 'dashboard-stats'], queryFn: ({ signal }) => getDealerDashboardStats(signal) });

export function useDealerDashboardStats() {
  return useQuery(dealerDashboardStatsQueryOptions());
}
