import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ListingStatus } from 'shared-contracts';
import { useListingStatusInfo } from '../hooks/use-listing-status-info';

/** A listing's status as a coloured chip ("Pending approval", "Active", "Paused", "Rejected"; "Not shown" while the account receives no leads). */
export function ListingStatusChip({
  status,
  size = 'small',
  sx,
}: {
  status: ListingStatus;
  size?: ChipProps['size'];
  sx?: ChipProps['sx'];
}) {
  const info = useListingStatusInfo(status);
  return (
    <Chip
      size={size}
      label={info.label}
      color={info.color}
      variant={status === 'paused' ? 'outlined' : 'filled'}
      sx={[
        { fontWeight: 700, ...(status === 'paused' ? { bgcolor: 'background.paper' } : {}) },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
