import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { Listing } from 'shared-contracts';
import { rejectionText } from '../listing-text';

/** "Rejected: <the admin's reason>" under a rejected listing in the list (nothing for other listings). */
export function RejectionReason({
  listing,
  sx,
}: {
  listing: Pick<Listing, 'status' | 'rejectionReason'>;
  sx?: TypographyProps['sx'];
}) {
  const text = rejectionText(listing);
  if (!text) return null;
  return (
    <Typography
      variant="body2"
      color="error"
      title={text}
      sx={[{ fontWeight: 600 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {text}
    </Typography>
  );
}
