import Chip, { type ChipProps } from '@mui/material/Chip';
import type { DealerStatus } from 'shared-contracts';
import { DEALER_STATUS_INFO } from '../dealer-status';

export function DealerStatusChip({ status, size = 'small' }: { status: DealerStatus; size?: ChipProps['size'] }) {
  const info = DEALER_STATUS_INFO[status];
  return <Chip size={size} label={info.label} color={info.color} sx={{ fontWeight: 700 }} />;
}
