import Typography from '@mui/material/Typography';
import type { Listing } from 'shared-contracts';
import { listingColumns as columns, type DataTableColumn } from 'shared-ui';
import type { ListingPaths } from '../../../config/paths';
import { ListingStatusChip } from './listing-status-chip';
import { RejectionReason } from './rejection-reason';

/** The table view's columns: the listing (thumbnail, title, specs, stock number, why it was rejected), status, price, views, date added. */
export function listingColumns(paths: ListingPaths): DataTableColumn<Listing>[] {
  return columns<Listing>({
    href: (l) => paths.view(l.id),
    status: (l) => <ListingStatusChip status={l.status} />,
    note: (l) => (
      <>
        {l.stockNumber && (
          <Typography variant="caption" color="textSecondary" component="p">
            Stock number {l.stockNumber}
          </Typography>
        )}
        <RejectionReason listing={l} />
      </>
    ),
  });
}
