import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminDealerSummary } from 'shared-contracts';
import { useDebouncedValue } from 'shared-ui';
import { useApprovedDealers } from '../api/search-approved-dealers';

export const DEALER_REQUIRED = 'Choose the dealer this listing belongs to';

export interface DealerPickerProps {
  value: AdminDealerSummary | null;
  onChange(dealer: AdminDealerSummary | null): void;
  error?: string;
}

/** The dealer a new listing belongs to: an approved dealer found by name, email or city (300 ms debounce). */
export function DealerPicker({ value, onChange, error }: DealerPickerProps) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300, { leading: true });
  const dealers = useApprovedDealers(search.value);
  return (
    <Box sx={{ mb: 3 }}>
      <Autocomplete
        options={dealers.data ?? []}
        value={value}
        onChange={(_, dealer) => onChange(dealer)}
        inputValue={text}
        onInputChange={(_, v) => setText(v)}
        getOptionLabel={(d) => d.dealershipName}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        filterOptions={(x) => x}
        loading={dealers.isFetching}
        noOptionsText={dealers.error ? dealers.error.message : 'No approved dealer matches'}
        renderOption={({ key, ...props }, d) => (
          <Box component="li" key={key} {...props}>
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {d.dealershipName}
              </Typography>
              <Typography variant="caption" color="textSecondary">
                {[d.email, d.city, d.state].filter(Boolean).join(' • ')}
              </Typography>
            </Box>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Dealer"
            required
            error={Boolean(error)}
            helperText={error ?? 'The listing is added to this dealership and waits for approval like any new listing.'}
            slotProps={{
              ...params.slotProps,
              input: {
                ...params.slotProps.input,
                endAdornment: (
                  <>
                    {dealers.isFetching ? <CircularProgress color="inherit" size={18} /> : null}
                    {params.slotProps.input.endAdornment}
                  </>
                ),
              },
            }}
          />
        )}
      />
    </Box>
  );
}
