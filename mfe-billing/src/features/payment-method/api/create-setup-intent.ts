import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints } from 'shared-contracts';

/** POST /api/billing/setup-payment-method: the client secret the card form confirms the card with. */
async function createSetupIntent(): Promise<string> {
  const { data } = await callApi(
    endpoints.billing.setupPaymentMethod,
    {},
    { errors: { toast: false, fallback: 'Failed to initialize payment setup' } },
  );
  return data.clientSecret;
}

/**
 * One setup secret per opened card form: asked once when the form mounts, never refetched
 * (each call makes a new setup intent), dropped when the form closes. Outside the 'billing' key
 * so reloading the billing data never replaces a secret in use.
 */
export function useSetupSecret() {
  const [formId] = useState(() => Math.random().toString(36).slice(2));
  return useQuery({
    queryKey: ['payment-setup', formId],
    queryFn: createSetupIntent,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}
