import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, notify } from 'shared-auth';
import { endpoints, type CancelTrialReason } from 'shared-contracts';
import { reloadBilling } from '../../../shared/lib/billing-cache';

const TRIAL_CANCELED = 'Free trial canceled successfully';

/** POST /api/billing/cancel-trial with a reason of the spec's list. A failure toasts the server's message or "Cancellation failed". */
async function cancelTrial(reason: CancelTrialReason): Promise<void> {
  await callApi(endpoints.billing.cancelTrial, { body: { reason } }, { errors: { fallback: 'Cancellation failed' } });
}

/** Ends the trial at once, toasts, reloads the billing data. */
export function useCancelTrial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelTrial,
    onSuccess: () => {
      notify(TRIAL_CANCELED, 'success');
      return reloadBilling(client);
    },
  });
}
