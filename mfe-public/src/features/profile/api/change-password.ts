import { useMutation } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type EndpointBody } from 'shared-contracts';

/** POST /api/auth/change-password: { success, message }. A failure carries the server message or "Failed to change password" for the form. */
export function changePassword(body: EndpointBody<typeof endpoints.auth.changePassword>) {
  return callApi(endpoints.auth.changePassword, { body }, { errors: { toast: false, redirect: false, fallback: 'Failed to change password' } });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
