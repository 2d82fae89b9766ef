import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { LeaseChoice } from 'shared-contracts';
import { formatNumber } from 'shared-ui';

export interface LeaseChoicePickerProps {
  terms: readonly number[];
  miles: readonly number[];
  choice: LeaseChoice;
  /** The query string of the page with a part of the choice changed. */
  searchFor(patch: Partial<LeaseChoice>): string;
}

interface OptionGroupProps {
  label: string;
  options: Array<{ key: number; label: string; search: string; selected: boolean }>;
}

/**
 * One row of options. Each is a link to the same page with that choice in its URL: it works
 * before the page's script runs, can be opened in a tab, and replaces the history entry (Back
 * still leaves the deal).
 */
function OptionGroup({ label, options }: OptionGroupProps) {
  const id = `choice-${label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Box role="group" aria-labelledby={id}>
      <Typography
        id={id}
        component="p"
        sx={{
          fontSize: '0.75rem',
          fontWeight: 700,
          color: 'text.secondary',
          textTransform: 'uppercase',
          letterSpacing: '0.04em',
          mb: 0.75,
        }}
      >
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {options.map((o) => (
          <Box
            key={o.key}
            component={RouterLink}
            to={{ search: o.search }}
            replace
            preventScrollReset
            aria-current={o.selected ? 'true' : undefined}
            sx={{
              // Three terms fit one row on a 390 px phone.
              px: { xs: 1, sm: 1.25 },
              py: 0.625,
              minWidth: 56,
              textAlign: 'center',
              borderRadius: 1,
              border: '1px solid',
              borderColor: o.selected ? 'primary.main' : 'divider',
              bgcolor: o.selected ? 'primary.main' : 'background.paper',
              color: o.selected ? 'primary.contrastText' : 'text.primary',
              fontWeight: 600,
              fontSize: { xs: '0.8125rem', sm: '0.875rem' },
              textDecoration: 'none',
              transition: 'background-color 120ms ease, border-color 120ms ease',
              '&:hover': { borderColor: 'primary.main', bgcolor: o.selected ? 'primary.dark' : 'action.hover' },
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            {o.label}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The listing's lease terms and annual mileages to pick from (a single option is shown as chosen). */
export function LeaseChoicePicker({ terms, miles, choice, searchFor }: LeaseChoicePickerProps) {
  const sortedTerms = [...new Set(terms)].filter((t) => t > 0).sort((a, b) => a - b);
  const sortedMiles = [...new Set(miles)].filter((m) => m > 0).sort((a, b) => a - b);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <OptionGroup
        label="Lease term"
        options={sortedTerms.map((t) => ({
          key: t,
          label: `${t} months`,
          search: searchFor({ termMonths: t }),
          selected: t === choice.termMonths,
        }))}
      />
      {sortedMiles.length > 0 && (
        <OptionGroup
          label="Miles per year"
          options={sortedMiles.map((m) => ({
            key: m,
            label: formatNumber(m),
            search: searchFor({ annualMileage: m }),
            selected: m === choice.annualMileage,
          }))}
        />
      )}
    </Box>
  );
}
