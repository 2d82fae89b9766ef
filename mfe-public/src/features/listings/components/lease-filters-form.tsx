// The "More filters" sheet itself (lease-filters-sheet.tsx opens it), in its own chunk: loaded
// when the button is first pointed at, focused or pressed, never on a first visit.
import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CloseIcon } from 'shared-ui';
import {
  DISTANCE_CHOICES,
  DUE_AT_SIGNING_CHOICES,
  ELECTRIFIED_CHOICES,
  MILEAGE_CHOICES,
  OTHER_FUEL_CHOICES,
  TERM_CHOICES,
  yearChoices,
} from '../hooks/lease-filter-options';
import {
  DEFAULT_DISTANCE,
  EMPTY_LEASE_FILTERS,
  isZipCode,
  type LeaseFilters,
} from '../hooks/use-listing-search-params';
import { FuelToggles } from './fuel-toggles';

type Choice = { value: string; label: string };

export interface LeaseFiltersDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The lease filters in the URL: the form starts from them (mounted anew on each opening). */
  current: LeaseFilters;
  onApply: (filters: LeaseFilters) => void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}

/** The lease filters in a sheet from the right (the whole screen on a phone), applied together by Show results. */
export function LeaseFiltersDrawer({ open, onClose, current, onApply }: LeaseFiltersDrawerProps) {
  const [draft, setDraft] = useState<LeaseFilters>(current);
  const [zipError, setZipError] = useState('');
  const set = (patch: Partial<LeaseFilters>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const zipCode = draft.zipCode.trim();
    if (zipCode && !isZipCode(zipCode)) {
      setZipError('Enter a 5-digit ZIP code');
      return;
    }
    // A ZIP code searches around it: 50 miles unless another distance was chosen.
    onApply({ ...draft, zipCode, distance: zipCode ? draft.distance || DEFAULT_DISTANCE : '' });
    onClose();
  };

  const select = (
    name: keyof LeaseFilters,
    label: string,
    choices: readonly Choice[],
    extra?: { groups?: Array<{ label: string; choices: readonly Choice[] }> },
  ) => (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      name={name}
      value={draft[name]}
      onChange={(e) => set({ [name]: e.target.value })}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Any</option>
      {extra?.groups
        ? extra.groups.map((g) => (
            <optgroup key={g.label} label={g.label}>
              {g.choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </optgroup>
          ))
        : choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
    </TextField>
  );

  const years = yearChoices();
  const zipValid = isZipCode(draft.zipCode.trim());

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // appear: each opening mounts it already open, and it still slides in.
      slotProps={{
        transition: { appear: true },
        paper: {
          component: 'section',
          'aria-label': 'Lease filters',
          sx: { width: { xs: '100%', sm: 420 } },
        } as object,
      }}
    >
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2.5, py: 1.5 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 800 }}>
            Lease filters
          </Typography>
          <IconButton aria-label="Close filters" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <Box sx={{ flex: 1, overflowY: 'auto', px: 2.5, py: 2.5, display: 'grid', gap: 3, alignContent: 'start' }}>
          <Field label="Fuel type">
            <FuelToggles value={draft.fuelType} onChange={(fuelType) => set({ fuelType })} />
            <Box sx={{ mt: 1.5 }}>
              {select('fuelType', 'Fuel', [], {
                groups: [
                  { label: 'Electrified', choices: ELECTRIFIED_CHOICES },
                  { label: 'Other fuels', choices: OTHER_FUEL_CHOICES },
                ],
              })}
            </Box>
          </Field>
          <Field label="Lease terms">
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
              {select('term', 'Lease term', TERM_CHOICES)}
              {select('mileage', 'I drive at least', MILEAGE_CHOICES)}
            </Box>
            <Box sx={{ mt: 2 }}>{select('maxDueAtSigning', 'Max due at signing', DUE_AT_SIGNING_CHOICES)}</Box>
            <Typography variant="caption" color="textSecondary" sx={{ display: 'block', mt: 0.75 }}>
              Due at signing is the down payment plus the first month. Deals are priced on the term and the lowest
              mileage that covers yours.
            </Typography>
          </Field>
          <Field label="Model year">
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
              {select('minYear', 'From', draft.maxYear ? years.filter((y) => y.value <= draft.maxYear) : years)}
              {select('maxYear', 'To', draft.minYear ? years.filter((y) => y.value >= draft.minYear) : years)}
            </Box>
          </Field>
          <Field label="Location">
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
              <TextField
                size="small"
                label="ZIP code"
                name="zipCode"
                value={draft.zipCode}
                onChange={(e) => {
                  setZipError('');
                  set({ zipCode: e.target.value.replace(/\D/g, '').slice(0, 5) });
                }}
                error={Boolean(zipError)}
                helperText={zipError || undefined}
                slotProps={{
                  htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 5 },
                  inputLabel: { shrink: true },
                }}
              />
              <TextField
                select
                size="small"
                label="Distance"
                name="distance"
                value={draft.distance || DEFAULT_DISTANCE}
                disabled={!zipValid}
                onChange={(e) => set({ distance: e.target.value })}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                {DISTANCE_CHOICES.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </TextField>
            </Box>
          </Field>
        </Box>
        <Divider />
        <Box sx={{ display: 'flex', gap: 1.5, px: 2.5, py: 1.5 }}>
          <Button
            onClick={() => {
              setDraft(EMPTY_LEASE_FILTERS);
              setZipError('');
            }}
          >
            Clear all
          </Button>
          <Button type="submit" variant="contained" sx={{ flex: 1 }}>
            Show results
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
