import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type BillingStats } from 'shared-contracts';

/** GET /api/billing/my-stats: the signed-in dealer's plan state, leads and charges. */
export async function getBillingStats(signal?: AbortSignal): Promise<BillingStats> {
  const { data } = await callApi(
    endpoints.billing.myStats,
    { signal },
    { errors: { toast: false, fallback: 'Failed to load billing information' } },
  );
  return data;
}

export const billingStatsQueryOptions = () =>
  queryOptions({ queryKey: ['billing', 'my-stats'], queryFn: ({ signal }) => getBillingStats(signal) });

/** The dealer's billing stats (dealer dashboard banner, subscription page). */
export function useBillingStats() {
  return useQuery(billingStatsQueryOptions());
}
