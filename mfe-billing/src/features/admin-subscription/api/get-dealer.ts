import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, nullWhenNotFound } from 'shared-auth';
import { endpoints, type AdminDealer } from 'shared-contracts';

const DEALER_LOAD_ERROR = 'Failed to load dealer details';

/** GET /api/dealers/:id (the dealer with its subscription); null when the dealer does not exist (a query's data cannot be undefined). */
async function getDealer(id: string, signal?: AbortSignal): Promise<AdminDealer | null> {
  const answer = await nullWhenNotFound(
    callApi(
      endpoints.dealers.byId,
      { params: { id }, signal },
      { errors: { toast: false, fallback: DEALER_LOAD_ERROR } },
    ),
  );
  return answer?.data ?? null;
}

/**
 * Under ['admin', 'dealers'], so mfe-admin's dealer commands (approve, suspend, edit) reload it
 * too when both areas share the shell's cache.
 */
const dealerQueryKey = (id: string) => ['admin', 'dealers', 'subscription', id] as const;

const dealerQueryOptions = (id: string) =>
  queryOptions({ queryKey: dealerQueryKey(id), queryFn: ({ signal }) => getDealer(id, signal) });

export function useDealer(id: string) {
  return useQuery(dealerQueryOptions(id));
}
