import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';
import { listingYearOptions } from 'shared-contracts';
import type { WizardValues } from './wizard-values';

export interface YearFieldProps {
  disabled?: boolean;
}

/** Year select with a search box: the current year and the 30 before (31 values). */
export function YearField({ disabled }: YearFieldProps) {
  const { control } = useFormContext<WizardValues>();
  const { field, fieldState } = useController({ control, name: 'year' });
  const options = useMemo(() => {
    const years = listingYearOptions();
    return field.value && !years.includes(field.value) ? [field.value, ...years] : years;
  }, [field.value]);
  return (
    <Autocomplete
      options={options}
      value={field.value || null}
      onChange={(_, value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
      disabled={disabled}
      autoHighlight
      openOnFocus
      noOptionsText="No matching year"
      renderInput={(params) => (
        <TextField
          {...params}
          label="Year"
          placeholder="Search year"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps.inputLabel, shrink: true },
            htmlInput: { ...params.slotProps.htmlInput, inputMode: 'numeric' },
          }}
        />
      )}
    />
  );
}
