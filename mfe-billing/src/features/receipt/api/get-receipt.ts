import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, nullWhenNotFound } from 'shared-auth';
import { endpoints, type Receipt } from 'shared-contracts';

/** GET /api/billing/my-payments/:id: one of the dealer's payments as a receipt; null when not found (or another dealer's). */
async function getReceipt(id: string, signal?: AbortSignal): Promise<Receipt | null> {
  const answer = await nullWhenNotFound(
    callApi(
      endpoints.billing.receipt,
      { params: { id }, signal },
      {
        errors: { toast: false, fallback: 'Failed to load the receipt' },
      },
    ),
  );
  return answer?.data ?? null;
}

const receiptQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['billing', 'receipt', id], queryFn: ({ signal }) => getReceipt(id, signal) });

export function useReceipt(id: string) {
  return useQuery(receiptQueryOptions(id));
}
