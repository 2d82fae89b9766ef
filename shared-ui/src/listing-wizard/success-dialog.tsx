import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { CheckCircleIcon, CloseIcon } from '../icons';

export interface SuccessDialogProps {
  open: boolean;
  mode: 'add' | 'edit';
  /** Both the close control and Go to Home call this (they lead to the listings list). */
  onDone(): void;
}

/** "Success!" after a saved listing. */
export function SuccessDialog({ open, mode, onDone }: SuccessDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={(_, reason) => {
        if (reason !== 'backdropClick') onDone();
      }}
      maxWidth="xs"
      fullWidth
      aria-labelledby="listing-success-title"
      aria-describedby="listing-success-text"
    >
      <IconButton aria-label="Close" onClick={onDone} sx={{ position: 'absolute', top: 10, right: 10 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ textAlign: 'center', px: { xs: 3, sm: 5 }, pt: 5, pb: 4 }}>
        <Box
          sx={{
            width: 72,
            height: 72,
            mx: 'auto',
            mb: 2,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(22, 163, 74, 0.12)',
            color: 'success.main',
          }}
        >
          <CheckCircleIcon sx={{ fontSize: 44 }} />
        </Box>
        <Typography id="listing-success-title" variant="h5" component="h2">
          Success!
        </Typography>
        <Typography id="listing-success-text" color="textSecondary" sx={{ mt: 1 }}>
          {mode === 'add' ? 'Your car has been successfully added.' : 'Your car has been successfully updated.'}
        </Typography>
        <Button variant="contained" size="large" fullWidth onClick={onDone} sx={{ mt: 3 }}>
          Go to Home
        </Button>
      </DialogContent>
    </Dialog>
  );
}
