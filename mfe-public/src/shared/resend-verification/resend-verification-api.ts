import { useMutation } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints } from 'shared-contracts';

/** POST /api/auth/resend-verification: { success, message }. A failure carries the server message for the page, without a toast. */
function resendVerification() {
  return callApi(
    endpoints.auth.resendVerification,
    {},
    { errors: { toast: false, redirect: false, fallback: 'We could not send the email. Please try again.' } },
  );
}

/** Mails the signed-in user a new verification link. */
export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
