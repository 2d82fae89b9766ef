import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, nullWhenNotFound } from 'shared-auth';
import { endpoints, type DealerSubscription } from 'shared-contracts';

/**
 * GET /api/billing/my-subscription: the signed-in dealer's subscription, or null when the
 * dealer never had one (404). null, not undefined: a query's data cannot be undefined.
 */
export async function getMySubscription(signal?: AbortSignal): Promise<DealerSubscription | null> {
  const answer = await nullWhenNotFound(
    callApi(
      endpoints.billing.mySubscription,
      { signal },
      { errors: { toast: false, fallback: 'Failed to load billing information' } },
    ),
  );
  return answer?.data ?? null;
}

export const mySubscriptionQueryOptions = () =>
  queryOptions({ queryKey: ['billing', 'my-subscription'], queryFn: ({ signal }) => getMySubscription(signal) });

/** The dealer's subscription (plan message on the dashboard banner and the subscription page). */
export function useMySubscription() {
  return useQuery(mySubscriptionQueryOptions());
}
