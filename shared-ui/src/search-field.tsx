import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { SearchIcon } from './icons';

export interface SearchFieldProps {
  value: string;
  onChange(value: string): void;
  placeholder: string;
  /** Accessible name (the placeholder is not a label). */
  label: string;
}

/** The list pages' search box: 313 px wide from the small breakpoint up, full width on phones. */
export function SearchField({ value, onChange, placeholder, label }: SearchFieldProps) {
  return (
    <TextField
      type="search"
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={placeholder}
      sx={{ width: { xs: '100%', sm: 313 } }}
      slotProps={{
        htmlInput: { 'aria-label': label },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
