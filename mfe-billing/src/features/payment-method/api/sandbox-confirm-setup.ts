import { callApi } from 'shared-auth';
import { endpoints, type EndpointBody } from 'shared-contracts';

export type SandboxCardBody = EndpointBody<typeof endpoints.billing.sandboxConfirmSetup>;

export type SandboxSetupResult = { status: 'succeeded' | 'requires_action'; paymentMethodId: string | null };

/**
 * POST /api/billing/sandbox/confirm-setup: the sandbox gateway plays the card provider's
 * setup confirmation. A refused card rejects with the provider's message ("Your card was
 * declined.") for the form to show.
 */
export async function sandboxConfirmSetup(body: SandboxCardBody): Promise<SandboxSetupResult> {
  const { data } = await callApi(
    endpoints.billing.sandboxConfirmSetup,
    { body },
    { errors: { toast: false, fallback: 'Payment setup failed' } },
  );
  return data;
}
