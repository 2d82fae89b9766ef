import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ConfirmDialog, Pagination, ResponsiveTable, useMountPath } from 'shared-ui';
import { adminPaths } from '../../../config/paths';
import { useAdminListings } from '../api/get-admin-listings';
import { useListingModeration } from '../hooks/use-listing-moderation';
import { ListingActions } from './listing-actions';
import { listingColumns } from './listing-columns';
import { ListingRowCard } from './listing-row-card';
import { RejectListingDialog } from './reject-listing-dialog';

/** The dealer's listings, any status, 5 a page (GET /api/listings?dealerId), with the moderation actions. */
export function DealerListings({ dealerId }: { dealerId: string }) {
  const paths = adminPaths(useMountPath());
  const moderation = useListingModeration();
  const [page, setPage] = useState(1);
  const listings = useAdminListings({ dealerId, status: 'all', page, limit: 5 });
  const data = listings.data;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="dealer-listings"
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}
    >
      <Typography id="dealer-listings" variant="h6" component="h2" sx={{ mb: 2 }}>
        {data ? `Listings (${data.pagination.total})` : 'Listings'}
      </Typography>
      {listings.error && !data ? (
        <Typography color="error">{listings.error.message}</Typography>
      ) : (
        <Box>
          <ResponsiveTable
            aria-label="Dealer listings"
            columns={listingColumns(paths)}
            rows={data?.listings ?? []}
            getRowId={(l) => l.id}
            loading={!data}
            loadingText="Loading listings..."
            emptyTitle="No listings yet"
            emptyText="This dealer has not added a listing."
            stale={listings.isPlaceholderData}
            actions={(l) => <ListingActions listing={l} paths={paths} moderation={moderation} />}
            renderCard={(l) => <ListingRowCard listing={l} paths={paths} moderation={moderation} />}
          />
          {data && (
            <Pagination
              page={page}
              totalPages={data.pagination.totalPages}
              onPageChange={setPage}
              disabled={listings.isPlaceholderData}
            />
          )}
        </Box>
      )}
      <RejectListingDialog {...moderation.rejectDialog} />
      <ConfirmDialog {...moderation.deleteDialog} />
    </Paper>
  );
}
