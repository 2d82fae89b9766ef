import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  editLeadErrors,
  LEAD_STATUSES,
  updateLeadBodySchema,
  type EditLeadValues,
  type Lead,
  type UpdateLeadBody,
} from 'shared-contracts';

const STATUS_LABELS: Record<(typeof LEAD_STATUSES)[number], string> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
};

export interface EditLeadDialogProps {
  /** The lead being edited; the dialog is open while it is set. */
  lead: Lead | undefined;
  /** The save is under way: Update reads "Updating..." and both buttons wait. */
  saving: boolean;
  onCancel(): void;
  /** The checked body for PUT /api/leads/:id (the caller saves it, toasts and closes). */
  onSubmit(body: UpdateLeadBody): void;
}

function valuesOf(lead: Lead | undefined): EditLeadValues {
  const status = (LEAD_STATUSES as readonly string[]).includes(lead?.status ?? '') ? lead!.status : '';
  return { name: lead?.name ?? '', email: lead?.email ?? '', phone: lead?.phone ?? '', status };
}

/**
 * The Edit Lead modal (spec 1 "Edit Lead modal", section 5 "Edit lead"): Name, Email, Phone and
 * Status (new, contacted, closed); the messages appear after the first Update. For the dealer's
 * and the admin's lead screens alike; the rules are shared-contracts' updateLeadBodySchema.
 */
export function EditLeadDialog({ lead, saving, onCancel, onSubmit }: EditLeadDialogProps) {
  // The last lead stays in the form while the dialog fades out.
  const [shown, setShown] = useState(lead);
  if (lead && lead !== shown) setShown(lead);
  return (
    <Dialog
      open={Boolean(lead)}
      onClose={saving ? undefined : onCancel}
      maxWidth="xs"
      fullWidth
      aria-labelledby="edit-lead-title"
    >
      <EditLeadForm key={shown?.id} lead={shown} saving={saving} onCancel={onCancel} onSubmit={onSubmit} />
    </Dialog>
  );
}

function EditLeadForm({ lead, saving, onCancel, onSubmit }: EditLeadDialogProps) {
  const [values, setValues] = useState<EditLeadValues>(() => valuesOf(lead));
  const [tried, setTried] = useState(false);
  const errors = tried ? editLeadErrors(values) : {};
  const set = (field: keyof EditLeadValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    const parsed = updateLeadBodySchema.safeParse(values);
    if (parsed.success) onSubmit(parsed.data);
  };

  const field = (name: keyof EditLeadValues) => ({
    name,
    value: values[name],
    onChange: set(name),
    error: Boolean(errors[name]),
    helperText: errors[name],
    disabled: saving,
    fullWidth: true,
  });

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id="edit-lead-title" sx={{ fontWeight: 700 }}>
        Edit Lead
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="Name" autoComplete="off" {...field('name')} />
          <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
          <TextField label="Phone" type="tel" autoComplete="off" {...field('phone')} />
          <TextField
            select
            label="Status"
            {...field('status')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" disabled>
              Select a status
            </option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onCancel} disabled={saving} color="inherit" variant="outlined">
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={saving}
          variant="contained"
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {saving ? 'Updating...' : 'Update'}
        </Button>
      </DialogActions>
    </form>
  );
}
