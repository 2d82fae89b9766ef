import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface AuthenticateDialogProps {
  open: boolean;
  busy: boolean;
  onAnswer(authenticated: boolean): void;
}

/** The sandbox's stand-in for the bank's 3-D Secure page: the holder approves or refuses. */
export function AuthenticateDialog({ open, busy, onAnswer }: AuthenticateDialogProps) {
  return (
    <Dialog open={open} maxWidth="xs" fullWidth aria-labelledby="authenticate-title">
      <DialogTitle id="authenticate-title" sx={{ fontWeight: 700 }}>
        Authenticate payment
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          Your bank asks you to confirm that this card is yours. In test mode you choose the answer the bank would get.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={() => onAnswer(false)} disabled={busy} color="error" variant="outlined">
          Fail authentication
        </Button>
        <Button
          onClick={() => onAnswer(true)}
          disabled={busy}
          variant="contained"
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Complete authentication
        </Button>
      </DialogActions>
    </Dialog>
  );
}
