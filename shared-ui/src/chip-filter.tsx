import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

export interface ChipFilterProps<V extends string> {
  /** Accessible name of the group ("Status"). */
  label: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  value: V;
  onChange(value: V): void;
}

/** One choice of several as a row of chips (a radio group), e.g. a list's status filter. */
export function ChipFilter<V extends string>({ label, options, value, onChange }: ChipFilterProps<V>) {
  return (
    <Box role="radiogroup" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {options.map((f) => {
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
