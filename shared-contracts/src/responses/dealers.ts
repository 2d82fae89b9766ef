// Dealer shapes: the dealer's own profile (/api/dealers/profile) and the dealer as an admin
// sees it (/api/dealers/:id, spec 2 section 3 "Dealer (admin view)"), and dashboard numbers.
import { z } from 'zod';
import { SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES } from './billing';
import { dataResponse, isoDateTime, messageDataResponse } from './common';

export const DEALER_STATUSES = ['pending', 'approved', 'suspended'] as const;
export type DealerStatus = (typeof DEALER_STATUSES)[number];

/** The dealership as its own dealer reads it (payment provider ids stay on the server). */
export const dealerProfileSchema = z.object({
  id: z.string(),
  userId: z.string(),
  dealershipName: z.string(),
  phoneNumber: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  termsAgreement: z.boolean(),
  status: z.enum(DEALER_STATUSES),
  campaign: z.record(z.string(), z.string()).nullable(),
  hasValidPaymentMethod: z.boolean(),
  trialStartDate: isoDateTime.nullable(),
  trialEndDate: isoDateTime.nullable(),
  trialPeriodDays: z.number().int(),
  trialCancelledByUser: z.boolean(),
  leadsSuspendedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type DealerProfile = z.infer<typeof dealerProfileSchema>;

/** A dealer's subscription as an admin sees it. Money in dollars. */
export const adminDealerSubscriptionSchema = z.object({
  id: z.string(),
  dealerId: z.string(),
  plan: z.enum(SUBSCRIPTION_PLANS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** dollars */
  monthlyFee: z.number().describe('dollars'),
  /** dollars */
  cplRate: z.number().describe('dollars'),
  willAutoRenew: z.boolean(),
  stripeCustomerId: z.string().nullable(),
  stripeSubscriptionId: z.string().nullable(),
  lastPaymentDate: isoDateTime.nullable(),
  nextPaymentDate: isoDateTime.nullable(),
  planExpiresAt: isoDateTime.nullable(),
  graceEndDate: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type AdminDealerSubscription = z.infer<typeof adminDealerSubscriptionSchema>;

/** The dealer as an admin sees it: profile, payment ids, the user's name and email, its subscription. */
export const adminDealerSchema = dealerProfileSchema.extend({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  stripeCustomerId: z.string().nullable(),
  stripePaymentMethodId: z.string().nullable(),
  subscription: adminDealerSubscriptionSchema.nullable(),
});
export type AdminDealer = z.infer<typeof adminDealerSchema>;

export const dealerDashboardStatsSchema = z.object({
  totalListings: z.number().int(),
  activeListings: z.number().int(),
  pendingListings: z.number().int(),
  totalViews: z.number().int(),
  totalLeads: z.number().int(),
  verifiedLeads: z.number().int(),
  newLeads: z.number().int(),
  totalEnquiries: z.number().int(),
  leadsLast30Days: z.number().int(),
});
export type DealerDashboardStats = z.infer<typeof dealerDashboardStatsSchema>;

export const dealerProfileResponseSchema = dataResponse(dealerProfileSchema);
export const adminDealerResponseSchema = dataResponse(adminDealerSchema);
export const dealerDashboardStatsResponseSchema = dataResponse(dealerDashboardStatsSchema);

export const dealerProfileUpdateResponseSchema = messageDataResponse(dealerProfileSchema);
