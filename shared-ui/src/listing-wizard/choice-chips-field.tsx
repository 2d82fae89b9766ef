import { useId } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { useController, useFormContext, type FieldPathByValue } from 'react-hook-form';
import { CheckCircleIcon } from '../icons';
import type { WizardValues } from './wizard-values';

export interface ChoiceChipsFieldProps {
  name: FieldPathByValue<WizardValues, string[]>;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  hint?: string;
  disabled?: boolean;
}

/** A multi-select as toggle chips (each a pressed/not pressed button); values kept in catalog order. */
export function ChoiceChipsField({ name, label, options, hint, disabled }: ChoiceChipsFieldProps) {
  const id = useId();
  const { control } = useFormContext<WizardValues>();
  const { field, fieldState } = useController({ control, name });
  const selected: string[] = field.value;
  const toggle = (value: string) => {
    const next = selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value];
    field.onChange(options.map((o) => o.value).filter((v) => next.includes(v)));
  };
  const message = fieldState.error?.message ?? hint;
  return (
    <Box role="group" aria-labelledby={`${id}-label`} aria-describedby={message ? `${id}-help` : undefined}>
      <Typography
        id={`${id}-label`}
        variant="body2"
        sx={{ fontWeight: 600, mb: 1, color: fieldState.error ? 'error.main' : 'text.primary' }}
      >
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {options.map((option, index) => {
          const on = selected.includes(option.value);
          return (
            <ToggleButton
              key={option.value}
              ref={index === 0 ? field.ref : undefined}
              value={option.value}
              selected={on}
              disabled={disabled}
              onChange={() => toggle(option.value)}
              size="small"
              sx={{
                borderRadius: 999,
                px: 1.75,
                py: 0.75,
                gap: 0.75,
                fontWeight: 600,
                textTransform: 'none',
                borderColor: fieldState.error ? 'error.light' : 'divider',
                color: 'text.secondary',
                bgcolor: '#fff',
                '&.Mui-selected': {
                  bgcolor: 'rgba(31, 94, 255, 0.1)',
                  color: 'primary.dark',
                  borderColor: 'primary.main',
                },
                '&.Mui-selected:hover': { bgcolor: 'rgba(31, 94, 255, 0.16)' },
              }}
            >
              {on && <CheckCircleIcon sx={{ fontSize: 16 }} />}
              {option.label}
            </ToggleButton>
          );
        })}
      </Box>
      {message && (
        <FormHelperText id={`${id}-help`} error={Boolean(fieldState.error)} sx={{ mx: 0, mt: 1 }}>
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
