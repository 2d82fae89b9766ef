import { useId, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController, useFormContext } from 'react-hook-form';
import { LISTING_FEATURE_MAX_LENGTH, addFeatureEntry, type ListingFeatureField } from 'shared-contracts';
import { AddIcon, CloseIcon } from '../icons';
import type { WizardValues } from './wizard-values';

export interface FeatureListFieldProps {
  name: ListingFeatureField;
  /** e.g. "Safety Features" */
  label: string;
  /** e.g. "safety feature", for the + button's name "Add safety feature" */
  itemLabel: string;
  placeholder?: string;
  disabled?: boolean;
}

/** A list of features: Enter or + adds the trimmed text; empty and duplicate entries are ignored; each entry removable. */
export function FeatureListField({ name, label, itemLabel, placeholder, disabled }: FeatureListFieldProps) {
  const id = useId();
  const { control } = useFormContext<WizardValues>();
  const { field } = useController({ control, name });
  const [draft, setDraft] = useState('');
  const [hint, setHint] = useState<string>();
  const entries: string[] = field.value;

  const add = () => {
    const result = addFeatureEntry(entries, draft);
    if (result.added) {
      field.onChange(result.list);
      setDraft('');
      setHint(undefined);
    } else if (result.reason === 'duplicate') {
      setHint(`"${draft.trim()}" is already in the list.`);
    } else if (result.reason === 'too-long') {
      setHint(`A feature can be at most ${LISTING_FEATURE_MAX_LENGTH} characters.`);
    } else {
      setDraft('');
      setHint(undefined);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      add();
    }
  };
  const remove = (entry: string) => field.onChange(entries.filter((e) => e !== entry));

  return (
    <Box sx={{ p: { xs: 1.75, sm: 2 }, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: '#fbfcfe' }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 1.25 }}>
        <Typography component="label" htmlFor={`${id}-input`} variant="subtitle2" sx={{ color: 'text.primary' }}>
          {label}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {entries.length === 0 ? 'None added' : `${entries.length} added`}
        </Typography>
      </Box>
      <TextField
        id={`${id}-input`}
        size="small"
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value);
          setHint(undefined);
        }}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        disabled={disabled}
        helperText={hint}
        autoComplete="off"
        slotProps={{
          htmlInput: { maxLength: LISTING_FEATURE_MAX_LENGTH + 20, enterKeyHint: 'done' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={`Add ${itemLabel}`}
                  onClick={add}
                  disabled={disabled}
                  edge="end"
                  size="small"
                  color="primary"
                >
                  <AddIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {entries.length > 0 && (
        <Box
          component="ul"
          aria-label={label}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {entries.map((entry) => (
            <Box
              component="li"
              key={entry}
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.25,
                pl: 1.5,
                pr: 0.5,
                py: 0.25,
                borderRadius: 999,
                bgcolor: 'rgba(31, 94, 255, 0.08)',
                color: 'primary.dark',
                fontSize: 14,
                fontWeight: 600,
                maxWidth: '100%',
              }}
            >
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {entry}
              </Box>
              <IconButton
                aria-label={`Remove ${entry}`}
                onClick={() => remove(entry)}
                disabled={disabled}
                size="small"
                sx={{ color: 'inherit', p: 0.375 }}
              >
                <CloseIcon sx={{ fontSize: 16 }} />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
