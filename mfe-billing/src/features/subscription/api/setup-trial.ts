import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, notify, useAuthStore } from 'shared-auth';
import { endpoints } from 'shared-contracts';
import { reloadBilling } from '../../../shared/lib/billing-cache';

export interface TrialChoice {
  /** Continue on Pro when the trial ends (needs a card), or stop. */
  continueOnPro: boolean;
  /** The card just saved for it, when one was. */
  paymentMethodId?: string;
}

/**
 * POST /api/auth/setup-trial: the plan for after the trial (spec 1: userId, selectedPlan,
 * paymentMethodId, willAutoRenew). A failure toasts the server's message or "Setup failed".
 */
async function setupTrial(userId: string, choice: TrialChoice): Promise<string> {
  const { message } = await callApi(
    endpoints.auth.setupTrial,
    {
      body: {
        userId,
        selectedPlan: choice.continueOnPro ? 'pro' : 'free',
        willAutoRenew: choice.continueOnPro,
        ...(choice.paymentMethodId ? { paymentMethodId: choice.paymentMethodId } : {}),
      },
    },
    { errors: { fallback: 'Setup failed' } },
  );
  return message;
}

/** Saves the after-trial choice for the signed-in dealer, toasts, reloads the billing data. */
export function useSetupTrial() {
  const client = useQueryClient();
  const userId = useAuthStore((s) => s.user?.id);
  return useMutation({
    mutationFn: (choice: TrialChoice) => {
      if (!userId) return Promise.reject(new Error('Setup failed'));
      return setupTrial(userId, choice);
    },
    onSuccess: (message, choice) => {
      notify(
        message || (choice.continueOnPro ? 'Pro starts when your trial ends.' : 'Your trial will stop at its end.'),
        'success',
      );
      return reloadBilling(client);
    },
  });
}
