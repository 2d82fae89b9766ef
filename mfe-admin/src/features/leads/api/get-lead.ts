import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type Lead } from 'shared-contracts';
import { leadsQueryKey } from './get-leads';

/** Spec 1 section 8, "Lead load failure". */
export const LEAD_LOAD_ERROR = 'Failed to fetch lead details';

/** GET /api/leads/:id. No toast, no redirect: the page shows "Lead Not Found" (404) or the failure. */
async function getLead(id: string, signal?: AbortSignal): Promise<Lead> {
  const { data } = await callApi(
    endpoints.leads.byId,
    { params: { id }, signal },
    { errors: { toast: false, redirect: false, fallback: LEAD_LOAD_ERROR } },
  );
  return data;
}

const leadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...leadsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getLead(id, signal),
  });

export function useLead(id: string) {
  return useQuery(leadQueryOptions(id));
}
