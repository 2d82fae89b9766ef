import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints } from 'shared-contracts';

/** Spec 2 section 8, word for word. */
export const STOP_SUBSCRIPTION_SUCCESS = 'Subscription stopped successfully.';
const STOP_SUBSCRIPTION_FAILED = 'Failed to stop subscription.';

/**
 * DELETE /api/billing/subscriptions/:id (id: the DEALER id): "Stop Active Plan" ends the trial or
 * Pro plan at once. A failure toasts the server's message ("This plan is already cancelled") or
 * the spec's fallback.
 */
async function stopSubscription(dealerId: string): Promise<void> {
  await callApi(
    endpoints.billing.stopSubscription,
    { params: { id: dealerId } },
    { errors: { fallback: STOP_SUBSCRIPTION_FAILED } },
  );
}

/**
 * Stops the plan, then reloads the dealer whatever the outcome (a refusal means the page was out
 * of date), with the admin's dealer pages, the dashboard and the public listings (a stopped plan
 * takes the dealer's listings out of the search).
 */
export function useStopSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: stopSubscription,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin', 'dealers'] }),
        client.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
        client.invalidateQueries({ queryKey: ['listings'] }),
      ]),
  });
}
