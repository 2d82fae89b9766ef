import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type AdminDealerSummary } from 'shared-contracts';

/** The dealer picker's choices: approved dealers matching the typed text (name, email, city), 20 at most. */
async function searchApprovedDealers(search: string, signal?: AbortSignal): Promise<AdminDealerSummary[]> {
  const answer = await callApi(
    endpoints.dealers.list,
    {
      query: { status: 'approved', page: 1, limit: 20, ...(search ? { search } : {}) },
      signal,
    },
    { errors: { toast: false, fallback: 'Failed to load dealers' } },
  );
  return answer.data.dealers;
}

export function useApprovedDealers(search: string) {
  return useQuery({
    queryKey: ['admin', 'dealers', 'approved', search],
    queryFn: ({ signal }) => searchApprovedDealers(search, signal),
    placeholderData: keepPreviousData,
  });
}
