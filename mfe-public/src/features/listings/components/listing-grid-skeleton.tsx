import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { grid } from './listing-grid-layout';

/** Placeholder cards while results load (listing-grid.tsx loads this on the first wait). */
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
