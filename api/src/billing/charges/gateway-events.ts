// Payment provider events (Stripe webhooks), verified on the raw body by the gateway and applied
// once (gateway_events: the event id). A charge's outcome has the same effects as when the
// charge answered at once; a detached card is no longer a valid payment method.
import type { BillingDeps } from '../deps';
import type { GatewayEvent } from '../gateway/port';
import { createPaymentsRepository } from '../repository-payments';
import { recordChargeOutcome } from './charge';

export async function handleGatewayEvent(
  deps: BillingDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<void> {
  const event = deps.paymentGateway.parseWebhook(rawBody, signature);
  if (!(await deps.billingRepository.recordGatewayEvent(event.id, event.type, deps.clock.now()))) return;
  try {
    await applyEvent(deps, event);
  } catch (error) {
    await deps.billingRepository.forgetGatewayEvent(event.id).catch(() => undefined);
    throw error;
  }
}

async function applyEvent(deps: BillingDeps, event: GatewayEvent): Promise<void> {
  switch (event.type) {
    case 'charge.succeeded': {
      const payment = await createPaymentsRepository(deps.db).findByGatewayRef(event.chargeRef);
      if (payment && payment.type !== 'refund') {
        await recordChargeOutcome(deps, payment.id, { status: 'succeeded', ref: event.chargeRef, card: event.card }, [
          'pending',
          'failed',
        ]);
      }
      return;
    }
    case 'charge.failed': {
      const payment = await createPaymentsRepository(deps.db).findByGatewayRef(event.chargeRef);
      if (payment && payment.type !== 'refund') {
        await recordChargeOutcome(
          deps,
          payment.id,
          { status: 'failed', ref: event.chargeRef, message: event.message },
          ['pending'],
        );
      }
      return;
    }
    case 'payment_method.detached': {
      const dealer = await deps.billingRepository.findDealerByPaymentMethod(event.paymentMethodId);
      if (dealer && (!event.customerId || event.customerId === dealer.stripeCustomerId)) {
        await deps.billingRepository.updateDealerBilling(dealer.id, {
          hasValidPaymentMethod: false,
          updatedAt: deps.clock.now(),
        });
      }
      return;
    }
    default:
  }
}
