import { useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useVerification } from '../../../shared-local/use-verification';
import { VerificationStatus } from '../../../shared-local/verification-status';
import { useVerifyEmail } from '../api/verify-email';

/** /verify-email/:token: verifies the account email, then goes to /login after 3 s. */
export function VerifyEmailPage() {
  const { token } = useParams();
  const call = useVerifyEmail(token);
  const { state, message } = useVerification({
    call,
    successMessage: 'Email verified successfully! Redirecting to login...',
    redirectTo: paths.login.getHref(),
    redirectAfterMs: 3000,
  });
  return (
    <VerificationStatus
      title="Email verification"
      state={state}
      message={message}
      action={state === 'error' ? { label: 'Go to sign in', href: paths.login.getHref() } : undefined}
    />
  );
}
