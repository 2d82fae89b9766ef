import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type ACTIVITY_PERIODS, type AdminActivity } from 'shared-contracts';

export type ActivityPeriod = (typeof ACTIVITY_PERIODS)[number];
export const ACTIVITY_LOAD_ERROR = 'Failed to load activity';

/** GET /api/admin/dashboard/activity?period: new dealers, leads and revenue per day (7, 30 days) or week (90 days). */
async function getAdminActivity(period: ActivityPeriod, signal?: AbortSignal): Promise<AdminActivity> {
  const { data } = await callApi(
    endpoints.admin.activity,
    { query: { period }, signal },
    { errors: { toast: false, fallback: ACTIVITY_LOAD_ERROR } },
  );
  return data;
}

const adminActivityQueryOptions = (period: ActivityPeriod) =>
  queryOptions({
    queryKey: ['admin', 'dashboard', 'activity', period],
    queryFn: ({ signal }) => getAdminActivity(period, signal),
    // The previous period stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useAdminActivity(period: ActivityPeriod) {
  return useQuery(adminActivityQueryOptions(period));
}
