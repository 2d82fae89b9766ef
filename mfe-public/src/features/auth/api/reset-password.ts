import { useMutation } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type EndpointBody } from 'shared-contracts';

/** POST /api/auth/reset-password: { success, message }. A failure is toasted and rejects with the server message or "Failed to reset password" for the page. */
function resetPassword(body: EndpointBody<typeof endpoints.auth.resetPassword>) {
  return callApi(
    endpoints.auth.resetPassword,
    { body },
    { errors: { redirect: false, fallback: 'Failed to reset password' } },
  );
}

/** Sets a new password with the emailed token (nothing cached to refresh: the visitor is signed out). */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
