import { useState } from 'react';
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
import { CANCEL_TRIAL_REASONS, type CancelTrialReason } from 'shared-contracts';
import { useCancelTrial } from '../api/cancel-trial';

export interface CancelTrialDialogProps {
  open: boolean;
  onClose(): void;
}

/** Cancel Trial: one of the 14 reasons of spec 2 section 5 must be chosen before Submit is enabled. */
export function CancelTrialDialog({ open, onClose }: CancelTrialDialogProps) {
  const [reason, setReason] = useState<CancelTrialReason | ''>('');
  const cancel = useCancelTrial();
  const close = () => {
    if (cancel.isPending) return;
    setReason('');
    onClose();
  };
  const submit = () => {
    if (!reason) return;
    // mutateAsync: the dialog closes once the cancellation and the reload are done, even if
    // the page re-rendered meanwhile (a per-call onSuccess of mutate may then be dropped).
    void cancel.mutateAsync(reason).then(close, () => undefined);
  };
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
          <RadioGroup
            aria-labelledby="cancel-trial-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value as CancelTrialReason)}
          >
            {CANCEL_TRIAL_REASONS.map((r) => (
              <FormControlLabel key={r} value={r} control={<Radio size="small" />} label={r} />
            ))}
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={close} disabled={cancel.isPending} color="inherit" variant="outlined">
          Keep my trial
        </Button>
        <Button
          onClick={submit}
          disabled={!reason || cancel.isPending}
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
