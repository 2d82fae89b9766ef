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
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  DISPUTE_REASON_LABELS,
  DISPUTE_REASONS,
  openDisputeBodySchema,
  type OpenDisputeBody,
  type Payment,
} from 'shared-contracts';
import { formatDate, formatDay } from 'shared-ui';
import { formatUsd } from '../../../shared/lib/money';
import { useOpenDispute } from '../api/open-dispute';

const DETAILS_MAX = 1000;

/** The dialog's fields: the server's rules for the body without the payment (the dialog's own). */
const disputeFieldsSchema = openDisputeBodySchema.omit({ paymentId: true });
type DisputeFields = Omit<OpenDisputeBody, 'paymentId'>;

export interface DisputeDialogProps {
  payment: Payment;
  open: boolean;
  onClose(): void;
}

/** Dispute a charged lead: a reason, optional details (at most 1000 characters). */
export function DisputeDialog({ payment, open, onClose }: DisputeDialogProps) {
  const dispute = useOpenDispute();
  const {
    control,
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<DisputeFields>({
    mode: 'onChange',
    defaultValues: { details: '' },
    resolver: zodResolver(disputeFieldsSchema),
  });
  const until = formatDate(payment.disputableUntil);
  const details = watch('details') ?? '';
  const close = () => {
    if (dispute.isPending) return;
    reset();
    onClose();
  };
  const submit = handleSubmit(({ reason, details: text }) =>
    dispute
      .mutateAsync({ paymentId: payment.id, reason, ...(text ? { details: text } : {}) })
      .then(close, () => undefined),
  );
  const { ref, ...detailsField } = register('details');
  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby={`dispute-title-${payment.id}`}>
      <DialogTitle id={`dispute-title-${payment.id}`} sx={{ fontWeight: 700 }}>
        Dispute this lead charge
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {payment.description} · {formatUsd(payment.amount)} on {formatDay(payment.createdAt)}. If the dispute is
          accepted, the charge is refunded. Clear-cut cases are accepted at once; otherwise our team reviews it and
          emails you the outcome.
          {until ? ` You can dispute this charge until ${until}.` : ''}
        </DialogContentText>
        <FormControl disabled={dispute.isPending}>
          <FormLabel id={`dispute-reason-${payment.id}`} sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
            What was wrong with this lead?
          </FormLabel>
          <Controller
            name="reason"
            control={control}
            render={({ field }) => (
              <RadioGroup aria-labelledby={`dispute-reason-${payment.id}`} {...field} value={field.value ?? ''}>
                {DISPUTE_REASONS.map((r) => (
                  <FormControlLabel
                    key={r}
                    value={r}
                    control={<Radio size="small" />}
                    label={DISPUTE_REASON_LABELS[r]}
                  />
                ))}
              </RadioGroup>
            )}
          />
        </FormControl>
        <TextField
          label="Details (optional)"
          multiline
          minRows={3}
          {...detailsField}
          inputRef={ref}
          disabled={dispute.isPending}
          error={Boolean(errors.details)}
          helperText={errors.details?.message ?? `${details.length}/${DETAILS_MAX}`}
          sx={{ mt: 2 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={close} disabled={dispute.isPending} color="inherit" variant="outlined">
          Cancel
        </Button>
        <Button
          onClick={() => void submit()}
          disabled={!watch('reason') || Boolean(errors.details) || dispute.isPending}
          variant="contained"
          startIcon={dispute.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Send dispute
        </Button>
      </DialogActions>
    </Dialog>
  );
}
