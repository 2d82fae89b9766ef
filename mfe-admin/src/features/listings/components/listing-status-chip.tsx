import type { ChipProps } from '@mui/material/Chip';
import type { ListingStatus } from 'shared-contracts';
import { ListingStatusChip as StatusChip } from 'shared-ui';
import { LISTING_STATUS_INFO } from '../listing-status';

/** A listing's status as an admin reads it ("Pending approval", "Active", "Paused", "Rejected"). */
export function ListingStatusChip({ status, size }: { status: ListingStatus; size?: ChipProps['size'] }) {
  return <StatusChip status={status} size={size} {...LISTING_STATUS_INFO[status]} />;
}
