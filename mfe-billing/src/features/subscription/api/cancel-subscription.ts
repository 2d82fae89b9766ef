import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, notify } from 'shared-auth';
import { endpoints } from 'shared-contracts';
import { reloadBilling } from '../../../shared/lib/billing-cache';

const SUBSCRIPTION_CANCELED = 'Pro subscription canceled successfully';

/** DELETE /api/billing/my-subscription (no reason). A failure toasts the server's message or "Cancellation failed". */
async function cancelSubscription(): Promise<void> {
  await callApi(endpoints.billing.cancelSubscription, {}, { errors: { fallback: 'Cancellation failed' } });
}

/** Cancels Pro (it stays active until the end of the paid period), toasts, reloads the billing data. */
export function useCancelSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => {
      notify(SUBSCRIPTION_CANCELED, 'success');
      return reloadBilling(client);
    },
  });
}
