import { useMutation } from '@tanstack/react-query';
import { callApi, useAuthStore } from 'shared-auth';
import { endpoints, type EndpointBody } from 'shared-contracts';

/**
 * POST /api/auth/change-password: { success, message, data: { token } }. The change ends every
 * earlier session, this one included; the answer's token keeps this tab signed in. A failure
 * carries the server message, or an empty message when there is none (spec 2 section 8: the
 * password error toast shows the server message and nothing otherwise). A wrong current
 * password is a 400; a 401 (session gone) still ends the session through the shared handler.
 */
export async function changePassword(body: EndpointBody<typeof endpoints.auth.changePassword>) {
  const answer = await callApi(endpoints.auth.changePassword, { body }, { errors: { toast: false, fallback: '' } });
  try { localStorage.setItem('accessToken', answer.data.token); } catch { /* storage unavailable */ }
  useAuthStore.setState({ accessToken: answer.data.token });
  return answer;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
