import type { Listing } from 'shared-contracts';
import { listingColumns as columns, type DataTableColumn } from 'shared-ui';
import type { ListingPaths } from '../../../config/paths';
import { ListingStatusChip } from './listing-status-chip';
import { RejectionReason } from './rejection-reason';

/** The table view's columns: the listing (thumbnail, title, specs, why it was rejected), status, price, views, date added. */
export function listingColumns(paths: ListingPaths): DataTableColumn<Listing>[] {
  return columns<Listing>({
    href: (l) => paths.view(l.id),
    status: (l) => <ListingStatusChip status={l.status} />,
    note: (l) => <RejectionReason listing={l} />,
  });
}
