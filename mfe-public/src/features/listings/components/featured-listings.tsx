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
}

/** Popular active deals (the home page). */
export function FeaturedListings({
  sort = 'popular',
  limit = 6,
  empty = 'New deals are on their way. Check back soon.',
}: FeaturedListingsProps) {
  const { data, error, isPending: loading } = useListings({ sort, limit, page: 1 }, 0);
  if (loading) return <ListingGridSkeleton count={Math.min(limit, 6)} />;
  const listings = error ? [] : (data?.listings ?? []);
  if (!listings.length) {
    return (
      <Box sx={{ textAlign: 'center', py: 6, border: '1px dashed', borderColor: 'divider', borderRadius: 1.5 }}>
        <Typography color="textSecondary">{empty}</Typography>
      </Box>
    );
  }
  return <ListingGrid listings={listings} />;
}
