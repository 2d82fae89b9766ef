import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, notify } from 'shared-auth';
import { endpoints, type DisputeReason } from 'shared-contracts';
import { reloadBilling } from '../../../shared/lib/billing-cache';

interface DisputeInput {
  paymentId: string;
  reason: DisputeReason;
  details?: string;
}

/**
 * POST /api/billing/disputes; the server's message (a clear-cut case is accepted at once). A
 * failure toasts the server's message (out of the window, already disputed...) and rejects.
 */
async function openDispute(input: DisputeInput): Promise<string> {
  const { message } = await callApi(
    endpoints.billing.openDispute,
    { body: input },
    { errors: { fallback: 'Failed to send the dispute' } },
  );
  return message;
}

/** Opens a dispute, toasts the answer, reloads the history (and the totals: an accepted dispute refunds). */
export function useOpenDispute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: openDispute,
    onSuccess: (message) => {
      notify(message || 'Your dispute was sent.', 'success');
      return reloadBilling(client);
    },
  });
}
