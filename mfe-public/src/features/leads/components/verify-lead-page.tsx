import { useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useVerification } from '../../../shared/use-verification';
import { VerificationStatus } from '../../../shared/verification-status';
import { useVerifyLead } from '../api/verify-lead';

/** /verify-leads/:token: confirms a deal request, then goes to /listings after 2 s. */
export function VerifyLeadPage() {
  const { token } = useParams();
  const call = useVerifyLead(token);
  const { state, message } = useVerification({
    call,
    successMessage: 'Email verified successfully',
    redirectTo: paths.listings.getHref(),
    redirectAfterMs: 2000,
  });
  return (
    <VerificationStatus
      title="Confirm your request"
      state={state}
      message={message}
      action={state === 'error' ? { label: 'Browse lease deals', href: paths.listings.getHref() } : undefined}
    />
  );
}
