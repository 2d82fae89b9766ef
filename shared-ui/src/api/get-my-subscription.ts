import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DealerSubscription } from 'shared-contracts';
import { apiClient, errorStatus, handleApiError } from 'shared-auth';

/**
 * GET /api/billing/my-subscription: the signed-in dealer's subscription, or null when the
 * dealer never had one (404). null, not undefined: a query's data cannot be undefined.
 */
export async function getMySubscription(signal?: AbortSignal): Promise<DealerSubscription | null> {
  try {
    const { data } = await apiClient.get('/api/billing/my-subscription', { signal });
    return (data.data ?? null) as DealerSubscription | null;
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    return handleApiError(error, { toast: false });
  }
}

export const mySubscriptionQueryOptions = () =>
  queryOptions({ queryKey: ['billing', 'my-subscription'], queryFn: ({ signal }) => getMySubscription(signal) });

/** The dealer's subscription (plan message on the dashboard banner and the subscription page). */
export function useMySubscription() {
  return useQuery(mySubscriptionQueryOptions());
}
