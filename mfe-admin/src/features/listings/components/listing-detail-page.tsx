import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { ApiError } from 'shared-auth';
import type { Listing } from 'shared-contracts';
import {
  ArrowBackIcon,
  BlockIcon,
  CheckCircleIcon,
  ConfirmDialog,
  DeleteIcon,
  EditIcon,
  ErrorPanel,
  formatDay,
  formatMoney,
  ListingGallery,
  ListingSections,
  listingImages,
  LoadingScreen,
  useListing,
  useMountPath,
} from 'shared-ui';
import { useBack } from '../../../components/use-back';
import { adminPaths, type AdminPaths } from '../../../config/paths';
import { AuditHistory } from '../../../components/audit-history';
import { useListingModeration } from '../hooks/use-listing-moderation';
import { canApprove, canReject, listingSpecs, listingTitle } from '../listing-status';
import { ListingStatusChip } from './listing-status-chip';
import { RejectListingDialog } from './reject-listing-dialog';

const number = new Intl.NumberFormat('en-US');

function Summary({ listing, paths }: { listing: Listing; paths: AdminPaths }) {
  const rows: Array<[string, ReactNode]> = [
    [
      'Dealer',
      listing.dealer ? (
        <Link component={RouterLink} to={paths.dealer(listing.dealer.id)}>
          {listing.dealer.dealershipName}
        </Link>
      ) : (
        <Link component={RouterLink} to={paths.dealer(listing.dealerId)}>
          View dealer
        </Link>
      ),
    ],
    ['Down payment', formatMoney(listing.downPayment)],
    ['MSRP', formatMoney(listing.msrp)],
    ['Shopper views', number.format(listing.views)],
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
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function ListingDetail({ listing, paths, onBack }: { listing: Listing; paths: AdminPaths; onBack(): void }) {
  const navigate = useNavigate();
  const moderation = useListingModeration(() => navigate(paths.listings(), { replace: true }));
  const approving = moderation.approvingId === listing.id;
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2, flexWrap: 'wrap' }}
      >
        <Button startIcon={<ArrowBackIcon />} onClick={onBack} color="inherit">
          Back
        </Button>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {canApprove(listing.status) && (
            <Button
              variant="contained"
              color="success"
              disabled={approving}
              startIcon={approving ? <CircularProgress size={16} color="inherit" /> : <CheckCircleIcon />}
              onClick={() => moderation.approve(listing)}
            >
              Approve
            </Button>
          )}
          {canReject(listing.status) && (
            <Button
              variant="outlined"
              color="warning"
              startIcon={<BlockIcon />}
              onClick={() => moderation.askReject(listing)}
            >
              Reject
            </Button>
          )}
          <Button component={RouterLink} to={paths.editListing(listing.id)} variant="outlined" startIcon={<EditIcon />}>
            Edit
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => moderation.askDelete(listing)}
          >
            Delete
          </Button>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
          {listingTitle(listing)}
        </Typography>
        <ListingStatusChip status={listing.status} size="medium" />
      </Box>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {listingSpecs(listing)}
      </Typography>
      {listing.status === 'rejected' && listing.rejectionReason && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {`Rejected: ${listing.rejectionReason}`}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <ListingGallery images={listingImages(listing)} alt={`${listing.make} ${listing.model} ${listing.year}`} />
        <Summary listing={listing} paths={paths} />
      </Box>
      <Box sx={{ display: 'grid', gap: 3, mt: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <ListingSections listing={listing} />
        <AuditHistory entityType="listing" entityId={listing.id} />
      </Box>
      <RejectListingDialog {...moderation.rejectDialog} />
      <ConfirmDialog {...moderation.deleteDialog} />
    </Box>
  );
}

/**
 * /admin/listing-details/:id: the listing's photos and six sections, its status and dealer,
 * approve / reject / edit / delete, and its moderation history.
 */
export function ListingDetailPage() {
  const { id = '' } = useParams();
  const paths = adminPaths(useMountPath());
  const back = useBack(paths.listings());
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
          message={missing ? 'It may have been deleted.' : listing.error.message}
          onRetry={missing ? undefined : () => void listing.refetch()}
        />
        <Box sx={{ textAlign: 'center' }}>
          <Button component={RouterLink} to={paths.listings()} variant="outlined">
            Go to Listing Management
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
