import Chip, { type ChipProps } from '@mui/material/Chip';

/**
 * The colour of each lead status. The product sets new, contacted and closed; the others are
 * statuses older data may carry (spec 1 section 3: the colour map also knows them).
 */
export const LEAD_STATUS_COLORS: Record<string, ChipProps['color']> = {
  new: 'info',
  contacted: 'warning',
  closed: 'success',
  qualified: 'secondary',
  proposal: 'primary',
  converted: 'success',
  lost: 'error',
};

/** A lead's status as a coloured chip; 'Not found' when missing. */
export function LeadStatusChip({ status }: { status: string | null | undefined }) {
  if (!status) return <Chip size="small" variant="outlined" label="Not found" />;
  const label = status.charAt(0).toUpperCase() + status.slice(1);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={LEAD_STATUS_COLORS[status] ?? 'default'}
      label={label}
      sx={{ bgcolor: 'background.paper' }}
    />
  );
}
