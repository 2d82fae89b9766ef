// Chooses the payment provider from the configuration: Stripe when STRIPE_SECRET_KEY is set
// (loadConfig has checked the publishable key and the webhook secret beside it), the offline
// sandbox otherwise.
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PaymentGateway } from './port';
import { SandboxGateway } from './sandbox';
import type { StripeGatewayOptions } from './stripe';

/** The Stripe SDK's settings from the configuration, or undefined when Stripe is not configured. */
function stripeOptionsOf(config: Config): StripeGatewayOptions | undefined {
  if (!config.STRIPE_SECRET_KEY) return undefined;
  return {
    secretKey: config.STRIPE_SECRET_KEY,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? '',
    webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
    host: config.STRIPE_API_HOST,
    port: config.STRIPE_API_PORT,
    protocol: config.STRIPE_API_PROTOCOL,
    maxNetworkRetries: 2,
  };
}

export async function createPaymentGateway(config: Config, db: Db, clock: Clock): Promise<PaymentGateway> {
  const stripe = stripeOptionsOf(config);
  if (!stripe) return new SandboxGateway(db, clock);
  // The Stripe SDK is loaded only when Stripe is configured: it is about a tenth of the API's start.
  const { StripeGateway } = await import('./stripe');
  return new StripeGateway(stripe);
}

/** Whether the app plays payments offline (the sandbox card form and POST /api/billing/sandbox/confirm-setup work only then). */
export function isSandboxGateway(gateway: PaymentGateway): gateway is SandboxGateway {
  return gateway instanceof SandboxGateway;
}

export type { PaymentGateway } from './port';
export { GatewayError } from './port';
export { SandboxGateway } from './sandbox';
