import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { authErrorMessage, notify, useAuthStore } from 'shared-auth';
import { paths } from '../../../config/paths';
import { AuthCard, BackToSignInLink } from '../../../shared/auth-card';
import { MarkEmailReadIcon } from '../../../shared/icons';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "Email is required" / "Email is invalid" / undefined (spec 1 section 5). */
export function forgotEmailProblem(email: string): string | undefined {
  if (!email.trim()) return 'Email is required';
  if (!EMAIL_PATTERN.test(email.trim())) return 'Email is invalid';
  return undefined;
}

/** /forgot-password: one email field, then "Check your email" with "Resend email". */
export function ForgotPasswordPage() {
  const forgotPassword = useAuthStore((s) => s.forgotPassword);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [sent, setSent] = useState(false);

  const problem = forgotEmailProblem(email);

  const send = async () => {
    setBusy(true);
    try {
      const ok = await forgotPassword(email.trim().toLowerCase());
      return { ok, message: ok ? undefined : (authErrorMessage(useAuthStore.getState().error) ?? 'Request failed') };
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || busy) return;
    setFailure(undefined);
    const { ok, message } = await send();
    if (ok) setSent(true);
    else {
      setFailure(message);
      notify(message ?? 'Request failed', 'error');
    }
  };

  const resend = async () => {
    const { ok } = await send();
    notify(ok ? 'Reset link resent successfully' : 'Failed to resend link', ok ? 'success' : 'error');
  };

  if (sent) {
    return (
      <AuthCard title="Check your email" icon={<MarkEmailReadIcon color="primary" sx={{ fontSize: 56 }} />}>
        <Typography color="textSecondary" sx={{ textAlign: 'center' }}>
          If an account exists for <strong>{email}</strong>, we sent a link to reset your password. The link expires
          soon, so use it shortly.
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, mt: 3 }}>
          <Button
            variant="outlined"
            size="large"
            onClick={resend}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} /> : undefined}
          >
            Resend email
          </Button>
          <Button component={RouterLink} to={paths.login.getHref()} size="large">
            Back to sign in
          </Button>
        </Box>
      </AuthCard>
    );
  }

  const showProblem = touched ? problem : undefined;
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email of your account and we will send you a link to reset your password."
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        {failure && (
          <Alert severity="error">
            <strong>Something went wrong</strong>
            <br />
            {failure}
          </Alert>
        )}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value.toLowerCase());
            setTouched(true);
          }}
          error={Boolean(showProblem)}
          helperText={showProblem}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!email || busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          Send reset link
        </Button>
        <BackToSignInLink />
      </Box>
    </AuthCard>
  );
}
