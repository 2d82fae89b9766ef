// The Stripe payment provider (used when the Stripe keys are configured): a customer per
// dealer, SetupIntents to save a card for later (off session), PaymentIntents confirmed off
// session for the monthly fee and each lead (our billing clock decides when: no Stripe Billing
// subscriptions), refunds, and webhooks verified on the raw body. Every money call carries the
// caller's idempotency key, so a retried charge or refund never moves money twice.
import Stripe from 'stripe';
import {
  cardDeclined,
  GatewayError,
  type CardSummary,
  type ChargeRequest,
  type ChargeResult,
  type GatewayEvent,
  type PaymentGateway,
  type RefundRequest,
} from './port';

export interface StripeGatewayOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the SDK sends its calls (tests: a local stand-in); default api.stripe.com over https. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** Automatic retries of a failed network call (with the same idempotency key). */
  maxNetworkRetries?: number;
}

export const INVALID_WEBHOOK_SIGNATURE = 'Invalid webhook signature';
export const PAYMENT_METHOD_NOT_FOUND = 'Payment method not found. Please add your card again.';
export const PROVIDER_UNAVAILABLE = 'The payment provider could not be reached. Please try again.';

/** A Stripe answer the caller may read (card problems 402, bad requests 400), or 502 when Stripe failed. */
function gatewayErrorOf(error: unknown): GatewayError {
  if (error instanceof Stripe.errors.StripeCardError) return cardDeclined(error.message);
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    return new GatewayError(error.code === 'resource_missing' ? 404 : 400, error.message);
  }
  const wrapped = new GatewayError(502, PROVIDER_UNAVAILABLE);
  (wrapped as Error & { cause?: unknown }).cause = error;
  return wrapped;
}

function cardOf(method: string | Stripe.PaymentMethod | null | undefined): CardSummary | null {
  if (!method || typeof method === 'string' || !method.card) return null;
  return { brand: method.card.brand, last4: method.card.last4 };
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

export class StripeGateway implements PaymentGateway {
  readonly kind = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(options: StripeGatewayOptions) {
    this.publishableKey = options.publishableKey;
    this.webhookSecret = options.webhookSecret;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      ...(options.host ? { host: options.host } : {}),
      ...(options.port ? { port: options.port } : {}),
      ...(options.protocol ? { protocol: options.protocol } : {}),
      appInfo: { name: 'LeaseMarket' },
    });
  }

  async ensureCustomer(dealer: {
    dealerId: string;
    email: string;
    name: string;
    customerId: string | null;
  }): Promise<string> {
    if (dealer.customerId) return dealer.customerId;
    try {
      // One key per dealer: two setups at once create one customer.
      const customer = await this.stripe.customers.create(
        { email: dealer.email, name: dealer.name, metadata: { dealerId: dealer.dealerId } },
        { idempotencyKey: `customer:${dealer.dealerId}` },
      );
      return customer.id;
    } catch (error) {
      throw gatewayErrorOf(error);
    }
  }

  async createSetupIntent(customerId: string, idempotencyKey: string): Promise<{ clientSecret: string }> {
    try {
      // Cards only. (The API version this SDK pins names it allowed_payment_method_types; payment_method_types was removed.)
      const intent = await this.stripe.setupIntents.create(
        { customer: customerId, usage: 'off_session', allowed_payment_method_types: ['card'] },
        { idempotencyKey },
      );
      if (!intent.client_secret) throw new GatewayError(502, PROVIDER_UNAVAILABLE);
      return { clientSecret: intent.client_secret };
    } catch (error) {
      throw error instanceof GatewayError ? error : gatewayErrorOf(error);
    }
  }

  async confirmPaymentMethod(customerId: string, paymentMethodId: string): Promise<CardSummary> {
    let method: Stripe.PaymentMethod;
    try {
      method = await this.stripe.paymentMethods.retrieve(paymentMethodId);
    } catch (error) {
      const mapped = gatewayErrorOf(error);
      throw mapped.statusCode === 404 || mapped.statusCode === 400
        ? new GatewayError(400, PAYMENT_METHOD_NOT_FOUND)
        : mapped;
    }
    const owner = idOf(method.customer);
    // Another customer's card is refused with the same words as an unknown one.
    if ((owner && owner !== customerId) || method.type !== 'card' || !method.card)
      throw new GatewayError(400, PAYMENT_METHOD_NOT_FOUND);
    try {
      if (!owner) method = await this.stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
      await this.stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } });
    } catch (error) {
      throw gatewayErrorOf(error);
    }
    return cardOf(method) ?? { brand: 'card', last4: '' };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: 'usd',
          customer: request.customerId,
          payment_method: request.paymentMethodId,
          confirm: true,
          off_session: true,
          description: request.description,
          metadata: request.metadata,
          expand: ['payment_method'],
        },
        { idempotencyKey: request.idempotencyKey },
      );
    } catch (error) {
      // A decline, or a card that needs its holder (authentication_required): a failed charge.
      if (error instanceof Stripe.errors.StripeCardError) {
        return { status: 'failed', ref: idOf(error.payment_intent) ?? null, message: error.message };
      }
      // Anything else (network, Stripe down): the outcome is unknown; the caller retries with the same key.
      throw gatewayErrorOf(error);
    }
    switch (intent.status) {
      case 'succeeded':
        return { status: 'succeeded', ref: intent.id, card: cardOf(intent.payment_method) };
      case 'processing':
      case 'requires_action':
      case 'requires_capture':
      case 'requires_confirmation':
        return { status: 'pending', ref: intent.id };
      default:
        return {
          status: 'failed',
          ref: intent.id,
          message: intent.last_payment_error?.message ?? 'Your card was declined.',
        };
    }
  }

  async refund(request: RefundRequest): Promise<{ ref: string }> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: request.chargeRef, amount: request.amountCents, metadata: request.metadata },
        { idempotencyKey: request.idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled')
        throw new GatewayError(400, 'The refund was refused by the payment provider.');
      return { ref: refund.id };
    } catch (error) {
      throw error instanceof GatewayError ? error : gatewayErrorOf(error);
    }
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent {
    if (!signature) throw new GatewayError(400, INVALID_WEBHOOK_SIGNATURE);
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch {
      throw new GatewayError(400, INVALID_WEBHOOK_SIGNATURE);
    }
    switch (event.type) {
      case 'payment_intent.succeeded':
        return {
          id: event.id,
          type: 'charge.succeeded',
          chargeRef: event.data.object.id,
          card: cardOf(event.data.object.payment_method),
        };
      case 'payment_intent.payment_failed':
        return {
          id: event.id,
          type: 'charge.failed',
          chargeRef: event.data.object.id,
          message: event.data.object.last_payment_error?.message ?? 'Your card was declined.',
        };
      case 'payment_method.detached': {
        // After a detach the method has no customer; the event's previous attributes name it.
        const previous = event.data.previous_attributes as { customer?: string | { id: string } | null } | undefined;
        return {
          id: event.id,
          type: 'payment_method.detached',
          paymentMethodId: event.data.object.id,
          customerId: idOf(previous?.customer) ?? idOf(event.data.object.customer),
        };
      }
      default:
        return { id: event.id, type: 'ignored', providerType: event.type };
    }
  }
}
