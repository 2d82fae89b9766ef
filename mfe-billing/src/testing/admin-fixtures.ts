// Answers of the admin billing endpoints, as the API sends them (shared-contracts shapes).
import type { AdminDealer, AdminDealerSubscription, AdminDispute } from 'shared-contracts';

export const DEALER_ID = '0b6f5a43-55d7-4d5c-9e39-6d1b1cfd3b01';

/** `{ page, limit, ... }` of a recorded call. */
export function paramsOf(call: { params?: unknown }): Record<string, unknown> {
  return (call.params ?? {}) as Record<string, unknown>;
}

export function makeSubscription(over: Partial<AdminDealerSubscription> = {}): AdminDealerSubscription {
  return {
    id: 'sub-1',
    dealerId: DEALER_ID,
    plan: 'pro',
    status: 'active',
    monthlyFee: 200,
    cplRate: 75,
    willAutoRenew: true,
    stripeCustomerId: 'cus_sandbox_1',
    stripeSubscriptionId: null,
    lastPaymentDate: '2025-03-01T00:00:00.000Z',
    nextPaymentDate: '2025-04-01T00:00:00.000Z',
    planExpiresAt: '2025-04-01T00:00:00.000Z',
    graceEndDate: null,
    createdAt: '2025-02-01T00:00:00.000Z',
    updatedAt: '2025-03-01T00:00:00.000Z',
    ...over,
  };
}

export function makeDealer(over: Partial<AdminDealer> = {}): AdminDealer {
  return {
    id: DEALER_ID,
    userId: 'user-1',
    dealershipName: 'Reyes Auto',
    firstName: 'Daniel',
    lastName: 'Reyes',
    email: 'dealer@reyes.example',
    phoneNumber: '+1-555-0100',
    website: 'https://reyes.example',
    address: '12 Harbor Way',
    city: 'San Diego',
    state: 'CA',
    zipCode: '92101',
    termsAgreement: true,
    status: 'approved',
    campaign: null,
    hasValidPaymentMethod: true,
    trialStartDate: '2025-01-02T00:00:00.000Z',
    trialEndDate: '2025-02-01T00:00:00.000Z',
    trialPeriodDays: 30,
    trialCancelledByUser: false,
    leadsSuspendedAt: null,
    createdAt: '2025-01-02T00:00:00.000Z',
    updatedAt: '2025-03-01T00:00:00.000Z',
    stripeCustomerId: 'cus_sandbox_1',
    stripePaymentMethodId: 'pm_sandbox_4242',
    subscription: makeSubscription(),
    subscriptionState: 'PRO_ACTIVE',
    totalListings: 4,
    activeListings: 3,
    pendingListings: 1,
    totalLeadsReceived: 7,
    totalEnquiries: 2,
    totalPaid: 425,
    lastLeadDate: '2025-03-10T12:00:00.000Z',
    lastPaymentDate: '2025-03-01T00:00:00.000Z',
    ...over,
  };
}

/** `{ success, data }` of GET /api/dealers/:id. */
export const dealerReply = (dealer: AdminDealer) => ({ status: 200, data: { success: true, data: dealer } });

export function makeDispute(n: number, over: Partial<AdminDispute> = {}): AdminDispute {
  return {
    id: `dispute-${n}`,
    status: 'open',
    reason: 'unreachable',
    details: 'The phone number is not in service',
    resolutionNote: null,
    autoResolved: false,
    createdAt: '2025-03-05T15:05:00.000Z',
    resolvedAt: null,
    dealer: { id: `dealer-${n}`, dealershipName: `Reyes Auto ${n}` },
    payment: { id: `payment-${n}`, amount: 75, createdAt: '2025-03-04T10:00:00.000Z' },
    lead: {
      id: `lead-${n}`,
      name: `Jane Shopper${n}`,
      email: `jane${n}@example.org`,
      phone: '+1 555 0111',
      car: '2024 BMW X5',
      createdAt: '2025-03-04T09:00:00.000Z',
    },
    ...over,
  };
}

/** `{ success, data: { disputes }, meta }` of GET /api/billing/disputes. */
export function disputesPage(disputes: AdminDispute[], page = 1, totalPages = 1, total = disputes.length) {
  return {
    status: 200,
    data: { success: true, data: { disputes }, meta: { pagination: { page, limit: 10, total, totalPages } } },
  };
}
