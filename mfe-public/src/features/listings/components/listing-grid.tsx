import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import type { ListingSummary } from 'shared-contracts';
import { ListingCard } from './listing-card';
import { grid } from './listing-grid-layout';

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

const LazySkeleton = lazy(() => import('./listing-grid-skeleton').then((m) => ({ default: m.ListingGridSkeleton })));

/**
 * Placeholder cards while results load. A page that opens with its results (server-rendered)
 * never shows them, so their code (and MUI's Skeleton) loads on the first search that waits;
 * until it has, the grid's empty box says it is loading.
 */
export function ListingGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Suspense fallback={<Box sx={{ ...grid, minHeight: 420 }} aria-busy="true" aria-label="Loading lease deals" />}>
      <LazySkeleton count={count} />
    </Suspense>
  );
}
