import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboardStats } from 'shared-contracts';
import { apiClient, handleApiError } from 'shared-auth';

/** GET /api/admin/dashboard: system-wide counts. */
export async function getAdminDashboard(signal?: AbortSignal): Promise<AdminDashboardStats> {
  try {
    const { data } = await apiClient.get('/api/admin/dashboard', { signal });
    return data.data as AdminDashboardStats;
  } catch (error) {
    return handleApiError(error, { toast: false });
  }
}

export const adminDashboardQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'dashboard'], queryFn: ({ signal }) => getAdminDashboard(signal) });

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions());
}
