import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from 'shared-auth';
import { setServerFieldErrors } from 'shared-ui';

export interface DealerFormField<K extends string> {
  name: K;
  label: string;
  type?: 'email' | 'tel' | 'url' | 'text';
  required?: boolean;
  /** Takes a whole row on wide screens. */
  wide?: boolean;
}

export interface DealerFormDialogProps<K extends string> {
  open: boolean;
  title: string;
  intro?: string;
  fields: ReadonlyArray<DealerFormField<K>>;
  initialValues: Record<K, string>;
  /** The server's rules for the body (shared-contracts). */
  schema: z.ZodType;
  submitLabel: string;
  busyLabel: string;
  /** Sends the body; rejects with the ApiError the dialog shows (message and field errors). */
  onSubmit(body: Partial<Record<K, string>>): Promise<unknown>;
  onClose(): void;
  /** Blank optional fields: left out (create) or sent empty (edit: a blank website clears it). */
  blankOptional?: 'omit' | 'send';
}

type Values = Record<string, string>;

/**
 * A dealer's create or edit form in a dialog: checked with the server's schema before sending,
 * then the server's own messages (field errors beside their fields, any other as an alert).
 */
export function DealerFormDialog<K extends string>({
  open,
  title,
  intro,
  fields,
  initialValues,
  schema,
  submitLabel,
  busyLabel,
  onSubmit,
  onClose,
  blankOptional = 'omit',
}: DealerFormDialogProps<K>) {
  const names = fields.map((f) => f.name as string);
  /** What is sent: trimmed values, blank optional fields left out unless `blankOptional` is 'send'. */
  const bodyOf = (values: Values) => {
    const out: Values = {};
    for (const f of fields) {
      const v = (values[f.name] ?? '').trim();
      if (v || f.required || blankOptional === 'send') out[f.name] = v;
    }
    return out;
  };
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting: busy },
  } = useForm<Values>({
    defaultValues: initialValues,
    // The server's schema over the body as it will be sent; the submit handler receives that body.
    resolver: (values, context, options) =>
      zodResolver(schema as z.ZodType<Values, Values>)(bodyOf(values), context, options),
  });
  useEffect(() => {
    if (open) {
      reset(initialValues);
      setFormError(undefined);
    }
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      await onSubmit(body as Partial<Record<K, string>>);
    } catch (error) {
      if (setServerFieldErrors(error, names, setError) > 0) return;
      setFormError(error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
    }
  });

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="dealer-form-title"
    >
      <DialogTitle id="dealer-form-title" sx={{ fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <DialogContent>
        {intro && (
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            {intro}
          </Typography>
        )}
        {formError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {formError}
          </Alert>
        )}
        <Box
          component="form"
          noValidate
          id="dealer-form"
          onSubmit={(e) => void submit(e)}
          sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {fields.map((f) => {
            const { ref, ...input } = register(f.name);
            return (
              <TextField
                key={f.name}
                {...input}
                inputRef={ref}
                label={f.label}
                type={f.type ?? 'text'}
                required={f.required}
                size="small"
                error={Boolean(errors[f.name])}
                helperText={errors[f.name]?.message}
                disabled={busy}
                sx={{ gridColumn: f.wide ? { sm: '1 / -1' } : undefined }}
              />
            );
          })}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onClose} disabled={busy} color="inherit" variant="outlined">
          Cancel
        </Button>
        <Button
          type="submit"
          form="dealer-form"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {busy ? busyLabel : submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
