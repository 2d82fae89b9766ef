import Chip from '@mui/material/Chip';
import { HourglassEmptyIcon, VerifiedIcon } from 'shared-ui';

/** "Verified" once the shopper confirmed the request by mail, else "Pending". */
export function EmailStatusChip({ verified }: { verified: boolean }) {
  return verified ? (
    <Chip size="small" color="success" icon={<VerifiedIcon />} label="Verified" />
  ) : (
    <Chip size="small" color="default" variant="outlined" icon={<HourglassEmptyIcon />} label="Pending" />
  );
}
