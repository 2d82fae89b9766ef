import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, nullWhenNotFound } from 'shared-auth';
import { endpoints, type AdminDealer } from 'shared-contracts';

/** GET /api/dealers/:id; null when the dealer does not exist (a query's data cannot be undefined). */
export async function getDealer(id: string, signal?: AbortSignal): Promise<AdminDealer | null> {
  const answer = await nullWhenNotFound(callApi(endpoints.dealers.byId, { params: { id }, signal }, { errors: { toast: false } }));
  return answer?.data ?? null;
}

export const dealerQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['dealers', id], queryFn: ({ signal }) => getDealer(id, signal) });

export function useDealer(id: string) {
  return useQuery(dealerQueryOptions(id));
}
