import type { AdminDashboardStats } from 'shared-contracts';
import { apiClient, handleApiError } from 'shared-auth';

/** GET /api/admin/dashboard: system-wide counts. */
export async function getAdminDashboard(): Promise<AdminDashboardStats> {
  try {
    const { data } = await apiClient.get('/api/admin/dashboard');
    return data.data as AdminDashboardStats;
  } catch (error) {
    return handleApiError(error, { toast: false });
  }
}
