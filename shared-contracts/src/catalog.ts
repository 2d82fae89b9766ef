// Business constants of spec 1 section 9, used by the API (validation, seeding) and the UI.
import { dollars } from './number-format';

export const BODY_TYPES = [
  'Sedan',
  'SUV',
  'Hatchback',
  'Coupe',
  'Convertible',
  'Wagon',
  'Minivan',
  'Pickup Truck',
  'Crossover',
] as const;
export const LEASE_TERMS = [12, 24, 36, 48, 60] as const;
export const MILEAGE_LIMITS = [10000, 12000, 15000, 18000, 20000] as const;
export const CAR_TYPES = ['Sedan', 'SUV', 'Truck', 'Coupe', 'Convertible'] as const;
export const EXTRA_MILEAGE_COSTS = ['0.10', '0.15', '0.20', '0.25', '0.30'] as const;
export const FUEL_TYPES = [
  'Gasoline',
  'Diesel',
  'Electric',
  'Hybrid',
  'Plug-in Hybrid',
  'Flex-Fuel (E85)',
  'Natural Gas (CNG)',
  'Hydrogen Fuel Cell',
] as const;
export const TRANSMISSIONS = [
  'Automatic',
  'Manual',
  'Continuously Variable (CVT)',
  'Dual-Clutch',
  'Automated Manual',
  'Semi-Automatic',
] as const;
export const INTERIOR_COLORS = [
  'Black',
  'Gray',
  'Beige',
  'Brown',
  'White',
  'Cream',
  'Red',
  'Blue',
  'Burgundy',
  'Tan',
] as const;
export const EXTERIOR_COLORS = [
  'White',
  'Black',
  'Silver',
  'Gray',
  'Blue',
  'Red',
  'Green',
  'Brown',
  'Yellow',
  'Orange',
  'Purple',
  'Gold',
  'Burgundy',
] as const;
export const SEATS = ['2', '4', '5', '6', '7', '8', '9+'] as const;

/** Listing wizard: 6 steps; one main image plus 5 gallery slots. */
export const LISTING_WIZARD_STEPS = 6;
export const LISTING_GALLERY_SLOTS = 5;
/** Year options: the current year and the 30 before (31 values), newest first. */
export const LISTING_YEAR_SPAN = 30;
export function listingYearOptions(now: Date = new Date()): string[] {
  const current = now.getFullYear();
  return Array.from({ length: LISTING_YEAR_SPAN + 1 }, (_, i) => String(current - i));
}

/** Monthly budget bands; the value is "min-max" and a max of 9999 or more is not sent. */
export const BUDGET_BANDS = [
  { label: 'Under $200', value: '0-200' },
  { label: '$200 - $300', value: '200-300' },
  { label: '$300 - $400', value: '300-400' },
  { label: '$400 - $500', value: '400-500' },
  { label: '$500 - $600', value: '500-600' },
  { label: '$600 - $700', value: '600-700' },
  { label: '$700 - $800', value: '700-800' },
  { label: '$800+', value: '800-9999' },
] as const;

/** Splits a budget band value into the query's minPrice/maxPrice (max >= 9999 is dropped). */
export function budgetToRange(value: string): { minPrice?: number; maxPrice?: number } {
  const [min, max] = value.split('-').map(Number);
  const range: { minPrice?: number; maxPrice?: number } = {};
  if (Number.isFinite(min)) range.minPrice = min;
  if (Number.isFinite(max) && max < 9999) range.maxPrice = max;
  return range;
}

export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 300;
export const LIST_PAGE_SIZE = 10;
export const LIST_SEARCH_DEBOUNCE_MS = 500;
export const TRIAL_DAYS = 30;
export const PRO_MONTHLY_FEE_DOLLARS = 200;
export const PER_LEAD_FEE_DOLLARS = 75;
export const GRACE_PERIOD_DAYS = 15;
/** The Pro plan's feature list (spec 2 section 2), word for word. */
export const PRO_PLAN_FEATURES = [
  'Unlimited leads',
  `${dollars(PER_LEAD_FEE_DOLLARS)} per lead`,
  'Priority support',
  'Cancel anytime',
] as const;
export const DEALER_PHONE_PREFIX = '+91-';
export const LISTING_SORTS = [
  'recommended',
  'price_asc',
  'price_desc',
  'newest',
  'popular',
  'effective_monthly',
  'deal_score',
] as const;

/** Search radius choices around a ZIP code, in miles. */
export const SEARCH_DISTANCES = [10, 25, 50, 100, 250, 500] as const;
/** The fuel types the search shows first (electrified). */
export const ELECTRIFIED_FUEL_TYPES = ['Electric', 'Plug-in Hybrid', 'Hybrid'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
