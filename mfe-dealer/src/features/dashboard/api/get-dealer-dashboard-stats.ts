import type { DealerDashboardStats } from 'shared-contracts';
import { apiClient, handleApiError } from 'shared-auth';

/** GET /api/dealers/stats/dashboard: the signed-in dealer's numbers. */
export async function getDealerDashboardStats(): Promise<DealerDashboardStats> {
  try {
    const { data } = await apiClient.get('/api/dealers/stats/dashboard');
    return data.data as DealerDashboardStats;
  } catch (error) {
    return handleApiError(error, { toast: false });
  }
}
