import Button from '@mui/material/Button';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { Listing } from 'shared-contracts';
import {
  DeleteIcon,
  EditIcon,
  formatDay,
  formatMoney,
  ListingDetailLayout,
  ListingDetailState,
  useBack,
  useListing,
} from 'shared-ui';
import { listingPaths, type ListingPaths } from '../../../config/paths';
import { useDeleteListingFlow } from '../hooks/use-delete-listing-flow';
import { useStatusChange } from '../hooks/use-status-change';
import { listingViews } from '../listing-text';
import { DeleteListingDialog } from './delete-listing-dialog';
import { ListingStatusChip } from './listing-status-chip';
import { ListingStatusPanel } from './listing-status-panel';

function ListingDetail({ listing, paths, onBack }: { listing: Listing; paths: ListingPaths; onBack(): void }) {
  const navigate = useNavigate();
  const status = useStatusChange();
  const remove = useDeleteListingFlow(() => navigate(paths.list(), { replace: true }));
  return (
    <ListingDetailLayout
      listing={listing}
      onBack={onBack}
      status={<ListingStatusChip status={listing.status} size="medium" />}
      actions={
        <>
          <Button component={RouterLink} to={paths.edit(listing.id)} variant="outlined" startIcon={<EditIcon />}>
            Edit
          </Button>
          <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => remove.ask(listing)}>
            Delete
          </Button>
        </>
      }
      notice={
        <ListingStatusPanel
          listing={listing}
          editPath={paths.edit(listing.id)}
          busy={status.busyId === listing.id}
          onStatus={status.change}
        />
      }
      summary={[
        ['Down payment', formatMoney(listing.downPayment)],
        ['MSRP', formatMoney(listing.msrp)],
        ['Shopper views', listingViews(listing.views)],
        ['Added', formatDay(listing.dateAdded)],
        ...(listing.stockNumber ? [['Stock number', listing.stockNumber] as [string, string]] : []),
      ]}
    >
      <DeleteListingDialog {...remove.dialog} />
    </ListingDetailLayout>
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
  return (
    <ListingDetailState
      query={useListing(id)}
      onBack={back}
      notFoundMessage="It may have been deleted, or it belongs to another dealership."
      list={{ to: paths.list(), label: 'Go to your listings' }}
    >
      {(listing) => <ListingDetail listing={listing} paths={paths} onBack={back} />}
    </ListingDetailState>
  );
}
