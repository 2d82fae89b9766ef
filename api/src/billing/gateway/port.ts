// The payment provider as billing sees it. Two implementations: Stripe (stripe.ts, when the
// Stripe keys are configured) and the sandbox (sandbox.ts, the default: the same flows offline
// with Stripe's test card numbers). Every money call carries an idempotency key, so a retry
// of the same charge never moves money twice.
import { HttpError } from '../../lib/errors';

export interface CardSummary {
  brand: string;
  last4: string;
}

export interface ChargeRequest {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  description: string;
  /** Same key, same charge: the provider answers the first outcome again. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export type ChargeResult =
  | { status: 'succeeded'; ref: string; card: CardSummary | null }
  /** Needs the card holder (3-D Secure) or is still processing: the webhook tells the outcome. */
  | { status: 'pending'; ref: string }
  | { status: 'failed'; ref: string | null; message: string };

export interface RefundRequest {
  chargeRef: string;
  amountCents: number;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/** A provider event, normalised (webhooks). */
export type GatewayEvent =
  | { id: string; type: 'charge.succeeded'; chargeRef: string; card: CardSummary | null }
  | { id: string; type: 'charge.failed'; chargeRef: string; message: string }
  | { id: string; type: 'payment_method.detached'; customerId: string | null; paymentMethodId: string }
  | { id: string; type: 'ignored'; providerType: string };

export interface PaymentGateway {
  readonly kind: 'stripe' | 'sandbox';
  /** What the browser needs to show the provider's card form (pk_... for Stripe, null for the sandbox). */
  readonly publishableKey: string | null;
  /** The provider's customer for a dealer: the stored id, or a new customer. */
  ensureCustomer(dealer: { dealerId: string; email: string; name: string; customerId: string | null }): Promise<string>;
  /** A setup intent for saving a card; the browser confirms it with the client secret. */
  createSetupIntent(customerId: string, idempotencyKey: string): Promise<{ clientSecret: string }>;
  /**
   * Checks that the payment method the browser reports came from a succeeded setup of this
   * customer, makes it the customer's default and describes the card. Throws GatewayError.
   */
  confirmPaymentMethod(customerId: string, paymentMethodId: string): Promise<CardSummary>;
  /** Charges the saved card off session. A decline is a `failed` result, not an exception. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Gives back (part of) a charge. Throws GatewayError when the provider refuses. */
  refund(request: RefundRequest): Promise<{ ref: string }>;
  /** Verifies a webhook's signature on the raw body and reads the event. Throws GatewayError (400) when it does not verify. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent;
}

/** A refusal of the provider that the caller may read: 402 for card problems, 400 for bad requests, 404 unknown objects. */
export class GatewayError extends HttpError {}

export const cardDeclined = (message = 'Your card was declined.') => new GatewayError(402, message);
