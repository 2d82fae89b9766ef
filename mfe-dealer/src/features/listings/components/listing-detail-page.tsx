import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ApiError } from 'shared-auth';
import type { Listing } from 'shared-contracts';
import {
  ArrowBackIcon,
  DeleteIcon,
  EditIcon,
  ErrorPanel,
  formatDay,
  formatMoney,
  ListingGallery,
  listingImages,
  ListingSections,
  LoadingScreen,
  useListing,
} from 'shared-ui';
import { listingPaths, type ListingPaths } from '../../../config/paths';
import { useDeleteListingFlow } from '../hooks/use-delete-listing-flow';
import { useStatusChange } from '../hooks/use-status-change';
import { listingSpecs, listingTitle, listingViews } from '../listing-text';
import { DeleteListingDialog } from './delete-listing-dialog';
import { ListingStatusChip } from './listing-status-chip';
import { ListingStatusPanel } from './listing-status-panel';

/** Back: the previous page, or the listings when the page was opened directly. */
function useBack(listPath: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return () => (location.key === 'default' ? navigate(listPath) : navigate(-1));
}

function Summary({ listing }: { listing: Listing }) {
  const rows: Array<[string, string]> = [
    ['Down payment', formatMoney(listing.downPayment)],
    ['MSRP', formatMoney(listing.msrp)],
    ['Shopper views', listingViews(listing.views)],
    ['Added', formatDay(listing.dateAdded)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 1.5 }}>
      <Typography variant="overline" color="text.secondary">
        Monthly payment
      </Typography>
      <Typography sx={{ fontSize: '2rem', fontWeight: 800, color: 'primary.main', lineHeight: 1.1 }}>
        {formatMoney(listing.monthlyPayment)}
        <Typography component="span" sx={{ fontSize: '1rem', color: 'text.secondary', fontWeight: 500 }}>
          /month
        </Typography>
      </Typography>
      <Divider sx={{ my: 2 }} />
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function ListingDetail({ listing, paths, onBack }: { listing: Listing; paths: ListingPaths; onBack(): void }) {
  const navigate = useNavigate();
  const status = useStatusChange();
  const remove = useDeleteListingFlow(() => navigate(paths.list(), { replace: true }));
  const title = listingTitle(listing);
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack} color="inherit">
          Back
        </Button>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button component={RouterLink} to={paths.edit(listing.id)} variant="outlined" startIcon={<EditIcon />}>
            Edit
          </Button>
          <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => remove.ask(listing)}>
            Delete
          </Button>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
          {title}
        </Typography>
        <ListingStatusChip status={listing.status} size="medium" />
      </Box>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {listingSpecs(listing)}
      </Typography>
      <ListingStatusPanel
        listing={listing}
        editPath={paths.edit(listing.id)}
        busy={status.busyId === listing.id}
        onStatus={status.change}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          mt: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <ListingGallery images={listingImages(listing)} alt={`${listing.make} ${listing.model} ${listing.year}`} />
        <Summary listing={listing} />
      </Box>
      <Box sx={{ display: 'grid', gap: 3, mt: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <ListingSections listing={listing} />
      </Box>
      <DeleteListingDialog {...remove.dialog} />
    </Box>
  );
}

/**
 * /dealer/view-listing/:id (spec 2 section 2): the dealer's listing with its status, the photo
 * gallery and the six sections; Back, Edit and Delete. A failed load shows the error with
 * Try Again (not the original's sample photos); an unknown listing says it was not found.
 */
export function ListingDetailPage({ basePath }: { basePath: string }) {
  const { id = '' } = useParams();
  const paths = listingPaths(basePath);
  const back = useBack(paths.list());
  const listing = useListing(id);

  if (listing.data) return <ListingDetail listing={listing.data} paths={paths} onBack={back} />;
  if (listing.error) {
    const missing = listing.error instanceof ApiError && listing.error.status === 404;
    return (
      <Box sx={{ maxWidth: 720, mx: 'auto' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={back} color="inherit" sx={{ mb: 1 }}>
          Back
        </Button>
        <ErrorPanel
          title={missing ? 'Listing not found' : 'We could not load this listing'}
          message={missing ? 'It may have been deleted, or it belongs to another dealership.' : listing.error.message}
          onRetry={missing ? undefined : () => void listing.refetch()}
        />
        <Box sx={{ textAlign: 'center' }}>
          <Button component={RouterLink} to={paths.list()} variant="outlined">
            Go to your listings
          </Button>
        </Box>
      </Box>
    );
  }
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3 }}>
      <LoadingScreen message="Loading listing details..." />
    </Paper>
  );
}
