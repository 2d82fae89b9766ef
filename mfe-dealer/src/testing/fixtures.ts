import type {
  DealerDashboardStats,
  DealerFunnel,
  DealerFunnelListing,
  DealerProfile,
  Enquiry,
  Lead,
  Listing,
} from 'shared-contracts';

export const LISTING_ID = '3f0c4a43-55d7-4d5c-9e39-6d1b1cfd3b53';

export function makeLead(n: number, over: Partial<Lead> = {}): Lead {
  return {
    id: `lead-${n}`,
    listingId: LISTING_ID,
    listing: { id: LISTING_ID, make: 'Toyota', model: 'Camry', year: 2024 },
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

export function makeEnquiry(n: number, over: Partial<Enquiry> = {}): Enquiry {
  return {
    id: `enq-${n}`,
    first_name: `Casey${n}`,
    last_name: 'Morgan',
    email: `casey${n}@example.com`,
    phone_number: '+1-415-555-0199',
    message: 'Hi, I am interested in the Toyota Camry. Please contact me with more details.',
    status: 'new',
    createdAt: '2025-03-04T15:05:00.000Z',
    listing: {
      id: LISTING_ID,
      make: 'Toyota',
      model: 'Camry',
      bodyType: 'Sedan',
      year: 2024,
      fuelType: 'Hybrid',
      transmission: 'Automatic',
      monthlyPayment: 399,
      imageUrls: ['listings/camry.jpg'],
      galleryImages: [],
    },
    ...over,
  };
}

export const DASHBOARD_STATS: DealerDashboardStats = {
  totalListings: 12,
  activeListings: 9,
  pendingListings: 1,
  totalViews: 340,
  totalLeads: 27,
  verifiedLeads: 19,
  listingsByStatus: { active: 9, pending: 1, paused: 1, rejected: 1 },
  newLeads: 5,
  totalEnquiries: 8,
  leadsLast30Days: 9,
  leadsByMonth: { thisMonth: 5, lastMonth: 9, lastMonthToDate: 2 },
  enquiriesByMonth: { thisMonth: 1, lastMonth: 3, lastMonthToDate: 3 },
};

/** One listing's 30-day funnel; rates follow from the counts unless given. */
export function makeFunnelListing(n: number, over: Partial<DealerFunnelListing> = {}): DealerFunnelListing {
  const base = { impressions: 400 - n * 10, views: 40 - n, leads: n % 2 === 0 ? 2 : 1, enquiries: 0, ...over };
  return {
    id: `listing-${n}`,
    make: 'Toyota',
    model: `Model${n}`,
    year: 2025,
    status: 'active',
    imageUrl: `listings/${n}.jpg`,
    viewRate: base.impressions ? Math.round((base.views / base.impressions) * 10_000) / 10_000 : null,
    leadRate: base.views ? Math.round((base.leads / base.views) * 10_000) / 10_000 : null,
    ...base,
    ...over,
  };
}

/** A funnel answer over `listings` with their totals. */
export function makeFunnel(listings: DealerFunnelListing[]): DealerFunnel {
  const sum = (k: 'impressions' | 'views' | 'leads' | 'enquiries') => listings.reduce((n, l) => n + l[k], 0);
  const totals = {
    impressions: sum('impressions'),
    views: sum('views'),
    leads: sum('leads'),
    enquiries: sum('enquiries'),
  };
  return {
    from: '2025-02-14',
    to: '2025-03-15',
    days: 30,
    listings,
    totals: {
      ...totals,
      viewRate: totals.impressions ? totals.views / totals.impressions : null,
      leadRate: totals.views ? totals.leads / totals.views : null,
    },
  };
}

/** `{ page, limit, ... }` of a recorded call. */
export function paramsOf(call: { params?: unknown }): Record<string, unknown> {
  return (call.params ?? {}) as Record<string, unknown>;
}

export const DEALER_PROFILE: DealerProfile = {
  id: 'd-1',
  userId: 'u-dealer',
  dealershipName: 'Reyes Auto Group',
  phoneNumber: '+1 555 0100',
  website: 'https://reyes.example',
  address: '12 Harbor Way',
  city: 'San Diego',
  state: 'CA',
  zipCode: '92101',
  termsAgreement: true,
  status: 'approved',
  campaign: null,
  hasValidPaymentMethod: false,
  trialStartDate: '2025-03-01T00:00:00.000Z',
  trialEndDate: '2025-03-31T00:00:00.000Z',
  trialPeriodDays: 30,
  trialCancelledByUser: false,
  leadsSuspendedAt: null,
  createdAt: '2025-03-01T00:00:00.000Z',
  updatedAt: '2025-03-01T00:00:00.000Z',
};

/** One of the demo dealer's listings, as the management search and the detail answer it. */
export function makeListing(n: number, over: Partial<Listing> = {}): Listing {
  return {
    id: `listing-${n}`,
    dealerId: DEALER_PROFILE.id,
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
    galleryImages: [`listings/${n}/g1.jpg`, `listings/${n}/g2.jpg`],
    isLimitedOffer: false,
    available: true,
    zipCode: '92101',
    status: 'active',
    views: 120,
    dateAdded: '2025-03-04T15:05:00.000Z',
    dealScore: null,
    ...over,
  };
}

/** `{ success, data: { listings }, meta }` of GET /api/listings. */
export function listingsPage(listings: Listing[], page = 1, totalPages = 1, total = listings.length) {
  return {
    status: 200,
    data: { success: true, data: { listings }, meta: { pagination: { page, limit: 12, total, totalPages } } },
  };
}
