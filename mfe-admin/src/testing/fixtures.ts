import type { AdminDealer, AdminDealerSummary, AuditEvent, Lead, Listing } from 'shared-contracts';

export const DEALER_ID = '0b6f5a43-55d7-4d5c-9e39-6d1b1cfd3b01';

/** `{ page, limit, ... }` of a recorded call. */
export function paramsOf(call: { params?: unknown }): Record<string, unknown> {
  return (call.params ?? {}) as Record<string, unknown>;
}

/** A listing as the management search and the detail answer it. */
export function makeListing(n: number, over: Partial<Listing> = {}): Listing {
  return {
    id: `listing-${n}`,
    dealerId: DEALER_ID,
    make: 'Toyota',
    model: `Camry${n}`,
    bodyType: 'Sedan',
    year: 2024,
    msrp: 32000,
    monthlyPayment: 399,
    downPayment: 2500,
    leaseTerms: [24, 36],
    mileageLimits: [10000, 12000],
    carType: 'Sedan',
    extraMileageCost: 0.25,
    fuelType: 'Hybrid',
    transmission: 'Automatic',
    interiorColor: 'Black',
    exteriorColor: 'Silver',
    numberOfSeats: '5',
    safetyFeatures: ['Blind Spot Monitoring'],
    comfortFeatures: ['Heated Seats'],
    entertainmentFeatures: [],
    specialFeatures: [],
    imageUrls: [`listings/${n}/main.jpg`],
    galleryImages: [`listings/${n}/g1.jpg`],
    isLimitedOffer: false,
    available: true,
    zipCode: '92101',
    status: 'pending',
    views: 120,
    dateAdded: '2025-03-04T15:05:00.000Z',
    dealScore: null,
    ...over,
  };
}

/** `{ success, data: { listings }, meta }` of GET /api/listings. */
export function listingsPage(listings: unknown[], page = 1, totalPages = 1, total = listings.length) {
  return {
    status: 200,
    data: { success: true, data: { listings }, meta: { pagination: { page, limit: 10, total, totalPages } } },
  };
}

export function makeDealerSummary(n: number, over: Partial<AdminDealerSummary> = {}): AdminDealerSummary {
  return {
    id: `dealer-${n}`,
    userId: `user-${n}`,
    dealershipName: `Reyes Auto ${n}`,
    firstName: 'Daniel',
    lastName: 'Reyes',
    email: `dealer${n}@example.com`,
    phoneNumber: '+1-555-0100',
    website: 'https://reyes.example',
    address: '12 Harbor Way',
    city: 'San Diego',
    state: 'CA',
    zipCode: '92101',
    status: 'approved',
    subscriptionState: 'TRIAL_ACTIVE',
    totalListings: 4,
    activeListings: 3,
    pendingListings: 1,
    totalLeadsReceived: 7,
    createdAt: '2025-03-01T00:00:00.000Z',
    updatedAt: '2025-03-01T00:00:00.000Z',
    ...over,
  };
}

export function makeDealer(over: Partial<AdminDealer> = {}): AdminDealer {
  return {
    ...makeDealerSummary(1),
    id: DEALER_ID,
    termsAgreement: true,
    campaign: null,
    hasValidPaymentMethod: true,
    trialStartDate: '2025-03-01T00:00:00.000Z',
    trialEndDate: '2025-03-31T00:00:00.000Z',
    trialPeriodDays: 30,
    trialCancelledByUser: false,
    leadsSuspendedAt: null,
    stripeCustomerId: 'cus_123',
    stripePaymentMethodId: 'pm_123',
    subscription: null,
    totalEnquiries: 2,
    totalPaid: 149.5,
    lastLeadDate: '2025-03-10T12:00:00.000Z',
    lastPaymentDate: null,
    ...over,
  };
}

/** `{ success, data: { dealers }, meta }` of GET /api/dealers. */
export function dealersPage(dealers: AdminDealerSummary[], page = 1, totalPages = 1, total = dealers.length) {
  return {
    status: 200,
    data: { success: true, data: { dealers }, meta: { pagination: { page, limit: 10, total, totalPages } } },
  };
}

export function makeAuditEvent(n: number, over: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: `audit-${n}`,
    action: 'approve',
    entityType: 'listing',
    entityId: 'listing-1',
    actor: { id: 'u-admin', email: 'admin@example.com', role: 'admin' },
    before: { status: 'pending' },
    after: { status: 'active' },
    reason: null,
    createdAt: '2025-03-05T10:00:00.000Z',
    ...over,
  };
}

export function auditPage(events: AuditEvent[]) {
  return {
    status: 200,
    data: {
      success: true,
      data: { events },
      meta: { pagination: { page: 1, limit: 50, total: events.length, totalPages: 1 } },
    },
  };
}

export function makeLead(n: number, over: Partial<Lead> = {}): Lead {
  return {
    id: `lead-${n}`,
    listingId: 'listing-1',
    listing: { id: 'listing-1', make: 'Toyota', model: 'Camry', year: 2024 },
    name: `Customer${n} Stone`,
    firstName: `Customer${n}`,
    lastName: 'Stone',
    email: `customer${n}@example.org`,
    phone: '+1 555 0100',
    question: 'Is this deal still available?',
    termMonths: null,
    annualMileage: null,
    status: 'new',
    isEmailVerified: true,
    createdAt: '2025-03-04T15:05:00.000Z',
    ...over,
  };
}
