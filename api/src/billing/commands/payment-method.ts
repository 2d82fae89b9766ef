// The dealer's card: the browser saved it with the payment provider (setup intent); the provider
// confirms it belongs to the dealer's customer and describes it; it becomes the payment method
// and whatever is still owed is charged again with it.
import type { FastifyInstance } from 'fastify';
import type { ConfirmPaymentMethodBody } from 'shared-contracts';
import { requireDealer, type DealerRow } from '../../dealers/service';
import { badRequest } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import { retryOutstanding } from '../charges/outstanding';

const PAYMENT_SETUP_FAILED = 'Payment setup failed';
export const PAYMENT_METHOD_ADDED = 'Payment method added successfully!';

/** Confirms the card with the gateway (400 'Payment setup failed' without a provider customer) and saves it. */
export async function saveCard(
  app: Pick<FastifyInstance, 'paymentGateway' | 'billingRepository' | 'clock'>,
  dealer: Pick<DealerRow, 'id' | 'stripeCustomerId'>,
  paymentMethodId: string,
): Promise<void> {
  if (!dealer.stripeCustomerId) throw badRequest(PAYMENT_SETUP_FAILED);
  const card = await app.paymentGateway.confirmPaymentMethod(dealer.stripeCustomerId, paymentMethodId);
  await app.billingRepository.updateDealerBilling(dealer.id, {
    stripePaymentMethodId: paymentMethodId,
    cardBrand: card.brand,
    cardLast4: card.last4,
    hasValidPaymentMethod: true,
    updatedAt: app.clock.now(),
  });
}

/** POST /api/billing/confirm-payment-method */
export async function confirmPaymentMethod(
  app: FastifyInstance,
  auth: AuthContext,
  body: ConfirmPaymentMethodBody,
): Promise<void> {
  const dealer = await requireDealer(app, auth.sub);
  await saveCard(app, dealer, body.paymentMethodId);
  // The card is saved whatever happens next; a charge that fails again stays in the history.
  await retryOutstanding(app, dealer.id).catch((error) =>
    app.log.error({ err: error, dealerId: dealer.id }, 'outstanding payments could not be retried'),
  );
}
