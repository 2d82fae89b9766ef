import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { BUDGET_BANDS } from 'shared-contracts';
import { activeFilters } from '../hooks/lease-filter-options';
import type { AllSearchFilters } from '../hooks/use-listing-search-params';

export interface ActiveFilterChipsProps {
  filters: AllSearchFilters;
  onChange: (patch: Partial<AllSearchFilters>) => void;
  onClearAll: () => void;
}

/** The search's filters as removable chips, with Clear all; nothing when no filter is on. */
export function ActiveFilterChips({ filters, onChange, onClearAll }: ActiveFilterChipsProps) {
  const budget = BUDGET_BANDS.find((b) => b.value === filters.budget)?.label;
  const chips = activeFilters(filters, budget);
  if (!chips.length) return null;
  return (
    <Box
      component="ul"
      aria-label="Active filters"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 3 }}
    >
      {chips.map((chip) => (
        <li key={chip.label}>
          <Chip
            component="button"
            type="button"
            label={chip.label}
            aria-label={`Remove filter: ${chip.label}`}
            onClick={() => onChange(chip.clear)}
            onDelete={() => onChange(chip.clear)}
            sx={{ fontWeight: 600 }}
          />
        </li>
      ))}
      <li>
        <Button size="small" onClick={onClearAll}>
          Clear all
        </Button>
      </li>
    </Box>
  );
}
