// Fixtures of the lead pages (Lead Tracking, lead detail, dashboard).
import type { Lead, LeadStats, Listing } from 'shared-contracts';

export const LISTING_ID = '3f0c4a43-55d7-4d5c-9e39-6d1b1cfd3b53';
export const DEALER_ID = '9b1d7f2e-1c3a-4d5e-8f60-7a8b9c0d1e2f';

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

/** Counts over all leads (the admin list's `stats`); `over` replaces counts. */
export function makeLeadStats(over: Partial<LeadStats> = {}): LeadStats {
  return { total: 42, verified: 30, pending: 12, new: 20, contacted: 15, closed: 7, ...over };
}

/** `{ success, data: { leads, stats }, meta }` of GET /api/leads, page `n` of `totalPages`. */
export function leadsPage(n: number, totalPages: number, total = totalPages * 10) {
  const leads = total === 0 ? [] : Array.from({ length: 10 }, (_, i) => makeLead((n - 1) * 10 + i + 1));
  return {
    status: 200,
    data: {
      success: true,
      data: { leads, stats: makeLeadStats() },
      meta: { pagination: { page: n, limit: 10, total, totalPages } },
    },
  };
}

/** A listing as GET /api/listings/:id answers it, with its dealer card. */
export function makeLeadListing(over: Partial<Listing> = {}): Listing {
  return {
    id: LISTING_ID,
    dealerId: DEALER_ID,
    make: 'Toyota',
    model: 'Camry',
    bodyType: 'Sedan',
    year: 2024,
    msrp: 32000,
    monthlyPayment: 399,
    downPayment: 2500,
    leaseTerms: [36],
    mileageLimits: [12000],
    carType: 'Sedan',
    extraMileageCost: 0.25,
    fuelType: 'Hybrid',
    transmission: 'Automatic',
    interiorColor: 'Black',
    exteriorColor: 'Silver',
    numberOfSeats: '5',
    safetyFeatures: [],
    comfortFeatures: [],
    entertainmentFeatures: [],
    specialFeatures: [],
    imageUrls: ['listings/1/main.jpg'],
    galleryImages: [],
    isLimitedOffer: false,
    available: true,
    zipCode: '92101',
    status: 'active',
    views: 120,
    dateAdded: '2025-03-04T15:05:00.000Z',
    dealScore: null,
    dealer: { id: DEALER_ID, dealershipName: 'Reyes Auto Group', city: 'San Diego', state: 'CA' },
    ...over,
  };
}
