import { callApi } from 'shared-auth';
import { endpoints } from 'shared-contracts';
import { useOnceMutation } from '../../../shared/use-once-mutation';
import { VERIFICATION_FAILED } from '../../../shared/use-verification';

/** GET /api/auth/verify-email/{token}: { success, message }. Spends the one-time token; a failure carries the server message for the page. */
function verifyEmail(token: string) {
  return callApi(
    endpoints.auth.verifyEmail,
    { params: { token } },
    { errors: { toast: false, redirect: false, fallback: VERIFICATION_FAILED } },
  );
}

const verifyEmailMutationKey = (token: string) => ['auth', 'verify-email', token] as const;

/** Verifies the account email once per token (never twice, even under StrictMode). */
export function useVerifyEmail(token: string | undefined) {
  return useOnceMutation(token ? verifyEmailMutationKey(token) : undefined, token ?? '', verifyEmail);
}
