import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ListingStatus } from 'shared-contracts';

export interface ListingStatusChipProps {
  status: ListingStatus;
  /** How the area reads the status ("Pending approval", "Active"; a dealer's hidden listing "Not shown"). */
  label: string;
  color: NonNullable<ChipProps['color']>;
  size?: ChipProps['size'];
  sx?: ChipProps['sx'];
}

/** A listing's status as a coloured chip, the same in the dealer's and the admin's screens (a paused one outlined). */
export function ListingStatusChip({ status, label, color, size = 'small', sx }: ListingStatusChipProps) {
  return (
    <Chip
      size={size}
      label={label}
      color={color}
      variant={status === 'paused' ? 'outlined' : 'filled'}
      sx={[
        { fontWeight: 700, ...(status === 'paused' ? { bgcolor: 'background.paper' } : {}) },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
