import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type AdminDealer } from 'shared-contracts';

/** GET /api/dealers/:id: the dealer as an admin sees it, with its subscription and figures (404 when unknown). */
async function getDealer(id: string, signal?: AbortSignal): Promise<AdminDealer> {
  const { data } = await callApi(endpoints.dealers.byId, { params: { id }, signal }, { errors: { toast: false } });
  return data;
}

const dealerQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['admin', 'dealers', 'detail', id], queryFn: ({ signal }) => getDealer(id, signal) });

export function useDealer(id: string) {
  return useQuery(dealerQueryOptions(id));
}
