import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type AdminLeadsQuery, type Lead, type LeadStats, type Pagination } from 'shared-contracts';

const LEADS_PAGE_SIZE = 10;
export const LEADS_LOAD_ERROR = 'Failed to load leads';

export interface LeadsQuery {
  page: number;
  search?: string;
  status?: AdminLeadsQuery['status'];
  emailStatus?: AdminLeadsQuery['emailStatus'];
}

export interface LeadsPage {
  leads: Lead[];
  stats: LeadStats;
  pagination: Pagination;
}

/** GET /api/leads (admin): one page (10) of every lead, newest first, with the counts over all leads. */
async function getLeads(q: LeadsQuery, signal?: AbortSignal): Promise<LeadsPage> {
  const answer = await callApi(
    endpoints.leads.list,
    {
      query: {
        page: q.page,
        limit: LEADS_PAGE_SIZE,
        ...(q.search ? { search: q.search } : {}),
        ...(q.status ? { status: q.status } : {}),
        ...(q.emailStatus ? { emailStatus: q.emailStatus } : {}),
      },
      signal,
    },
    { errors: { toast: false, fallback: LEADS_LOAD_ERROR } },
  );
  return { leads: answer.data.leads, stats: answer.data.stats, pagination: answer.meta.pagination };
}

export const leadsQueryKey = ['admin', 'leads'] as const;

const leadsQueryOptions = (q: LeadsQuery) =>
  queryOptions({
    queryKey: [...leadsQueryKey, 'list', q],
    queryFn: ({ signal }) => getLeads(q, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useLeads(q: LeadsQuery) {
  return useQuery(leadsQueryOptions(q));
}
