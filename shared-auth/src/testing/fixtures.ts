// Answers of the API for shared-auth's own tests, in the contract's shapes (the fake server checks them).
import type { AdminDealer, DealerProfile, Listing, PublicUser } from 'shared-contracts';

export function makeUser(over: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 'u1',
    email: 'dealer@example.com',
    firstName: 'Dana',
    lastName: 'Dealer',
    role: 'dealer',
    phone: null,
    profileImage: null,
    isEmailVerified: true,
    permissions: { manageListings: true },
    ...over,
  };
}

export function makeDealerProfile(over: Partial<DealerProfile> = {}): DealerProfile {
  return {
    id: 'd1',
    userId: 'u1',
    dealershipName: 'Dana Motors',
    phoneNumber: null,
    website: null,
    address: null,
    city: null,
    state: null,
    zipCode: null,
    termsAgreement: true,
    status: 'pending',
    campaign: null,
    hasValidPaymentMethod: false,
    trialStartDate: null,
    trialEndDate: null,
    trialPeriodDays: 30,
    trialCancelledByUser: false,
    leadsSuspendedAt: null,
    createdAt: '2025-03-01T00:00:00.000Z',
    updatedAt: '2025-03-01T00:00:00.000Z',
    ...over,
  };
}

export function makeAdminDealer(over: Partial<AdminDealer> = {}): AdminDealer {
  return {
    ...makeDealerProfile({ status: 'approved' }),
    firstName: 'Dana',
    lastName: 'Dealer',
    email: 'dealer@example.com',
    stripeCustomerId: null,
    stripePaymentMethodId: null,
    subscription: null,
    subscriptionState: 'NO_PLAN',
    totalListings: 0,
    activeListings: 0,
    pendingListings: 0,
    totalLeadsReceived: 0,
    totalEnquiries: 0,
    totalPaid: 0,
    lastLeadDate: null,
    lastPaymentDate: null,
    ...over,
  };
}

export function makeListing(over: Partial<Listing> = {}): Listing {
  return {
    id: 'l1',
    dealerId: 'd1',
    make: 'Kia',
    model: 'EV6',
    bodyType: 'SUV',
    year: 2025,
    msrp: 45000,
    monthlyPayment: 449,
    downPayment: 3000,
    leaseTerms: [36],
    mileageLimits: [10000],
    carType: 'SUV',
    extraMileageCost: 0.25,
    fuelType: 'Electric',
    transmission: 'Automatic',
    interiorColor: 'Black',
    exteriorColor: 'White',
    numberOfSeats: '5',
    safetyFeatures: [],
    comfortFeatures: [],
    entertainmentFeatures: [],
    specialFeatures: [],
    imageUrls: ['listings/l1/main.jpg'],
    galleryImages: [],
    isLimitedOffer: false,
    available: true,
    zipCode: '92101',
    status: 'pending',
    views: 0,
    dateAdded: '2025-03-04T15:05:00.000Z',
    dealScore: null,
    ...over,
  };
}
