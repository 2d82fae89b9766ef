// Dealer shapes: the dealer's own profile (/api/dealers/profile) and the dealer as an admin
// sees it (/api/dealers/:id, spec 2 section 3 "Dealer (admin view)"), dashboard numbers and the
// per-listing funnel (search impressions -> deal-page views -> leads).
import { z } from 'zod';
import { SUBSCRIPTION_STATES } from '../stats';
import { SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES } from './billing';
import { dataResponse, isoDateTime, messageDataResponse, pagedResponse } from './common';
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

/**
 * The dealer as an admin sees it: profile, payment ids, the user's name and email, its
 * subscription and its state (spec 2 section 4 badges), and figures counted from its rows:
 * listings by status, Total Leads (totalLeadsReceived: every lead request received, verified or
 * not, the figure the dealer's dashboard, leads and payment pages show), enquiries,
 * succeeded payments (totalPaid, dollars) and the last lead and payment dates.
 */
export const adminDealerSchema = dealerProfileSchema.extend({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  stripeCustomerId: z.string().nullable(),
  stripePaymentMethodId: z.string().nullable(),
  subscription: adminDealerSubscriptionSchema.nullable(),
  subscriptionState: z.enum(SUBSCRIPTION_STATES),
  totalListings: z.number().int(),
  activeListings: z.number().int(),
  pendingListings: z.number().int(),
  totalLeadsReceived: z.number().int(),
  totalEnquiries: z.number().int(),
  /** dollars */
  totalPaid: z.number().describe('dollars'),
  lastLeadDate: isoDateTime.nullable(),
  lastPaymentDate: isoDateTime.nullable(),
});
export type AdminDealer = z.infer<typeof adminDealerSchema>;

/** One row of the admin's dealer list (GET /api/dealers). */
export const adminDealerSummarySchema = adminDealerSchema.pick({
  id: true,
  userId: true,
  dealershipName: true,
  firstName: true,
  lastName: true,
  email: true,
  phoneNumber: true,
  website: true,
  address: true,
  city: true,
  state: true,
  zipCode: true,
  status: true,
  subscriptionState: true,
  totalListings: true,
  activeListings: true,
  pendingListings: true,
  totalLeadsReceived: true,
  createdAt: true,
  updatedAt: true,
});
export type AdminDealerSummary = z.infer<typeof adminDealerSummarySchema>;
const int = () => z.number().int();

/** A count for this calendar month (UTC), the whole of last month, and last month up to the same day and time. */
export const monthCountsSchema = z.object({
  thisMonth: int(),
  lastMonth: int(),
  lastMonthToDate: int().describe(
    'Last month from its first day up to the same day of the month and time as now (capped at its end)',
  ),
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

const rate = (what: string) =>
  z.number().nullable().describe(`${what}, as a fraction (0.25 = 25%); null when the divisor is 0`);

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

export const dealerFunnelTotalsSchema = dealerFunnelListingSchema.pick({
  impressions: true,
  views: true,
  leads: true,
  enquiries: true,
  viewRate: true,
  leadRate: true,
});
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
/** A dealer command's answer (create, edit, approve, suspend): its sentence and the dealer as stored. */
export const adminDealerSavedResponseSchema = messageDataResponse(adminDealerSchema);
/** GET /api/dealers: `data.dealers` and `meta.pagination`, like the other lists. */
export const adminDealersResponseSchema = pagedResponse(z.object({ dealers: z.array(adminDealerSummarySchema) }));
export const dealerDashboardStatsResponseSchema = dataResponse(dealerDashboardStatsSchema);
export const dealerFunnelResponseSchema = dataResponse(dealerFunnelSchema);

export const dealerProfileUpdateResponseSchema = messageDataResponse(dealerProfileSchema);
