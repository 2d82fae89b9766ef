// One public deal as the API answers it (detail and summary), for the cost tests.
import type { DealScore, Listing, ListingSummary } from 'shared-contracts';

export const DEAL_ID = '3f0c4a43-55d7-4d5c-9e39-6d1b1cfd3b53';

const SCORE: DealScore = {
  score: 87,
  peers: 14,
  reasons: [
    {
      factor: 'value',
      points: 74,
      maxPoints: 85,
      text: '$385/month effective, down payment included: 18% below similar sedans ($30,000-$40,000 MSRP)',
    },
    {
      factor: 'mileageRate',
      points: 13,
      maxPoints: 15,
      text: '12,000 miles a year included, $0.10 per mile over: better than most leases',
    },
  ],
};

/** $329/month on 24 or 36 months at 10,000 or 12,000 miles, $2,000 down, $0.25 a mile over. */
export function dealDetail(over: Partial<Listing> = {}): Listing {
  return {
    id: DEAL_ID,
    dealerId: 'd1',
    make: 'Toyota',
    model: 'Camry',
    bodyType: 'Sedan',
    year: 2024,
    msrp: 30000,
    monthlyPayment: 329,
    downPayment: 2000,
    leaseTerms: [24, 36],
    mileageLimits: [10000, 12000],
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
    imageUrls: ['listings/camry.jpg'],
    galleryImages: [],
    isLimitedOffer: false,
    available: true,
    zipCode: '92101',
    status: 'active',
    views: 1,
    dateAdded: '2025-07-01T00:00:00.000Z',
    dealScore: SCORE,
    dealer: { id: 'd1', dealershipName: 'Reyes Auto Group', city: 'San Diego', state: 'CA' },
    ...over,
  };
}

export function dealSummary(over: Partial<ListingSummary> = {}): ListingSummary {
  const d = dealDetail();
  return {
    id: d.id,
    make: d.make,
    model: d.model,
    year: d.year,
    bodyType: d.bodyType,
    fuelType: d.fuelType,
    transmission: d.transmission,
    monthlyPayment: d.monthlyPayment,
    imageUrls: d.imageUrls,
    isLimitedOffer: false,
    dateAdded: d.dateAdded,
    msrp: d.msrp,
    downPayment: d.downPayment,
    leaseTerms: d.leaseTerms,
    mileageLimits: d.mileageLimits,
    extraMileageCost: d.extraMileageCost,
    dealScore: SCORE,
    ...over,
  };
}
