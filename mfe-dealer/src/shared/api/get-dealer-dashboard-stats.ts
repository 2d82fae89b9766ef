import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type DealerDashboardStats } from 'shared-contracts';

/** GET /api/dealers/stats/dashboard: the signed-in dealer's numbers. */
async function getDealerDashboardStats(signal?: AbortSignal): Promise<DealerDashboardStats> {
  const { data } = await callApi(endpoints.dealers.dashboardStats, { signal }, { errors: { toast: false } });
  return data;
}

const dealerDashboardStatsQueryOptions = () =>
  queryOptions({ queryKey: ['dealer', 'dashboard-stats'], queryFn: ({ signal }) => getDealerDashboardStats(signal) });

export function useDealerDashboardStats() {
  return useQuery(dealerDashboardStatsQueryOptions());
}
