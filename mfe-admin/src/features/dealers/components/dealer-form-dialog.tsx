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
import type { z } from 'zod';
import { ApiError } from 'shared-auth';

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

type Errors = Record<string, string | undefined>;

/** The field errors a 400 answer carries (`errors: [{ path, message }]`). */
function serverFieldErrors(error: ApiError): Errors {
  const list = (error.body as { errors?: Array<{ path?: string; message?: string }> } | undefined)?.errors ?? [];
  return Object.fromEntries(list.filter((e) => e.path && e.message).map((e) => [e.path, e.message]));
}

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
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setValues(initialValues);
      setErrors({});
      setFormError(undefined);
    }
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  const body = () => {
    const out: Partial<Record<K, string>> = {};
    for (const f of fields) {
      const v = values[f.name].trim();
      if (v || f.required || blankOptional === 'send') out[f.name] = v;
    }
    return out;
  };

  const submit = async () => {
    const sent = body();
    const parsed = schema.safeParse(sent);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        if (key && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      setFormError(undefined);
      return;
    }
    setBusy(true);
    setFormError(undefined);
    try {
      await onSubmit(sent);
    } catch (error) {
      if (error instanceof ApiError) {
        const fieldErrors = serverFieldErrors(error);
        const known = Object.keys(fieldErrors).some((k) => fields.some((f) => f.name === k));
        setErrors(fieldErrors);
        if (!known) setFormError(error.message);
      } else {
        setFormError('Something went wrong. Please try again.');
      }
    } finally {
      setBusy(false);
    }
  };

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
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
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
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {fields.map((f) => (
            <TextField
              key={f.name}
              name={f.name}
              label={f.label}
              type={f.type ?? 'text'}
              required={f.required}
              size="small"
              value={values[f.name]}
              onChange={(e) => {
                setValues((v) => ({ ...v, [f.name]: e.target.value }));
                if (errors[f.name]) setErrors((er) => ({ ...er, [f.name]: undefined }));
              }}
              error={Boolean(errors[f.name])}
              helperText={errors[f.name]}
              disabled={busy}
              sx={{ gridColumn: f.wide ? { sm: '1 / -1' } : undefined }}
            />
          ))}
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
