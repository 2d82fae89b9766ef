import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type ResolveDisputeBody } from 'shared-contracts';
import { disputesQueryKey } from './get-disputes';

const RESOLVE_DISPUTE_FAILED = 'Failed to resolve dispute';

interface ResolveDisputeInput extends ResolveDisputeBody {
  id: string;
}

/**
 * PUT /api/billing/disputes/:id: accept (the lead charge is refunded once) or refuse with a note;
 * resolves to the server's sentence. A failure (409 already resolved...) toasts the server's message.
 */
async function resolveDispute({ id, ...body }: ResolveDisputeInput): Promise<string> {
  const { message } = await callApi(
    endpoints.billing.resolveDispute,
    { params: { id }, body },
    { errors: { fallback: RESOLVE_DISPUTE_FAILED } },
  );
  return message;
}

/**
 * Resolves a dispute, then reloads the queue whatever the outcome (a refusal usually means another
 * admin was first), the dealers' totals (a refund lowers Total Paid) and the dashboard's revenue.
 */
export function useResolveDispute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resolveDispute,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: disputesQueryKey }),
        client.invalidateQueries({ queryKey: ['admin', 'dealers'] }),
        client.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]),
  });
}
