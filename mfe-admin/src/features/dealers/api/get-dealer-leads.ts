import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type Lead, type Pagination } from 'shared-contracts';

const DEALER_LEADS_PAGE_SIZE = 5;

/** GET /api/leads?dealerId&page&limit: one dealer's leads (verified or not), newest first. */
async function getDealerLeads(
  dealerId: string,
  page: number,
  signal?: AbortSignal,
): Promise<{ leads: Lead[]; pagination: Pagination }> {
  const answer = await callApi(
    endpoints.leads.list,
    { query: { dealerId, page, limit: DEALER_LEADS_PAGE_SIZE }, signal },
    { errors: { toast: false, fallback: 'Failed to load leads' } },
  );
  return { leads: answer.data.leads, pagination: answer.meta.pagination };
}

const dealerLeadsQueryOptions = (dealerId: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'dealers', 'leads', dealerId, page],
    queryFn: ({ signal }) => getDealerLeads(dealerId, page, signal),
    placeholderData: keepPreviousData,
  });

export function useDealerLeads(dealerId: string, page: number) {
  return useQuery(dealerLeadsQueryOptions(dealerId, page));
}
