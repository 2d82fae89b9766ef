import { callApi } from 'shared-auth';
import { endpoints } from 'shared-contracts';

/** The API's answer when the dealer has no valid card: the card form is shown. */
export const NEEDS_CARD = 'Please add a payment method first';

/**
 * POST /api/billing/upgrade-to-pro. A failure toasts the server's message (a declined card:
 * "Your card was declined.") or "Upgrade failed" and rejects.
 */
export async function upgradeToPro(): Promise<void> {
  await callApi(endpoints.billing.upgradeToPro, {}, { errors: { fallback: 'Upgrade failed' } });
}
