import TextField from '@mui/material/TextField';
import { useController, useFormContext, type FieldPathByValue } from 'react-hook-form';
import type { WizardValues } from './wizard-values';

export interface SelectFieldProps {
  name: FieldPathByValue<WizardValues, string>;
  label: string;
  options: ReadonlyArray<string | { value: string; label: string }>;
  /** First, empty choice. */
  placeholder?: string;
  disabled?: boolean;
}

/** A native select (phone-friendly picker, plain accessible name) bound to the wizard form. */
export function SelectField({ name, label, options, placeholder = 'Select...', disabled }: SelectFieldProps) {
  const { control } = useFormContext<WizardValues>();
  const { field, fieldState } = useController({ control, name });
  const items = options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o));
  // A stored value outside today's catalog stays selectable in edit mode.
  if (field.value && !items.some((o) => o.value === field.value))
    items.unshift({ value: field.value, label: field.value });
  return (
    <TextField
      select
      label={label}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={disabled}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ '& select': { color: field.value ? 'text.primary' : 'text.secondary' } }}
    >
      <option value="">{placeholder}</option>
      {items.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
