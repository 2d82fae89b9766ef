import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import type { ListingSummary } from 'shared-contracts';
import { ListingCard } from './listing-card';

const grid = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
} as const;

/** Cards in the widest row (three on a desktop): their pictures are not lazy. */
const FIRST_ROW = 3;

/** Cards in a responsive grid. */
export function ListingGrid({ listings }: { listings: ListingSummary[] }) {
  return (
    <Box sx={grid}>
      {listings.map((listing, index) => (
        <ListingCard key={listing.id} listing={listing} priority={index < FIRST_ROW ? 'above-fold' : undefined} />
      ))}
    </Box>
  );
}

/** Placeholder cards while results load. */
export function ListingGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Box sx={grid} aria-busy="true" aria-label="Loading lease deals">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} variant="outlined" sx={{ borderRadius: 1.5 }}>
          <Skeleton variant="rectangular" height={200} />
          <CardContent>
            <Skeleton width="70%" height={32} />
            <Skeleton width="50%" />
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2 }}>
              <Skeleton width={90} height={40} />
              <Skeleton width={100} height={40} />
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
