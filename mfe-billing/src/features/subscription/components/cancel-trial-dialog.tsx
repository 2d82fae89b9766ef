import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { CANCEL_TRIAL_REASONS, cancelTrialBodySchema, type CancelTrialBody } from 'shared-contracts';
import { useCancelTrial } from '../api/cancel-trial';

export interface CancelTrialDialogProps {
  open: boolean;
  onClose(): void;
}

/** Cancel Trial: one of the 14 reasons of spec 2 section 5 must be chosen before Submit is enabled. */
export function CancelTrialDialog({ open, onClose }: CancelTrialDialogProps) {
  const cancel = useCancelTrial();
  const { control, handleSubmit, reset, watch } = useForm<CancelTrialBody>({
    resolver: zodResolver(cancelTrialBodySchema),
  });
  const close = () => {
    if (cancel.isPending) return;
    reset();
    onClose();
  };
  // mutateAsync: the dialog closes once the cancellation and the reload are done, even if
  // the page re-rendered meanwhile (a per-call onSuccess of mutate may then be dropped).
  const submit = handleSubmit(({ reason }) => cancel.mutateAsync(reason).then(close, () => undefined));
  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby="cancel-trial-title">
      <DialogTitle id="cancel-trial-title" sx={{ fontWeight: 700 }}>
        Cancel Free Trial
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Your free trial ends now: your listings stop receiving leads until you upgrade to Pro.
        </DialogContentText>
        <FormControl disabled={cancel.isPending}>
          <FormLabel id="cancel-trial-reason" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
            Why are you cancelling?
          </FormLabel>
          <Controller
            name="reason"
            control={control}
            render={({ field }) => (
              <RadioGroup aria-labelledby="cancel-trial-reason" {...field} value={field.value ?? ''}>
                {CANCEL_TRIAL_REASONS.map((r) => (
                  <FormControlLabel key={r} value={r} control={<Radio size="small" />} label={r} />
                ))}
              </RadioGroup>
            )}
          />
        </FormControl>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={close} disabled={cancel.isPending} color="inherit" variant="outlined">
          Keep my trial
        </Button>
        <Button
          onClick={() => void submit()}
          disabled={!watch('reason') || cancel.isPending}
          variant="contained"
          color="error"
          startIcon={cancel.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Submit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
