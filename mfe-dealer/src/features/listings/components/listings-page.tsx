import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Listing } from 'shared-contracts';
import {
  AddIcon,
  CloudUploadIcon,
  ErrorPanel,
  PageHeader,
  Pagination,
  ResponsiveTable,
  ResultCount,
  SearchField,
  useDebouncedValue,
} from 'shared-ui';
import { useDealerProfile } from '../../../shared/api/get-dealer-profile';
import { listingPaths } from '../../../config/paths';
import { LISTINGS_LOAD_ERROR, useMyListings } from '../api/get-my-listings';
import { useDeleteListingFlow } from '../hooks/use-delete-listing-flow';
import { useListingsParams } from '../hooks/use-listings-params';
import { useStatusChange } from '../hooks/use-status-change';
import { DeleteListingDialog } from './delete-listing-dialog';
import { ListingActions, type ListingActionsProps } from './listing-actions';
import { ListingCard } from './listing-card';
import { listingColumns } from './listing-columns';
import { ListingsEmpty } from './listings-empty';
import { StatusFilter } from './status-filter';
import { ViewToggle } from './view-toggle';

const SEARCH_DEBOUNCE_MS = 500;

/**
 * /dealer/listings, "Your Listings": the dealer's own listings, any status, filtered by status,
 * searched (make, model) and paged (12) on the server; a gallery of cards or a table (cards
 * below the md breakpoint); View, Edit, Pause/Resume and Delete per listing.
 */
export function ListingsPage({ basePath }: { basePath: string }) {
  const paths = listingPaths(basePath);
  const [params, update] = useListingsParams();
  const [text, setText] = useState(params.search);
  const typed = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS, {
    leading: true,
    onSettle: (value) => {
      if (value !== params.search) update({ search: value, page: 1 });
    },
  });
  const profile = useDealerProfile();
  const listings = useMyListings({
    dealerId: profile.data?.id,
    status: params.status,
    page: params.page,
    search: params.search || undefined,
  });
  const status = useStatusChange();
  const remove = useDeleteListingFlow();
  const data = listings.data;
  const error = profile.error ?? (data ? undefined : listings.error);

  // After a delete empties the last page, show the page before it.
  useEffect(() => {
    if (data && !listings.isPlaceholderData && params.page > 1 && params.page > data.pagination.totalPages)
      update({ page: Math.max(1, data.pagination.totalPages) });
  }, [data, listings.isPlaceholderData, params.page]); // eslint-disable-line react-hooks/exhaustive-deps

  const actions: Omit<ListingActionsProps, 'listing' | 'statusBusy'> = {
    paths,
    onDelete: remove.ask,
    onStatus: status.change,
  };
  const card = (l: Listing) => <ListingCard listing={l} {...actions} statusBusy={status.busyId === l.id} />;
  const clear = () => {
    setText('');
    update({ status: 'all', search: '', page: 1 });
  };

  let content;
  if (error) {
    content = (
      <ErrorPanel
        title={LISTINGS_LOAD_ERROR}
        message={error.message === LISTINGS_LOAD_ERROR ? 'Please check your connection and try again.' : error.message}
        onRetry={() => void (profile.error ? profile.refetch() : listings.refetch())}
      />
    );
  } else if (!data) {
    content = (
      <Paper
        variant="outlined"
        role="status"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 8, borderRadius: 3 }}
      >
        <CircularProgress size={22} />
        <Typography color="textSecondary">Loading listings...</Typography>
      </Paper>
    );
  } else if (data.listings.length === 0) {
    content = <ListingsEmpty filter={params} addPath={paths.add()} onClear={clear} />;
  } else if (params.view === 'table') {
    content = (
      <ResponsiveTable
        aria-label="Listings"
        columns={listingColumns(paths)}
        rows={data.listings}
        getRowId={(l) => l.id}
        stale={listings.isPlaceholderData}
        actions={(l) => <ListingActions listing={l} {...actions} statusBusy={status.busyId === l.id} />}
        renderCard={card}
      />
    );
  } else {
    content = (
      <Box
        component="ul"
        aria-label="Listings"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
            xl: 'repeat(4, minmax(0, 1fr))',
          },
          opacity: listings.isPlaceholderData ? 0.55 : 1,
          transition: 'opacity 150ms ease',
        }}
      >
        {data.listings.map((l) => (
          <li key={l.id}>{card(l)}</li>
        ))}
      </Box>
    );
  }

  return (
    <Box>
      <PageHeader
        title="Your Listings"
        subtitle="Your lease offers: follow their approval, edit, pause or resume them."
        actions={
          <>
            <Button component={RouterLink} to={paths.import()} variant="outlined" startIcon={<CloudUploadIcon />}>
              Import
            </Button>
            <Button component={RouterLink} to={paths.add()} variant="contained" startIcon={<AddIcon />}>
              Add listing
            </Button>
          </>
        }
      />
      <Box sx={{ mb: 2, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchField label="Search listings" placeholder="Search by make or model..." value={text} onChange={setText} />
        <Box sx={{ display: { xs: 'none', md: 'block' }, ml: 'auto' }}>
          <ViewToggle value={params.view} onChange={(view) => update({ view })} />
        </Box>
      </Box>
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
        <StatusFilter value={params.status} onChange={(value) => update({ status: value, page: 1 })} />
        {data && (
          <ResultCount
            total={data.pagination.total}
            searching={listings.isPlaceholderData || !typed.current}
            one="listing"
            many="listings"
          />
        )}
      </Box>
      {content}
      {!error && data && (
        <Pagination
          page={params.page}
          totalPages={data.pagination.totalPages}
          onPageChange={(page) => update({ page })}
          disabled={listings.isPlaceholderData}
        />
      )}
      <DeleteListingDialog {...remove.dialog} />
    </Box>
  );
}
