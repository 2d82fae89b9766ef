import type { ChipProps } from '@mui/material/Chip';
import type { ListingStatus } from 'shared-contracts';
import { ListingStatusChip as StatusChip } from 'shared-ui';
import { useListingStatusInfo } from '../hooks/use-listing-status-info';

/** A listing's status as its dealer reads it ("Not shown" while the account receives no leads). */
export function ListingStatusChip(props: { status: ListingStatus; size?: ChipProps['size']; sx?: ChipProps['sx'] }) {
  const { label, color } = useListingStatusInfo(props.status);
  return <StatusChip {...props} label={label} color={color} />;
}
