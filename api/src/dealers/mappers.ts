// Dealer rows -> the contract's shapes (dates as ISO strings, money in dollars). Only the
// fields the contract names are copied: payment provider ids stay out of the dealer's own view.
import type { AdminDealer, AdminDealerSubscription, DealerProfile } from 'shared-contracts';
import type { DealerRow, SubscriptionRow } from './repository';

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

export function toAdminDealer(
  dealer: DealerRow,
  user: Pick<AdminDealer, 'firstName' | 'lastName' | 'email'>,
  subscription: SubscriptionRow | null,
): AdminDealer {
  return {
    ...toDealerProfile(dealer),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    stripeCustomerId: dealer.stripeCustomerId,
    stripePaymentMethodId: dealer.stripePaymentMethodId,
    subscription: subscription ? toAdminDealerSubscription(subscription) : null,
  };
}
