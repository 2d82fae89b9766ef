import { useParams } from 'react-router-dom';
import { ListingWizard, useListing } from 'shared-ui';
import { listingPaths } from '../../../config/paths';
import { useCreateListing } from '../api/create-listing';
import { useUpdateListing } from '../api/update-listing';

/** /dealer/new-listing: the wizard in add mode; POST /api/listings with upload progress. */
export function AddListingPage({ basePath }: { basePath: string }) {
  const create = useCreateListing();
  return (
    <ListingWizard
      mode="add"
      role="dealer"
      listPath={listingPaths(basePath).list()}
      onSubmit={async (form, onProgress) => {
        await create.mutateAsync({ form, onProgress });
      }}
    />
  );
}

/**
 * /dealer/new-listing/:id: the wizard in edit mode, prefilled from GET /api/listings/:id
 * ("Loading listing details..."; a failed load toasts "Failed to load listing data" and goes to
 * /dealer/listings); PUT /api/listings/:id with upload progress.
 */
export function EditListingPage({ basePath }: { basePath: string }) {
  const { id = '' } = useParams();
  const listing = useListing(id);
  const update = useUpdateListing();
  return (
    <ListingWizard
      mode="edit"
      role="dealer"
      initialListing={listing.data}
      loading={listing.isPending}
      // A failed reload after the save (the data is already there) is not a failed load.
      loadError={listing.data ? undefined : (listing.error ?? undefined)}
      listPath={listingPaths(basePath).list()}
      onSubmit={async (form, onProgress) => {
        await update.mutateAsync({ id, form, onProgress });
      }}
    />
  );
}
