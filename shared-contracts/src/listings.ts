import { z } from 'zod';
import { LISTING_SORTS } from './catalog';
import { text, uuidText } from './text';

const optionalText = text({ max: 60 }).optional().transform((v) => (v ? v : undefined));
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
  dealerId: uuidText().optional(),
  sort: z.enum(LISTING_SORTS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type ListingSearchQuery = z.infer<typeof listingSearchQuerySchema>;
