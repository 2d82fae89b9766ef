import { useId, type ChangeEvent, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { styled, type SxProps, type Theme } from '@mui/material/styles';

export interface NativeSelectFieldProps {
  label: string;
  name?: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** The `<option>` and `<optgroup>` elements. */
  children: ReactNode;
  size?: 'small' | 'medium';
  /** Default true, as the theme gives every TextField. */
  fullWidth?: boolean;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}

/** TextField's root: a FormControl that takes the theme's MuiTextField styles. */
const FieldRoot = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({});

/**
 * An outlined native `<select>` under a label that stays up: the elements, classes and label
 * wiring of `<TextField select>` with a native select and a shrunk label, without TextField,
 * which brings MUI's Select and its menu, popover and modal into every page that shows it
 * (the search filters and the sort are on the first paint of / and /listings).
 */
export function NativeSelectField({
  label,
  name,
  value,
  onChange,
  children,
  size,
  fullWidth = true,
  disabled,
  sx,
}: NativeSelectFieldProps) {
  const id = useId();
  return (
    <FieldRoot
      className="MuiTextField-root"
      variant="outlined"
      size={size}
      fullWidth={fullWidth}
      disabled={disabled}
      sx={sx}
    >
      <InputLabel htmlFor={id} id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        input={<OutlinedInput label={label} notched fullWidth={fullWidth} className="MuiSelect-root" />}
        id={id}
        name={name}
        value={value}
        onChange={onChange}
      >
        {children}
      </NativeSelect>
    </FieldRoot>
  );
}
