// Dealer rows -> the contract's shapes (dates as ISO strings, money in dollars). Only the
// fields the contract names are copied: payment provider ids stay out of the dealer's own view.
import type {
  AdminDealer,
  AdminDealerSubscription,
  AdminDealerSummary,
  DealerFunnel,
  DealerFunnelListing,
  DealerProfile,
} from 'shared-contracts';
// The subscription state is billing's rule (a pure function, like the eligibility the listings read).
import { nextPaymentDue, renewsByItself, subscriptionState } from '../billing/state';
import type { DealerFigures, DealersRepository, DealerRow, DealerUser, SubscriptionRow } from './repository';

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

export function toDealerProfile(row: DealerRow): DealerProfile {
  return {
    id: row.id,
    userId: row.userId,
    dealershipName: row.dealershipName,
    phoneNumber: row.phoneNumber,
    website: row.website,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    termsAgreement: row.termsAgreement,
    status: row.status,
    campaign: row.campaign ?? null,
    hasValidPaymentMethod: row.hasValidPaymentMethod,
    trialStartDate: iso(row.trialStartDate),
    trialEndDate: iso(row.trialEndDate),
    trialPeriodDays: row.trialPeriodDays,
    trialCancelledByUser: row.trialCancelledByUser,
    leadsSuspendedAt: iso(row.leadsSuspendedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toAdminDealerSubscription(row: SubscriptionRow): AdminDealerSubscription {
  return {
    id: row.id,
    dealerId: row.dealerId,
    plan: row.plan,
    status: row.status,
    monthlyFee: row.monthlyFeeCents / 100,
    cplRate: row.cplRateCents / 100,
    // A trial that stops at its end (no Pro chosen), or a cancelled plan, does not renew.
    willAutoRenew: renewsByItself(row),
    stripeCustomerId: row.stripeCustomerId,
    stripeSubscriptionId: row.stripeSubscriptionId,
    lastPaymentDate: iso(row.lastPaymentDate),
    nextPaymentDate: iso(nextPaymentDue(row)),
    planExpiresAt: iso(row.planExpiresAt),
    graceEndDate: iso(row.graceEndDate),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A dealer with what the admin views add: its user, subscription (and its state at `now`) and figures. */
export interface AdminDealerParts {
  dealer: DealerRow;
  user: DealerUser;
  subscription: SubscriptionRow | null;
  figures: DealerFigures;
}

export function toAdminDealer({ dealer, user, subscription, figures }: AdminDealerParts, now: Date): AdminDealer {
  return {
    ...toDealerProfile(dealer),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    stripeCustomerId: dealer.stripeCustomerId,
    stripePaymentMethodId: dealer.stripePaymentMethodId,
    subscription: subscription ? toAdminDealerSubscription(subscription) : null,
    subscriptionState: subscriptionState(dealer, subscription, now),
    totalListings: figures.totalListings,
    activeListings: figures.activeListings,
    pendingListings: figures.pendingListings,
    totalLeadsReceived: figures.totalLeadsReceived,
    totalEnquiries: figures.totalEnquiries,
    totalPaid: figures.paidCents / 100,
    lastLeadDate: iso(figures.lastLeadDate),
    lastPaymentDate: iso(figures.lastPaymentDate),
  };
}

/** A row of the admin's dealer list. */
export function toAdminDealerSummary(parts: AdminDealerParts, now: Date): AdminDealerSummary {
  const d = toAdminDealer(parts, now);
  return {
    id: d.id,
    userId: d.userId,
    dealershipName: d.dealershipName,
    firstName: d.firstName,
    lastName: d.lastName,
    email: d.email,
    phoneNumber: d.phoneNumber,
    website: d.website,
    address: d.address,
    city: d.city,
    state: d.state,
    zipCode: d.zipCode,
    status: d.status,
    subscriptionState: d.subscriptionState,
    totalListings: d.totalListings,
    activeListings: d.activeListings,
    pendingListings: d.pendingListings,
    totalLeadsReceived: d.totalLeadsReceived,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
}

/** part / whole as a fraction with 4 decimals; null when there is no whole to divide by. */
function rate(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;
}

type FunnelCounts = Awaited<ReturnType<DealersRepository['funnelCounts']>>;

/** The funnel answer: one entry per listing, most viewed first (then most shown, most leads), and the totals. */
export function toDealerFunnel(c: FunnelCounts, from: Date, now: Date, days: number): DealerFunnel {
  const listings: DealerFunnelListing[] = c.rows.map((l) => {
    const impressions = c.impressions.get(l.id) ?? 0;
    const views = c.views.get(l.id) ?? 0;
    const leads = c.leads.get(l.id) ?? 0;
    return {
      id: l.id,
      make: l.make,
      model: l.model,
      year: l.year,
      status: l.status,
      imageUrl: l.imageUrl,
      impressions,
      views,
      leads,
      enquiries: c.enquiries.get(l.id) ?? 0,
      viewRate: rate(views, impressions),
      leadRate: rate(leads, views),
    };
  });
  listings.sort(
    (a, b) =>
      b.views - a.views ||
      b.impressions - a.impressions ||
      b.leads - a.leads ||
      `${a.make} ${a.model}`.localeCompare(`${b.make} ${b.model}`) ||
      a.id.localeCompare(b.id),
  );
  const sum = (key: 'impressions' | 'views' | 'leads' | 'enquiries') => listings.reduce((n, l) => n + l[key], 0);
  const totals = {
    impressions: sum('impressions'),
    views: sum('views'),
    leads: sum('leads'),
    enquiries: sum('enquiries'),
  };
  return {
    from: from.toISOString().slice(0, 10),
    to: now.toISOString().slice(0, 10),
    days,
    totals: { ...totals, viewRate: rate(totals.views, totals.impressions), leadRate: rate(totals.leads, totals.views) },
    listings,
  };
}
