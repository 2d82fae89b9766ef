import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { BoltIcon } from 'shared-ui';
import { ELECTRIFIED_CHOICES } from '../hooks/lease-filter-options';

export interface FuelTogglesProps {
  /** The chosen fuel type ('' for any). */
  value: string;
  onChange: (fuelType: string) => void;
  /** 'hero': on the dark search banner. */
  tone?: 'hero' | 'page';
}

/** Electric, Plug-in Hybrid and Hybrid as toggles: pressing the chosen one again clears it. */
export function FuelToggles({ value, onChange, tone = 'page' }: FuelTogglesProps) {
  const hero = tone === 'hero';
  return (
    <Box role="group" aria-label="Electrified" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {ELECTRIFIED_CHOICES.map((f) => {
        const on = value === f.value;
        return (
          <Chip
            key={f.value}
            component="button"
            type="button"
            aria-pressed={on}
            icon={<BoltIcon fontSize="small" />}
            label={f.label}
            clickable
            color={on ? 'success' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            onClick={() => onChange(on ? '' : f.value)}
            sx={{
              fontWeight: 600,
              ...(on
                ? {}
                : hero
                  ? {
                      color: '#fff',
                      borderColor: 'rgba(255,255,255,0.55)',
                      '& .MuiChip-icon': { color: '#8be9b0' },
                      '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' },
                    }
                  : { bgcolor: 'background.paper' }),
            }}
          />
        );
      })}
    </Box>
  );
}
