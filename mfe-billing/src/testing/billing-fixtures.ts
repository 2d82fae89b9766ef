// Answers of the billing API for the dealer screens' tests, in the contract's shapes.
import { fakeServer, type FakeReply, type FakeRoute } from 'shared-auth/testing';
import type {
  BillingActions,
  BillingStats,
  DealerSubscription,
  Payment,
  PricingInfo,
  Receipt,
  SubscriptionState,
} from 'shared-contracts';
import { makeBillingStats, NO_ACTIONS } from 'shared-ui/testing';

export type Call = Parameters<FakeRoute>[0];
export type Handler = FakeReply | ((config: Call) => FakeReply | Promise<FakeReply>);

export const ok = (data: unknown, message?: string): FakeReply => ({
  status: 200,
  data: { success: true, ...(message ? { message } : {}), data },
});

/** What the server allows in each state for an approved dealer in good standing (the API's billing/actions.ts). */
const ACTIONS: Record<SubscriptionState, Partial<BillingActions>> = {
  TRIAL_ACTIVE: { upgrade: true, cancelTrial: true, chooseAfterTrial: true },
  TRIAL_EXPIRED: { upgrade: true },
  PRO_ACTIVE: { cancelSubscription: true },
  PRO_CANCELLED_ACTIVE: { upgrade: true },
  NO_PLAN: { upgrade: true },
  PRO_CANCELLED_EXPIRED: { upgrade: true },
  INACTIVE: { upgrade: true },
};

export { makeFailedPayment, NO_ACTIONS, PAST_DUE_ACTIONS } from 'shared-ui/testing';

/** The stats of a dealer in `over.subscriptionState` (trial by default), with that state's actions unless given. */
export function makeStats(over: Partial<BillingStats> = {}): BillingStats {
  const state = over.subscriptionState ?? 'TRIAL_ACTIVE';
  return makeBillingStats({
    totalLeads: 12,
    totalCharges: 425,
    trialDaysRemaining: 18,
    ...over,
    actions: { ...NO_ACTIONS, ...ACTIONS[state], ...over.actions },
  });
}

export function makeSubscription(over: Partial<DealerSubscription> = {}): DealerSubscription {
  return {
    id: 'sub-1',
    plan: 'free',
    status: 'trialing',
    planExpiresAt: null,
    trialEndDate: '2026-04-20T12:00:00.000Z',
    nextPaymentDate: null,
    monthlyFee: 200,
    cplRate: 75,
    ...over,
  };
}

export function pricingInfo(
  payment: PricingInfo['payment'] = { gateway: 'sandbox', publishableKey: null },
): PricingInfo {
  return {
    currency: 'usd',
    trialDays: 30,
    monthlyFee: 200,
    cplRate: 75,
    gracePeriodDays: 15,
    disputeWindowDays: 15,
    features: ['Unlimited leads', '$75 per lead', 'Priority support', 'Cancel anytime'],
    payment,
  };
}

/** A payment id the contract accepts (uuid). */
const paymentId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makePayment(n: number, over: Partial<Payment> = {}): Payment {
  return {
    id: paymentId(n),
    type: 'lead',
    amount: 75,
    status: 'succeeded',
    createdAt: '2026-03-04T15:05:00.000Z',
    description: `Lead: Shopper${n} S. about 2024 Toyota Camry`,
    failureMessage: null,
    leadId: `lead-${n}`,
    card: { brand: 'visa', last4: '4242' },
    disputableUntil: null,
    dispute: null,
    ...over,
  };
}

export function paymentsPage(payments: Payment[], page = 1, totalPages = 1, total = payments.length): FakeReply {
  return {
    status: 200,
    data: { success: true, data: { payments }, meta: { pagination: { page, limit: 10, total, totalPages } } },
  };
}

export function makeReceipt(
  payment: Payment = makePayment(1, {
    type: 'subscription',
    amount: 200,
    description: 'Pro plan, Mar 4 – Apr 4, 2026',
  }),
): Receipt {
  return {
    payment,
    receiptNumber: 'LM-2026-000123',
    dealer: {
      dealershipName: 'Reyes Auto Group',
      email: 'dealer@example.com',
      address: '12 Harbor Way',
      city: 'San Diego',
      state: 'CA',
      zipCode: '92101',
    },
    seller: { name: 'LeaseMarket', email: 'billing@leasemarket.example' },
  };
}

/**
 * Answers the billing API: `routes` keyed "method path" (e.g. 'post /api/billing/upgrade-to-pro')
 * over defaults for the page's reads (a dealer in trial without a card, the sandbox gateway, no
 * payments). Anything else is 404.
 */
export function serveBilling(routes: Record<string, Handler> = {}) {
  const defaults: Record<string, Handler> = {
    'get /api/billing/my-stats': ok(makeStats()),
    'get /api/billing/my-subscription': ok(makeSubscription()),
    'get /api/billing/pricing-info': ok(pricingInfo()),
    'get /api/billing/my-payments': paymentsPage([]),
    'post /api/billing/setup-payment-method': ok({ clientSecret: 'seti_sb_1_secret_abc' }),
    'post /api/billing/confirm-payment-method': {
      status: 200,
      data: { success: true, message: 'Payment method added successfully!' },
    },
  };
  const server = fakeServer((config) => {
    const key = `${config.method} ${config.url}`;
    const route = routes[key] ?? defaults[key];
    if (!route) return { status: 404, data: { message: 'Not found' } };
    return typeof route === 'function' ? route(config) : route;
  });
  const called = (key: string) => server.calls.filter((c) => `${c.method} ${c.url}` === key);
  return { calls: server.calls, called };
}
