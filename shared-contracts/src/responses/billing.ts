// Billing shapes as the dealer reads them: /api/billing/*. Money in dollars.
import { z } from 'zod';
import { SUBSCRIPTION_STATES } from '../stats';
import { DISPUTE_REASONS, DISPUTE_STATUSES, PAYMENT_STATUSES, PAYMENT_TYPES } from '../billing';
import { dataResponse, isoDateTime, messageDataResponse, pagedResponse } from './common';

export const SUBSCRIPTION_PLANS = ['free', 'pro'] as const;
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'expired'] as const;

/** A card as the provider describes it: brand and last four digits. */
export const cardSummarySchema = z.object({ brand: z.string(), last4: z.string() });
export type CardSummary = z.infer<typeof cardSummarySchema>;

/** A payment that failed and is still owed: the plan's monthly fee first, else a lead charge. */
export const failedPaymentSchema = z.object({
  paymentId: z.string(),
  type: z.enum(PAYMENT_TYPES),
  description: z.string(),
  /** dollars */
  amount: z.number().describe('dollars'),
  failedAt: isoDateTime,
  /** The card issuer's reason. */
  reason: z.string().nullable(),
  /** The card that was declined, when known. */
  card: cardSummarySchema.nullable(),
  /** A failed monthly fee: the end of the 15-day grace period (leads keep coming until then); null for a lead charge. */
  graceEndDate: isoDateTime.nullable(),
});
export type FailedPayment = z.infer<typeof failedPaymentSchema>;

/** What the dealer may do now (the server decides; the page shows these buttons and no others). */
export const billingActionsSchema = z.object({
  /** Upgrade to Pro (charges per the state: nothing in the trial, the first month otherwise). */
  upgrade: z.boolean(),
  /** Pay the failed monthly fee now with the card on file. */
  payNow: z.boolean(),
  cancelSubscription: z.boolean(),
  cancelTrial: z.boolean(),
  /** The "After your free month" choice (continue on Pro, or stop). */
  chooseAfterTrial: z.boolean(),
});
export type BillingActions = z.infer<typeof billingActionsSchema>;

export const billingStatsSchema = z.object({
  /** Every lead request received about the dealer's listings, verified or awaiting the shopper's confirmation (the dashboard's and leads page's figure). */
  totalLeads: z.number().int(),
  /** dollars */
  totalCharges: z.number().describe('dollars'),
  subscriptionState: z.enum(SUBSCRIPTION_STATES),
  hasValidPaymentMethod: z.boolean(),
  trialDaysRemaining: z.number().int(),
  nextBillingDate: isoDateTime.nullable(),
  canReceiveLeads: z.boolean(),
  /** The dealership's review: a pending dealer's trial starts when it is approved. */
  accountStatus: z.enum(['pending', 'approved', 'suspended']),
  /** Leads stay free until then (the trial's end, also after an upgrade during it); null when they are not free. */
  freeLeadsUntil: isoDateTime.nullable(),
  /** The card on file. */
  card: cardSummarySchema.nullable(),
  failedPayment: failedPaymentSchema.nullable(),
  actions: billingActionsSchema,
});
export type BillingStats = z.infer<typeof billingStatsSchema>;

