import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useResendVerification } from './resend-verification-api';

/** "Send a new verification link" for a signed-in user whose email is not verified; then what the server said. */
export function ResendVerification() {
  const resend = useResendVerification();
  if (resend.isSuccess)
    return (
      <Typography variant="body2" role="status">
        {resend.data.message}
      </Typography>
    );
  return (
    <>
      <Button variant="outlined" size="small" disabled={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? 'Sending...' : 'Send a new verification link'}
      </Button>
      {resend.error && (
        <Typography variant="body2" color="error" role="alert">
          {resend.error.message}
        </Typography>
      )}
    </>
  );
}
