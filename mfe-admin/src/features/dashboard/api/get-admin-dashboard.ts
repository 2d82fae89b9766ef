import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type AdminDashboardStats } from 'shared-contracts';

/** GET /api/admin/dashboard: system-wide counts. */
async function getAdminDashboard(signal?: AbortSignal): Promise<AdminDashboardStats> {
  const { data } = await callApi(endpoints.admin.dashboard, { signal }, { errors: { toast: false } });
  return data;
}

const adminDashboardQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'dashboard'], queryFn: ({ signal }) => getAdminDashboard(signal) });

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions());
}
