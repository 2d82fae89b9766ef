import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingStats } from 'shared-contracts';
import { apiClient, handleApiError } from 'shared-auth';

/** GET /api/billing/my-stats: the signed-in dealer's plan state, leads and charges. */
export async function getBillingStats(signal?: AbortSignal): Promise<BillingStats> {
  try {
    const { data } = await apiClient.get('/api/billing/my-stats', { signal });
    return data.data as BillingStats;
  } catch (error) {
    return handleApiError(error, { toast: false });
  }
}

export const billingStatsQueryOptions = () =>
  queryOptions({ queryKey: ['billing', 'my-stats'], queryFn: ({ signal }) => getBillingStats(signal) });

/** The dealer's billing stats (dealer dashboard banner, subscription page). */
export function useBillingStats() {
  return useQuery(billingStatsQueryOptions());
}
