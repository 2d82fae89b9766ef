import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { AdminDealerSummary } from 'shared-contracts';
import { ListingWizard, useListing, useMountPath } from 'shared-ui';
import { adminPaths } from '../../../config/paths';
import { useCreateListing } from '../api/create-listing';
import { useUpdateListing } from '../api/update-listing';
import { DEALER_REQUIRED, DealerPicker } from './dealer-picker';

/**
 * /admin/add-edit-listing-details: the shared wizard in add mode with the dealer picker on step 2
 * (Next waits until a dealer is chosen); POST /api/listings with the dealer's id.
 */
export function AddListingPage() {
  const paths = adminPaths(useMountPath());
  const create = useCreateListing();
  const [dealer, setDealer] = useState<AdminDealerSummary | null>(null);
  const [missing, setMissing] = useState(false);
  return (
    <ListingWizard
      mode="add"
      role="admin"
      listPath={paths.listings()}
      dealerPicker={
        <DealerPicker
          value={dealer}
          onChange={(d) => {
            setDealer(d);
            if (d) setMissing(false);
          }}
          error={missing ? DEALER_REQUIRED : undefined}
        />
      }
      beforeNext={(step) => {
        if (step !== 2 || dealer) return true;
        setMissing(true);
        return false;
      }}
      onSubmit={async (form, onProgress) => {
        if (!dealer) throw new Error(DEALER_REQUIRED);
        await create.mutateAsync({ form, dealerId: dealer.id, onProgress });
      }}
    />
  );
}

/**
 * /admin/add-edit-listing-details/:id: the wizard in edit mode, prefilled from GET /api/listings/:id
 * (a failed load toasts "Failed to load listing data" and goes to /admin/listing); an admin's
 * edit keeps the listing's status and dealer.
 */
export function EditListingPage() {
  const { id = '' } = useParams();
  const paths = adminPaths(useMountPath());
  const listing = useListing(id);
  const update = useUpdateListing();
  return (
    <ListingWizard
      mode="edit"
      role="admin"
      initialListing={listing.data}
      loading={listing.isPending}
      loadError={listing.data ? undefined : (listing.error ?? undefined)}
      listPath={paths.listings()}
      onSubmit={async (form, onProgress) => {
        await update.mutateAsync({ id, form, onProgress });
      }}
    />
  );
}
