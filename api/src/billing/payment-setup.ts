// Saving a card, the provider side: the public pricing (with which card form the browser
// shows), the dealer's customer at the payment provider, the setup intent whose client secret
// the card form confirms, and the sandbox's stand-in for Stripe.js confirmCardSetup; `saveCard`
// makes a confirmed card the dealer's payment method (confirm-payment-method, plan-changes.ts, and
// the trial setup, service.ts).
import { randomUUID } from 'node:crypto';
import type { BillingDeps } from './deps';
import {
  DISPUTE_WINDOW_DAYS,
  GRACE_PERIOD_DAYS,
  PER_LEAD_FEE_DOLLARS,
  PRO_MONTHLY_FEE_DOLLARS,
  PRO_PLAN_FEATURES,
  TRIAL_DAYS,
  type PricingInfo,
  type SandboxConfirmSetupBody,
} from 'shared-contracts';
import { DEALER_NOT_IN_TOKEN, type DealerRow } from '../dealers/service';
import { badRequest, notFound } from '../lib/errors';
import { GatewayError, isSandboxGateway, type PaymentGateway } from './gateway';
import { createPaymentCustomerRepository } from './repository-customers';

export type PaymentSetupDeps = Pick<BillingDeps, 'db' | 'clock' | 'paymentGateway'>;

const PAYMENT_SETUP_FAILED = 'Payment setup failed';
const SANDBOX_PAYMENTS_OFF = 'Sandbox payments are off';
/** The spec's words when the card form has no (valid) setup to confirm. */
const SETUP_NOT_INITIALIZED = 'Setup intent not initialized';

/** GET /api/billing/pricing-info: the plan's numbers and features, and the card form to show. */
export function pricingInfo(gateway: Pick<PaymentGateway, 'kind' | 'publishableKey'>): PricingInfo {
  return {
    currency: 'usd',
    trialDays: TRIAL_DAYS,
    monthlyFee: PRO_MONTHLY_FEE_DOLLARS,
    cplRate: PER_LEAD_FEE_DOLLARS,
    gracePeriodDays: GRACE_PERIOD_DAYS,
    disputeWindowDays: DISPUTE_WINDOW_DAYS,
    features: [...PRO_PLAN_FEATURES],
    payment: { gateway: gateway.kind, publishableKey: gateway.kind === 'stripe' ? gateway.publishableKey : null },
  };
}

/**
 * The signed-in dealer's customer at the payment provider: the stored one, or a new one that
 * is stored (the first of two concurrent setups wins; the other uses its id).
 */
export async function ensureDealerCustomer(
  deps: PaymentSetupDeps,
  userId: string,
): Promise<{ dealerId: string; customerId: string }> {
  const customers = createPaymentCustomerRepository(deps.db);
  const dealer = await customers.findByUserId(userId);
  if (!dealer) throw notFound(DEALER_NOT_IN_TOKEN);
  const customerId = await deps.paymentGateway.ensureCustomer(dealer);
  if (customerId === dealer.customerId) return { dealerId: dealer.dealerId, customerId };
  return {
    dealerId: dealer.dealerId,
    customerId: await customers.storeCustomerId(dealer.dealerId, dealer.customerId, customerId, deps.clock.now()),
  };
}

/**
 * POST /api/billing/setup-payment-method: a setup intent for the dealer's customer. Each call
 * is a new attempt with its own idempotency key (`setup:<dealerId>:<attempt>`); the SDK's
 * network retries of that call reuse it, so a retry never makes a second intent.
 */
export async function setupPaymentMethod(deps: PaymentSetupDeps, userId: string): Promise<{ clientSecret: string }> {
  const { dealerId, customerId } = await ensureDealerCustomer(deps, userId);
  return deps.paymentGateway.createSetupIntent(customerId, `setup:${dealerId}:${randomUUID()}`);
}

/**
 * POST /api/billing/sandbox/confirm-setup (sandbox gateway only, 404 otherwise): confirms the
 * dealer's own setup intent with a test card. Another dealer's client secret, or one used
 * already, is refused by the sandbox.
 */
export async function sandboxConfirmSetup(deps: PaymentSetupDeps, userId: string, body: SandboxConfirmSetupBody) {
  const gateway = deps.paymentGateway;
  if (!isSandboxGateway(gateway)) throw notFound(SANDBOX_PAYMENTS_OFF);
  const dealer = await createPaymentCustomerRepository(deps.db).findByUserId(userId);
  if (!dealer) throw notFound(DEALER_NOT_IN_TOKEN);
  if (!dealer.customerId) throw new GatewayError(400, SETUP_NOT_INITIALIZED);
  return gateway.confirmSetup(dealer.customerId, body);
}

/** Confirms the card with the gateway (400 'Payment setup failed' without a provider customer) and saves it. */
export async function saveCard(
  deps: Pick<BillingDeps, 'paymentGateway' | 'billingRepository' | 'clock'>,
  dealer: Pick<DealerRow, 'id' | 'stripeCustomerId'>,
  paymentMethodId: string,
): Promise<void> {
  if (!dealer.stripeCustomerId) throw badRequest(PAYMENT_SETUP_FAILED);
  const card = await deps.paymentGateway.confirmPaymentMethod(dealer.stripeCustomerId, paymentMethodId);
  await deps.billingRepository.updateDealerBilling(dealer.id, {
    stripePaymentMethodId: paymentMethodId,
    cardBrand: card.brand,
    cardLast4: card.last4,
    hasValidPaymentMethod: true,
    updatedAt: deps.clock.now(),
  });
}
