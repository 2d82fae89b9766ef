import { z } from 'zod';
import { FUEL_TYPES, LEASE_TERMS, LISTING_SORTS, MILEAGE_LIMITS, SEARCH_DISTANCES } from './catalog';
import { text, uuidText } from './text';

const optionalText = text({ max: 60 })
  .optional()
  .transform((v) => (v ? v : undefined));
const optionalMoney = z.coerce.number().min(0).max(1_000_000).optional();

export const listingSearchQuerySchema = z.object({
  status: z.enum(['active', 'all', 'pending', 'rejected', 'paused']).optional(),
  /** manage: a signed-in dealer's own or an admin's listings (full listings, exact count), whatever the status. */
  scope: z.enum(['public', 'manage']).optional(),
  make: optionalText,
  model: optionalText,
  bodyType: optionalText,
  minPrice: optionalMoney,
  maxPrice: optionalMoney,
  zipCode: optionalText,
  available: z.enum(['true', 'false']).optional(),
  search: optionalText,
  /** Lease term in months: listings offering this term (figures priced on it). */
  term: z.coerce
    .number()
    .int()
    .refine((v) => (LEASE_TERMS as readonly number[]).includes(v), { message: 'Choose a lease term from the list' })
    .optional(),
  /**
   * Annual miles the shopper needs: listings offering at least this mileage (figures priced on
   * the lowest offered mileage at or above it, lease-cost.ts searchLeaseChoice).
   */
  mileage: z.coerce
    .number()
    .int()
    .refine((v) => (MILEAGE_LIMITS as readonly number[]).includes(v), {
      message: 'Choose an annual mileage from the list',
    })
    .optional(),
  /** Most the shopper pays at signing (down payment + first monthly) on the priced choice. */
  maxDueAtSigning: optionalMoney,
  fuelType: z.enum(FUEL_TYPES).optional(),
  minYear: z.coerce.number().int().min(1990).max(2100).optional(),
  maxYear: z.coerce.number().int().min(1990).max(2100).optional(),
  /** Miles around zipCode (its centroid); without it zipCode matches as a prefix. */
  distance: z.coerce
    .number()
    .int()
    .refine((v) => (SEARCH_DISTANCES as readonly number[]).includes(v), { message: 'Choose a distance from the list' })
    .optional(),
  /** true: only deals flagged as limited-time offers (/lease-offers); false: only the others. */
  offers: z.enum(['true', 'false']).optional(),
  dealerId: uuidText().optional(),
  sort: z.enum(LISTING_SORTS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type ListingSearchQuery = z.infer<typeof listingSearchQuerySchema>;
