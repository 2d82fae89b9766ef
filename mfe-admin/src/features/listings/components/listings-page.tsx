import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { LISTING_STATUSES } from 'shared-contracts';
import {
  AddIcon,
  ChipFilter,
  ConfirmDialog,
  ErrorPanel,
  PageHeader,
  Pagination,
  ResponsiveTable,
  ResultCount,
  SearchField,
  useDebouncedValue,
  useMountPath,
} from 'shared-ui';
import { useListParams } from '../../../shared/components/use-list-params';
import { adminPaths } from '../../../config/paths';
import { LISTINGS_LOAD_ERROR, useAdminListings, type ListingStatusFilter } from '../api/get-admin-listings';
import { useListingModeration } from '../hooks/use-listing-moderation';
import { DEFAULT_STATUS_FILTER, STATUS_FILTERS } from '../listing-status';
import { ListingActions } from './listing-actions';
import { listingColumns } from './listing-columns';
import { ListingRowCard } from './listing-row-card';
import { RejectListingDialog } from './reject-listing-dialog';

const SEARCH_DEBOUNCE_MS = 500;
const FILTER_VALUES: readonly ListingStatusFilter[] = ['all', ...LISTING_STATUSES];

/**
 * /admin/listing, "Listing Management": every dealer's listings, opening on the approval queue;
 * status filter, search (make, model; 500 ms debounce) and pages of 10 on the server; view, edit,
 * approve, reject (with a reason mailed to the dealer) and delete per listing.
 */
export function ListingsPage() {
  const paths = adminPaths(useMountPath());
  const [params, update] = useListParams(FILTER_VALUES, DEFAULT_STATUS_FILTER);
  const [text, setText] = useState(params.search);
  const typed = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS, {
    leading: true,
    onSettle: (value) => {
      if (value !== params.search) update({ search: value, page: 1 });
    },
  });
  const listings = useAdminListings({ status: params.status, page: params.page, search: params.search || undefined });
  const moderation = useListingModeration();
  const data = listings.data;

  // After a delete or a moderation empties the last page, show the page before it.
  useEffect(() => {
    if (data && !listings.isPlaceholderData && params.page > 1 && params.page > data.pagination.totalPages)
      update({ page: Math.max(1, data.pagination.totalPages) });
  }, [data, listings.isPlaceholderData, params.page]); // eslint-disable-line react-hooks/exhaustive-deps

  const filtered = params.status !== DEFAULT_STATUS_FILTER || params.search !== '';
  return (
    <Box>
      <PageHeader
        title="Listing Management"
        subtitle="Review new and edited listings, approve or reject them, and manage every dealer's offers."
        actions={
          <Button component={RouterLink} to={paths.addListing()} variant="contained" startIcon={<AddIcon />}>
            Add listing
          </Button>
        }
      />
      <Box
        sx={{
          mb: 2,
          display: 'flex',
          gap: 1.5,
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <ChipFilter
          label="Status"
          options={STATUS_FILTERS}
          value={params.status}
          onChange={(status) => update({ status, page: 1 })}
        />
        <SearchField label="Search listings" placeholder="Search by make or model..." value={text} onChange={setText} />
      </Box>
      {data && (
        <Box sx={{ mb: 1.5, display: 'flex' }}>
          <ResultCount
            total={data.pagination.total}
            searching={listings.isPlaceholderData || !typed.current}
            one="listing"
            many="listings"
          />
        </Box>
      )}
      {listings.error && !data ? (
        <ErrorPanel
          title={LISTINGS_LOAD_ERROR}
          message={
            listings.error.message === LISTINGS_LOAD_ERROR
              ? 'Please check your connection and try again.'
              : listings.error.message
          }
          onRetry={() => void listings.refetch()}
        />
      ) : (
        <ResponsiveTable
          aria-label="Listings"
          columns={listingColumns(paths)}
          rows={data?.listings ?? []}
          getRowId={(l) => l.id}
          loading={!data}
          loadingText="Loading listings..."
          emptyTitle={params.status === 'pending' && !filtered ? 'Nothing waiting for approval' : 'No listings found'}
          emptyText={
            params.status === 'pending' && !filtered
              ? 'New and edited listings appear here until you approve or reject them.'
              : 'Try another status or search.'
          }
          stale={listings.isPlaceholderData}
          actions={(l) => <ListingActions listing={l} paths={paths} moderation={moderation} />}
          renderCard={(l) => <ListingRowCard listing={l} paths={paths} moderation={moderation} />}
        />
      )}
      {data && (
        <Pagination
          page={params.page}
          totalPages={data.pagination.totalPages}
          onPageChange={(page) => update({ page })}
          disabled={listings.isPlaceholderData}
        />
      )}
      <RejectListingDialog {...moderation.rejectDialog} />
      <ConfirmDialog {...moderation.deleteDialog} />
    </Box>
  );
}
