// Dealer shapes: the dealer's own profile (/api/dealers/profile) and the dealer as an admin
// sees it (/api/dealers/:id, spec 2 section 3 "Dealer (admin view)"), dashboard numbers and the
// per-listing funnel (search impressions -> deal-page views -> leads).
import { z } from 'zod';
import { SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES } from './billing';
import { dataResponse, isoDateTime, messageDataResponse } from './common';
import { LISTING_STATUSES } from './listings';

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

const int = () => z.number().int();

/** A count for this calendar month (UTC), the whole of last month, and last month up to the same day and time. */
export const monthCountsSchema = z.object({
  thisMonth: int(),
  lastMonth: int(),
  lastMonthToDate: int().describe('Last month from its first day up to the same day of the month and time as now (capped at its end)'),
});
export type MonthCounts = z.infer<typeof monthCountsSchema>;

export const dealerDashboardStatsSchema = z.object({
  totalListings: int(),
  activeListings: int(),
  pendingListings: int(),
  /** The dealer's listings per status (every status, zeros included). */
  listingsByStatus: z.object({ pending: int(), active: int(), paused: int(), rejected: int() }),
  totalViews: int(),
  totalLeads: int(),
  verifiedLeads: int(),
  newLeads: int(),
  totalEnquiries: int(),
  leadsLast30Days: int(),
  /** Lead requests received (verified or not), by calendar month. */
  leadsByMonth: monthCountsSchema,
  enquiriesByMonth: monthCountsSchema,
});
export type DealerDashboardStats = z.infer<typeof dealerDashboardStatsSchema>;

/** The funnel's window in days (today included). */
export const FUNNEL_DAYS = 30;

const rate = (what: string) => z.number().nullable().describe(`${what}, as a fraction (0.25 = 25%); null when the divisor is 0`);

/** One listing's funnel over the window: shown in search, deal page viewed, leads (and enquiries). */
export const dealerFunnelListingSchema = z.object({
  id: z.string(),
  make: z.string(),
  model: z.string(),
  year: int(),
  status: z.enum(LISTING_STATUSES),
  /** The main image's storage key. */
  imageUrl: z.string().nullable(),
  /** Times shown on a page of the public search. */
  impressions: int(),
  /** Deal-page views (one per visitor per day). */
  views: int(),
  /** Lead requests received (verified or not). */
  leads: int(),
  enquiries: int(),
  viewRate: rate('views / impressions'),
  leadRate: rate('leads / views'),
});
export type DealerFunnelListing = z.infer<typeof dealerFunnelListingSchema>;

export const dealerFunnelTotalsSchema = dealerFunnelListingSchema.pick({ impressions: true, views: true, leads: true, enquiries: true, viewRate: true, leadRate: true });
export type DealerFunnelTotals = z.infer<typeof dealerFunnelTotalsSchema>;

/** The signed-in dealer's funnel: every own listing, most viewed first. */
export const dealerFunnelSchema = z.object({
  from: z.string().describe('First day counted, YYYY-MM-DD (UTC)'),
  to: z.string().describe('Last day counted (today), YYYY-MM-DD (UTC)'),
  days: int(),
  totals: dealerFunnelTotalsSchema,
  listings: z.array(dealerFunnelListingSchema),
});
export type DealerFunnel = z.infer<typeof dealerFunnelSchema>;

export const dealerProfileResponseSchema = dataResponse(dealerProfileSchema);
export const adminDealerResponseSchema = dataResponse(adminDealerSchema);
export const dealerDashboardStatsResponseSchema = dataResponse(dealerDashboardStatsSchema);
export const dealerFunnelResponseSchema = dataResponse(dealerFunnelSchema);

export const dealerProfileUpdateResponseSchema = messageDataResponse(dealerProfileSchema);
