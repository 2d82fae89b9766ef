import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type DealerFunnel } from 'shared-contracts';

/** GET /api/dealers/stats/funnel: the signed-in dealer's listings over the last 30 days (shown in search, viewed, leads). */
async function getDealerFunnel(signal?: AbortSignal): Promise<DealerFunnel> {
  const { data } = await callApi(endpoints.dealers.funnel, { signal }, { errors: { toast: false } });
  return data;
}

const dealerFunnelQueryOptions = () =>
  queryOptions({ queryKey: ['dealer', 'funnel'], queryFn: ({ signal }) => getDealerFunnel(signal) });

export function useDealerFunnel() {
  return useQuery(dealerFunnelQueryOptions());
}
