import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, PAYMENT_HISTORY_PAGE_SIZE, type Pagination, type Payment } from 'shared-contracts';

export interface PaymentsPage {
  payments: Payment[];
  pagination: Pagination;
}

/** GET /api/billing/my-payments: one page (10) of the dealer's payments, newest first. */
async function getMyPayments(page: number, signal?: AbortSignal): Promise<PaymentsPage> {
  const answer = await callApi(
    endpoints.billing.myPayments,
    { query: { page, limit: PAYMENT_HISTORY_PAGE_SIZE }, signal },
    {
      errors: { toast: false, fallback: 'Failed to load payments' },
    },
  );
  return { payments: answer.data.payments, pagination: answer.meta.pagination };
}

const myPaymentsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['billing', 'my-payments', page],
    queryFn: ({ signal }) => getMyPayments(page, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useMyPayments(page: number) {
  return useQuery(myPaymentsQueryOptions(page));
}
