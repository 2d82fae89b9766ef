import { Chip, type ChipProps } from '@mui/material';

const COLORS: Record<string, ChipProps['color']> = { new: 'info', contacted: 'warning', closed: 'success' };

/** A lead's status (new, contacted, closed) as a coloured chip; 'Not found' when missing. */
export function LeadStatusChip({ status }: { status: string | null | undefined }) {
  if (!status) return <Chip size="small" variant="outlined" label="Not found" />;
  const label = status.charAt(0).toUpperCase() + status.slice(1);
  return <Chip size="small" variant="outlined" color={COLORS[status] ?? 'default'} label={label} sx={{ bgcolor: 'background.paper' }} />;
}
