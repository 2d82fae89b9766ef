import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type AdminDispute, type DisputeStatus, type Pagination } from 'shared-contracts';

const DISPUTES_PAGE_SIZE = 10;
export const DISPUTES_LOAD_ERROR = 'Failed to load disputes';

export interface DisputesQuery {
  page: number;
  /** undefined: every status. */
  status?: DisputeStatus;
}

export interface DisputesPage {
  disputes: AdminDispute[];
  pagination: Pagination;
}

/** GET /api/billing/disputes: one page (10) of lead disputes, open ones first, oldest first within a status. */
async function getDisputes(q: DisputesQuery, signal?: AbortSignal): Promise<DisputesPage> {
  const answer = await callApi(
    endpoints.billing.disputes,
    {
      query: { page: q.page, limit: DISPUTES_PAGE_SIZE, ...(q.status ? { status: q.status } : {}) },
      signal,
    },
    { errors: { toast: false, fallback: DISPUTES_LOAD_ERROR } },
  );
  return { disputes: answer.data.disputes, pagination: answer.meta.pagination };
}

export const disputesQueryKey = ['admin', 'billing', 'disputes'] as const;

const disputesQueryOptions = (q: DisputesQuery) =>
  queryOptions({
    queryKey: [...disputesQueryKey, 'list', q],
    queryFn: ({ signal }) => getDisputes(q, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useDisputes(q: DisputesQuery) {
  return useQuery(disputesQueryOptions(q));
}
