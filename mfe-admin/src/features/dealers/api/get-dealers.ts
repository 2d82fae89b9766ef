import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type AdminDealerSummary, type DealerStatus, type Pagination } from 'shared-contracts';

const DEALERS_PAGE_SIZE = 10;
export const DEALERS_LOAD_ERROR = 'Failed to load dealers';

export type DealerStatusFilter = 'all' | DealerStatus;

export interface DealersQuery {
  page: number;
  status: DealerStatusFilter;
  search?: string;
  limit?: number;
}

export interface DealersPage {
  dealers: AdminDealerSummary[];
  pagination: Pagination;
}

/** GET /api/dealers?page&limit&status&search (spec 1 section 7): dealers, newest first. */
async function getDealers(q: DealersQuery, signal?: AbortSignal): Promise<DealersPage> {
  const answer = await callApi(
    endpoints.dealers.list,
    {
      query: {
        page: q.page,
        limit: q.limit ?? DEALERS_PAGE_SIZE,
        ...(q.status === 'all' ? {} : { status: q.status }),
        ...(q.search ? { search: q.search } : {}),
      },
      signal,
    },
    { errors: { toast: false, fallback: DEALERS_LOAD_ERROR } },
  );
  return { dealers: answer.data.dealers, pagination: answer.meta.pagination };
}

const dealersQueryOptions = (q: DealersQuery) =>
  queryOptions({
    queryKey: ['admin', 'dealers', 'list', q],
    queryFn: ({ signal }) => getDealers(q, signal),
    placeholderData: keepPreviousData,
  });

export function useDealers(q: DealersQuery, enabled = true) {
  return useQuery({ ...dealersQueryOptions(q), enabled });
}
