import { callApi } from 'shared-auth';
import { endpoints } from 'shared-contracts';

/**
 * POST /api/billing/confirm-payment-method: the card the provider confirmed becomes the
 * dealer's payment method. A failure rejects with the server's message (or "Payment setup
 * failed") for the card form to show; nothing is toasted.
 */
export async function confirmPaymentMethod(paymentMethodId: string): Promise<void> {
  await callApi(
    endpoints.billing.confirmPaymentMethod,
    { body: { paymentMethodId } },
    { errors: { toast: false, fallback: 'Payment setup failed' } },
  );
}