export const dealerSubscriptionSchema = z.object({
  id: z.string(),
  plan: z.enum(SUBSCRIPTION_PLANS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  planExpiresAt: isoDateTime.nullable(),
  trialEndDate: isoDateTime.nullable(),
  nextPaymentDate: isoDateTime.nullable(),
  /** dollars */
  monthlyFee: z.number().describe('dollars'),
  /** dollars */
  cplRate: z.number().describe('dollars'),
});
export type DealerSubscription = z.infer<typeof dealerSubscriptionSchema>;

export const billingStatsResponseSchema = dataResponse(billingStatsSchema);

/** A dealer's billing as an admin reads it: the dealer's own facts, and whether Stop Active Plan applies now. */
export const adminBillingSchema = billingStatsSchema.extend({
  /** A trial or Pro plan that still runs (a cancelled Pro plan until its paid period ends) can be stopped. */
  canStop: z.boolean(),
});
export type AdminBilling = z.infer<typeof adminBillingSchema>;
export const adminBillingResponseSchema = dataResponse(adminBillingSchema);
export const dealerSubscriptionResponseSchema = dataResponse(dealerSubscriptionSchema);

/** Which payment system the browser talks to: Stripe Elements with this key, or the sandbox card form. */
export const paymentConfigSchema = z.object({
  gateway: z.enum(['stripe', 'sandbox']),
  /** pk_... when the gateway is stripe, null for the sandbox. */
  publishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

export const pricingInfoSchema = z.object({
  currency: z.literal('usd'),
  trialDays: z.number().int(),
  /** dollars */
  monthlyFee: z.number(),
  /** dollars */
  cplRate: z.number(),
  gracePeriodDays: z.number().int(),
  disputeWindowDays: z.number().int(),
  features: z.array(z.string()),
  payment: paymentConfigSchema,
});
export type PricingInfo = z.infer<typeof pricingInfoSchema>;

export const disputeSummarySchema = z.object({
  id: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  reason: z.enum(DISPUTE_REASONS),
  details: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  /** Accepted by the rules (the same person twice within 30 days), not by an admin. */
  autoResolved: z.boolean(),
  createdAt: isoDateTime,
  resolvedAt: isoDateTime.nullable(),
});
export type DisputeSummary = z.infer<typeof disputeSummarySchema>;

export const paymentSchema = z.object({
  id: z.string(),
  type: z.enum(PAYMENT_TYPES),
  /** dollars; a refund is positive too (it is money back) */
  amount: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: isoDateTime,
  /** "Pro plan, Nov 22 – Dec 22, 2026", "Lead: Jane D. about 2024 BMW X5", "Refund: disputed lead" */
  description: z.string(),
  /** A failed payment's reason as the card issuer gave it. */
  failureMessage: z.string().nullable(),
  leadId: z.string().nullable(),
  /** Card brand and last four digits the payment used, when known. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** A lead charge: until when it may still be disputed (null once out of the window or not a lead charge). */
  disputableUntil: isoDateTime.nullable(),
  dispute: disputeSummarySchema.nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentsResponseSchema = pagedResponse(z.object({ payments: z.array(paymentSchema) }));

/** A printable receipt: the payment, who paid, the marketplace's details. */
export const receiptSchema = z.object({
  payment: paymentSchema,
  receiptNumber: z.string(),
  dealer: z.object({
    dealershipName: z.string(),
    email: z.string(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zipCode: z.string().nullable(),
  }),
  seller: z.object({ name: z.string(), email: z.string() }),
});
export type Receipt = z.infer<typeof receiptSchema>;
export const receiptResponseSchema = dataResponse(receiptSchema);

export const setupPaymentMethodResponseSchema = dataResponse(z.object({ clientSecret: z.string() }));

/** The sandbox provider's answer to a card setup: like Stripe's SetupIntent status. */
export const sandboxSetupResultSchema = z.object({
  status: z.enum(['succeeded', 'requires_action']),
  /** Set when succeeded: what the card form sends to confirm-payment-method. */
  paymentMethodId: z.string().nullable(),
});
export const sandboxSetupResponseSchema = dataResponse(sandboxSetupResultSchema);

export const successDataResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ success: z.literal(true) }),
});

export const upgradeResponseSchema = messageDataResponse(dealerSubscriptionSchema);

export const leadEligibilitySchema = z.object({
  leadId: z.string(),
  /** Whether this lead is (or will be) charged. */
  billable: z.boolean(),
  /** charged, trial (free during the trial), duplicate (same person, dealer and model within 30 days), disputed (refunded), pending (not yet charged), not_verified */
  reason: z.enum(['charged', 'trial', 'duplicate', 'refunded', 'pending', 'not_verified', 'no_plan']),
  /** dollars */
  amount: z.number(),
});
export type LeadEligibility = z.infer<typeof leadEligibilitySchema>;
export const leadEligibilityResponseSchema = dataResponse(leadEligibilitySchema);

/** A dispute as the admin queue shows it. */
export const adminDisputeSchema = disputeSummarySchema.extend({
  dealer: z.object({ id: z.string(), dealershipName: z.string() }),
  payment: z.object({ id: z.string(), amount: z.number(), createdAt: isoDateTime }),
  lead: z
    .object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      car: z.string().nullable(),
      createdAt: isoDateTime,
    })
    .nullable(),
});
export type AdminDispute = z.infer<typeof adminDisputeSchema>;
export const adminDisputesResponseSchema = pagedResponse(z.object({ disputes: z.array(adminDisputeSchema) }));
export const disputeResponseSchema = messageDataResponse(disputeSummarySchema);

/** What one run of the billing clock did (admin on demand, tests). */
export const billingRunSchema = z.object({
  ranAt: isoDateTime,
  remindersSent: z.number().int(),
  trialsEnded: z.number().int(),
  renewals: z.number().int(),
  failedPayments: z.number().int(),
  leadsCharged: z.number().int(),
  plansExpired: z.number().int(),
  dealersPaused: z.number().int(),
});
export type BillingRun = z.infer<typeof billingRunSchema>;
export const billingRunResponseSchema = dataResponse(billingRunSchema);

export const stopSubscriptionResponseSchema = messageDataResponse(dealerSubscriptionSchema);
export const webhookResponseSchema = z.object({ received: z.literal(true) });
