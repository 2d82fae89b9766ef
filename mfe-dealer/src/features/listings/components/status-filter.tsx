import { Box, Chip } from '@mui/material';
import type { ListingStatusFilter } from '../api/get-my-listings';
import { STATUS_FILTERS } from '../listing-status';

export interface StatusFilterProps {
  value: ListingStatusFilter;
  onChange(value: ListingStatusFilter): void;
}

/** All, Pending approval, Active, Paused, Rejected: one chosen at a time (a radio group of chips). */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  return (
    <Box
      role="radiogroup"
      aria-label="Status"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {STATUS_FILTERS.map((f) => {
        const selected = f.value === value;
        return (
          <Chip
            key={f.value}
            role="radio"
            aria-checked={selected}
            label={f.label}
            clickable
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            onClick={() => onChange(f.value)}
            sx={{ fontWeight: 600, flexShrink: 0, ...(selected ? {} : { bgcolor: 'background.paper' }) }}
          />
        );
      })}
    </Box>
  );
}
