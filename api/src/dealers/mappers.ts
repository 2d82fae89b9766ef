// Dealer rows -> the contract's shapes (dates as ISO strings, money in dollars). Only the
// fields the contract names are copied: payment provider ids stay out of the dealer's own view.
import type { AdminDealer, AdminDealerSubscription, AdminDealerSummary, DealerProfile } from 'shared-contracts';
// The subscription state is billing's rule (a pure function, like the eligibility the listings read).
import { subscriptionState } from '../billing/state';
import type { DealerFigures, DealerRow, DealerUser, SubscriptionRow } from './repository';

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

export function toAdminDealerSubscription(row: SubscriptionRow): AdminDealerSubscription {
  return {
    id: row.id,
    dealerId: row.dealerId,
    plan: row.plan,
    status: row.status,
    monthlyFee: row.monthlyFeeCents / 100,
    cplRate: row.cplRateCents / 100,
    willAutoRenew: row.willAutoRenew,
    stripeCustomerId: row.stripeCustomerId,
    stripeSubscriptionId: row.stripeSubscriptionId,
    lastPaymentDate: iso(row.lastPaymentDate),
    nextPaymentDate: iso(row.nextPaymentDate),
    planExpiresAt: iso(row.planExpiresAt),
    graceEndDate: iso(row.graceEndDate),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A dealer with what the admin views add: its user, subscription (and its state at `now`) and figures. */
export interface AdminDealerParts { dealer: DealerRow; user: DealerUser; subscription: SubscriptionRow | null; figures: DealerFigures }

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
