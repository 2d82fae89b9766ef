// Billing shapes as the dealer reads them: /api/billing/*. Money in dollars.
import { z } from 'zod';
import { SUBSCRIPTION_STATES } from '../stats';
import { dataResponse, isoDateTime } from './common';

export const SUBSCRIPTION_PLANS = ['free', 'pro'] as const;
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'expired'] as const;

export const billingStatsSchema = z.object({
  totalLeads: z.number().int(),
  /** dollars */
  totalCharges: z.number().describe('dollars'),
  subscriptionState: z.enum(SUBSCRIPTION_STATES),
  hasValidPaymentMethod: z.boolean(),
  trialDaysRemaining: z.number().int(),
  nextBillingDate: isoDateTime.nullable(),
  canReceiveLeads: z.boolean(),
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
export const dealerSubscriptionResponseSchema = dataResponse(dealerSubscriptionSchema);
