import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type Enquiry } from 'shared-contracts';

const ENQUIRIES_PAGE_SIZE = 10;
/** The spec's text for a failed load (spec 2 section 8), shown whatever the server said. */
export const ENQUIRIES_LOAD_ERROR = 'Failed to load Enquiries. Please try again.';

export interface EnquiriesQuery {
  page: number;
  search?: string;
}

export interface EnquiriesPage {
  enquiries: Enquiry[];
  total: number;
  totalPages: number;
}

/**
 * GET /api/enquiries: one page (10) of the enquiries on the signed-in dealer's listings, newest
 * first, searched on the server (the spec's "fetch every page, sort and slice" is not kept).
 */
async function getEnquiries(q: EnquiriesQuery, signal?: AbortSignal): Promise<EnquiriesPage> {
  const { data } = await callApi(
    endpoints.enquiries.list,
    {
      query: { page: q.page, limit: ENQUIRIES_PAGE_SIZE, ...(q.search ? { search: q.search } : {}) },
      signal,
    },
    { errors: { toast: false, fallback: ENQUIRIES_LOAD_ERROR } },
  );
  return { enquiries: data.data, total: data.total, totalPages: data.totalPages };
}

const enquiriesQueryOptions = (q: EnquiriesQuery) =>
  queryOptions({
    queryKey: ['dealer', 'enquiries', q],
    queryFn: ({ signal }) => getEnquiries(q, signal),
    placeholderData: keepPreviousData,
  });

export function useEnquiries(q: EnquiriesQuery) {
  return useQuery(enquiriesQueryOptions(q));
}
