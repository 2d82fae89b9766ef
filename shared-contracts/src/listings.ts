import { z } from 'zod';
import { LISTING_SORTS } from './catalog';
import { text, uuidText } from './text';

export interface Listing {
  id: string;
  dealerId: string;
  make: string;
  model: string;
  bodyType: string;
  year: number;
  msrp: number;
  monthlyPayment: number;
  downPayment: number;
  leaseTerms: number[];
  mileageLimits: number[];
  carType: string;
  extraMileageCost: number;
  fuelType: string;
  transmission: string;
  interiorColor: string;
  exteriorColor: string;
  numberOfSeats: string;
  safetyFeatures: string[];
  comfortFeatures: string[];
  entertainmentFeatures: string[];
  specialFeatures: string[];
  /** main image storage keys (one entry) */
  imageUrls: string[];
  galleryImages: string[];
  isLimitedOffer: boolean;
  available: boolean;
  zipCode: string | null;
  status: 'pending' | 'active' | 'rejected' | 'paused';
  views: number;
  dateAdded: string;
  dealer?: { id: string; dealershipName: string; city: string | null; state: string | null };
}

/** Card-sized listing returned by the search. */
export type ListingSummary = Pick<Listing, 'id' | 'make' | 'model' | 'year' | 'bodyType' | 'fuelType' | 'transmission' | 'monthlyPayment' | 'imageUrls' | 'isLimitedOffer' | 'dateAdded'>;

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  /** The public search counts up to a cap; true when there are more matches than `total`. */
  totalCapped?: boolean;
}

export interface FilterOptions { makes: string[]; models: Record<string, string[]>; bodyTypes: string[] }

const optionalText = text({ max: 60 }).optional().transform((v) => (v ? v : undefined));
const optionalMoney = z.coerce.number().min(0).max(1_000_000).optional();

export const listingSearchQuerySchema = z.object({
  status: z.enum(['active', 'all', 'pending', 'rejected', 'paused']).optional(),
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
