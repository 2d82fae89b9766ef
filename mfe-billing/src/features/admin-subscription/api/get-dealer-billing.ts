import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type AdminBilling } from 'shared-contracts';

const DEALER_BILLING_LOAD_ERROR = 'Failed to load the billing details';

/** GET /api/billing/subscriptions/:id (the DEALER id): the dealer's billing facts and whether Stop Active Plan applies. */
async function getDealerBilling(id: string, signal?: AbortSignal): Promise<AdminBilling> {
  const answer = await callApi(
    endpoints.billing.dealerBilling,
    { params: { id }, signal },
    { errors: { toast: false, redirect: false, fallback: DEALER_BILLING_LOAD_ERROR } },
  );
  return answer.data;
}

/** Under ['admin', 'dealers'], so a stop, approval or suspension reloads it with the dealer. */
const dealerBillingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'dealers', 'billing', id] as const,
    queryFn: ({ signal }) => getDealerBilling(id, signal),
  });

export function useDealerBilling(id: string) {
  return useQuery(dealerBillingQueryOptions(id));
}
