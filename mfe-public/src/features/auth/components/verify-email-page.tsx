import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { homePathFor, useAuthStore } from 'shared-auth';
import { paths } from '../../../config/paths';
import { useVerification } from '../../../shared/use-verification';
import { VerificationStatus } from '../../../shared/verification-status';
import { useVerifyEmail } from '../api/verify-email';
import { ResendVerification } from '../../../shared/resend-verification/resend-verification';

/**
 * /verify-email/:token: verifies the account email, then goes to /login after 3 s. Someone already
 * signed in (the link opened in the same browser) goes back to their home instead, with their
 * account's verified state read again.
 */
export function VerifyEmailPage() {
  const { token } = useParams();
  const call = useVerifyEmail(token);
  const user = useAuthStore((s) => (s.isAuthenticated ? s.user : null));
  const getCurrentUser = useAuthStore((s) => s.getCurrentUser);
  const verified = call?.status === 'success';
  useEffect(() => {
    if (verified && user) void getCurrentUser();
    // Once, when the verification succeeds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [verified]);
  const { state, message } = useVerification({
    call,
    successMessage: user
      ? 'Email verified successfully! Redirecting to your account...'
      : 'Email verified successfully! Redirecting to login...',
    redirectTo: user ? homePathFor(user) : paths.login.getHref(),
    redirectAfterMs: 3000,
  });
  return (
    <VerificationStatus
      title="Email verification"
      state={state}
      message={message}
      onError={
        user && !user.isEmailVerified ? (
          <ResendVerification />
        ) : user ? undefined : (
          <Typography color="textSecondary">Sign in to get a new link.</Typography>
        )
      }
      action={
        state === 'error'
          ? user
            ? { label: 'Go to my account', href: homePathFor(user) }
            : { label: 'Go to sign in', href: paths.login.getHref() }
          : undefined
      }
    />
  );
}
