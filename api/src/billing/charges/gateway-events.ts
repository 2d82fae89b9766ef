// Payment provider events (Stripe webhooks), verified on the raw body by the gateway and applied
// once (gateway_events: the event id). A charge's outcome has the same effects as when the
// charge answered at once; a detached card is no longer a valid payment method.
import type { FastifyInstance } from 'fastify';
import type { GatewayEvent } from '../gateway/port';
import { createPaymentsRepository } from '../repository-payments';
import { recordChargeOutcome } from './charge';

export async function handleGatewayEvent(
  app: FastifyInstance,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<void> {
  const event = app.paymentGateway.parseWebhook(rawBody, signature);
  if (!(await app.billingRepository.recordGatewayEvent(event.id, event.type, app.clock.now()))) return;
  try {
    await applyEvent(app, event);
  } catch (error) {
    await app.billingRepository.forgetGatewayEvent(event.id).catch(() => undefined);
    throw error;
  }
}

async function applyEvent(app: FastifyInstance, event: GatewayEvent): Promise<void> {
  switch (event.type) {
    case 'charge.succeeded': {
      const payment = await createPaymentsRepository(app.db).findByGatewayRef(event.chargeRef);
      if (payment && payment.type !== 'refund') {
        await recordChargeOutcome(app, payment.id, { status: 'succeeded', ref: event.chargeRef, card: event.card }, [
          'pending',
          'failed',
        ]);
      }
      return;
    }
    case 'charge.failed': {
      const payment = await createPaymentsRepository(app.db).findByGatewayRef(event.chargeRef);
      if (payment && payment.type !== 'refund') {
        await recordChargeOutcome(app, payment.id, { status: 'failed', ref: event.chargeRef, message: event.message }, [
          'pending',
        ]);
      }
      return;
    }
    case 'payment_method.detached': {
      const dealer = await app.billingRepository.findDealerByPaymentMethod(event.paymentMethodId);
      if (dealer && (!event.customerId || event.customerId === dealer.stripeCustomerId)) {
        await app.billingRepository.updateDealerBilling(dealer.id, {
          hasValidPaymentMethod: false,
          updatedAt: app.clock.now(),
        });
      }
      return;
    }
    default:
  }
}
