import { listingColumns as columns, type DataTableColumn } from 'shared-ui';
import type { AdminListingRow } from '../api/get-admin-listings';
import type { AdminPaths } from '../../../config/paths';
import { ListingStatusChip } from './listing-status-chip';

/** The listing (thumbnail, title as a link to its detail, specs), status, price, views, date added. */
export function listingColumns(paths: AdminPaths): DataTableColumn<AdminListingRow>[] {
  return columns<AdminListingRow>({
    href: (l) => paths.listing(l.id),
    status: (l) => <ListingStatusChip status={l.status} />,
  });
}
