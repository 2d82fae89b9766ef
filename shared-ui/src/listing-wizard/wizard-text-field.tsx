import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useController, useFormContext, type FieldPathByValue } from 'react-hook-form';
import type { WizardValues } from './wizard-values';

export interface WizardTextFieldProps {
  name: FieldPathByValue<WizardValues, string>;
  label: string;
  placeholder?: string;
  /** A dollar amount: numeric keyboard, "$" prefix, minimum 0. */
  money?: boolean;
  autoComplete?: string;
  disabled?: boolean;
}

/** A text or money input bound to the wizard form; shows the step's message under it. */
export function WizardTextField({
  name,
  label,
  placeholder,
  money = false,
  autoComplete = 'off',
  disabled,
}: WizardTextFieldProps) {
  const { control } = useFormContext<WizardValues>();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      label={label}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      placeholder={placeholder}
      autoComplete={autoComplete}
      disabled={disabled}
      type={money ? 'number' : 'text'}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: money ? { min: 0, step: '0.01', inputMode: 'decimal' } : { maxLength: 60 },
        input: money ? { startAdornment: <InputAdornment position="start">$</InputAdornment> } : undefined,
      }}
      sx={money ? noSpinners : undefined}
    />
  );
}

// Money is typed, not stepped: the number arrows only add noise.
const noSpinners = {
  '& input[type=number]': { MozAppearance: 'textfield' },
  '& input[type=number]::-webkit-outer-spin-button, & input[type=number]::-webkit-inner-spin-button': {
    WebkitAppearance: 'none',
    m: 0,
  },
} as const;
