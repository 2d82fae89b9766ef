import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { Listing } from 'shared-contracts';
import {
  BlockIcon,
  CheckCircleIcon,
  ConfirmDialog,
  DeleteIcon,
  EditIcon,
  formatDay,
  formatMoney,
  ListingDetailLayout,
  ListingDetailState,
  useBack,
  useListing,
  useMountPath,
} from 'shared-ui';
import { adminPaths, type AdminPaths } from '../../../config/paths';
import { AuditHistory } from '../../../shared/components/audit-history';
import { useListingModeration } from '../hooks/use-listing-moderation';
import { canApprove, canReject } from '../listing-status';
import { ListingStatusChip } from './listing-status-chip';
import { RejectListingDialog } from './reject-listing-dialog';

const number = new Intl.NumberFormat('en-US');

function summaryRows(listing: Listing, paths: AdminPaths): Array<[string, ReactNode]> {
  return [
    [
      'Dealer',
      <Link key="dealer" component={RouterLink} to={paths.dealer(listing.dealer?.id ?? listing.dealerId)}>
        {listing.dealer ? listing.dealer.dealershipName : 'View dealer'}
      </Link>,
    ],
    ['Down payment', formatMoney(listing.downPayment)],
    ['MSRP', formatMoney(listing.msrp)],
    ['Shopper views', number.format(listing.views)],
    ['Added', formatDay(listing.dateAdded)],
  ];
}

function ListingDetail({ listing, paths, onBack }: { listing: Listing; paths: AdminPaths; onBack(): void }) {
  const navigate = useNavigate();
  const moderation = useListingModeration(() => navigate(paths.listings(), { replace: true }));
  const approving = moderation.approvingId === listing.id;
  return (
    <ListingDetailLayout
      listing={listing}
      onBack={onBack}
      status={<ListingStatusChip status={listing.status} size="medium" />}
      actions={
        <>
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
        </>
      }
      notice={
        listing.status === 'rejected' &&
        listing.rejectionReason && <Alert severity="error">{`Rejected: ${listing.rejectionReason}`}</Alert>
      }
      summary={summaryRows(listing, paths)}
      after={<AuditHistory entityType="listing" entityId={listing.id} />}
    >
      <RejectListingDialog {...moderation.rejectDialog} />
      <ConfirmDialog {...moderation.deleteDialog} />
    </ListingDetailLayout>
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
  return (
    <ListingDetailState
      query={useListing(id)}
      onBack={back}
      notFoundMessage="It may have been deleted."
      list={{ to: paths.listings(), label: 'Go to Listing Management' }}
    >
      {(listing) => <ListingDetail listing={listing} paths={paths} onBack={back} />}
    </ListingDetailState>
  );
}
