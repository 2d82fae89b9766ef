import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ListingSort } from 'shared-contracts';
import { useListings } from '../api/get-listings';
import { ListingGrid, ListingGridSkeleton } from './listing-grid';

export interface FeaturedListingsProps {
  sort?: ListingSort;
  limit?: number;
  /** shown when there is nothing to show */
  empty?: string;
  /** keep only limited-time offers */
  limitedOnly?: boolean;
}

/** Popular active deals (home) or current offers (/lease-offers). */
export function FeaturedListings({ sort = 'popular', limit = 6, empty = 'New deals are on their way. Check back soon.', limitedOnly = false }: FeaturedListingsProps) {
  const { data, error, isPending: loading } = useListings({ sort, limit, page: 1 }, 0);
  if (loading) return <ListingGridSkeleton count={Math.min(limit, 6)} />;
  let listings = error ? [] : (data?.listings ?? []);
  if (limitedOnly) {
    const offers = listings.filter((l) => l.isLimitedOffer);
    // No flagged offer right now: the lowest prices are the offers.
    listings = offers.length ? offers : [...listings].sort((a, b) => a.monthlyPayment - b.monthlyPayment).slice(0, 9);
  }
  if (!listings.length) {
    return (
      <Box sx={{ textAlign: 'center', py: 6, border: '1px dashed', borderColor: 'divider', borderRadius: 1.5 }}>
        <Typography color="text.secondary">{empty}</Typography>
      </Box>
    );
  }
  return <ListingGrid listings={listings} />;
}
