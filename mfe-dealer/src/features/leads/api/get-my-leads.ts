import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type Lead, type LeadsPageQuery, type Pagination } from 'shared-contracts';

const LEADS_PAGE_SIZE = 10;

export interface MyLeadsQuery {
  page: number;
  search?: string;
  status?: LeadsPageQuery['status'];
}

export interface MyLeadsPage {
  leads: Lead[];
  pagination: Pagination;
}

/** GET /api/leads/my-leads: one page (10) of the signed-in dealer's verified leads, newest first. */
async function getMyLeads(q: MyLeadsQuery, signal?: AbortSignal): Promise<MyLeadsPage> {
  const answer = await callApi(
    endpoints.leads.myLeads,
    {
      query: {
        page: q.page,
        limit: LEADS_PAGE_SIZE,
        ...(q.search ? { search: q.search } : {}),
        ...(q.status ? { status: q.status } : {}),
      },
      signal,
    },
    { errors: { toast: false, fallback: 'Failed to load leads' } },
  );
  return { leads: answer.data.leads, pagination: answer.meta.pagination };
}

const myLeadsQueryOptions = (q: MyLeadsQuery) =>
  queryOptions({
    queryKey: ['dealer', 'my-leads', q],
    queryFn: ({ signal }) => getMyLeads(q, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useMyLeads(q: MyLeadsQuery) {
  return useQuery(myLeadsQueryOptions(q));
}
