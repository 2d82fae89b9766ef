import { useMutation } from '@tanstack/react-query';
import { callApi, useAuthStore, type HandleApiErrorOptions } from 'shared-auth';
import { endpoints, type EndpointBody } from 'shared-contracts';

/**
 * POST /api/auth/change-password: { success, message, data: { token } }, used by the consumer's
 * profile and the dealer's settings. The change ends every earlier session, this one included;
 * the answer's token keeps this tab signed in. A failure is never toasted here: it carries the
 * server message, or `errors.fallback` when there is none, for the form to show. A 401 (session
 * gone) still ends the session unless `errors.redirect` is false.
 */
export async function changePassword(
  body: EndpointBody<typeof endpoints.auth.changePassword>,
  errors: HandleApiErrorOptions = {},
) {
  const answer = await callApi(endpoints.auth.changePassword, { body }, { errors: { ...errors, toast: false } });
  try {
    localStorage.setItem('accessToken', answer.data.token);
  } catch {
    /* storage unavailable */
  }
  useAuthStore.setState({ accessToken: answer.data.token });
  return answer;
}

/** The change-password mutation; `errors` says how a failure is reported (see changePassword). */
export function useChangePassword(errors: HandleApiErrorOptions = {}) {
  return useMutation({
    mutationFn: (body: EndpointBody<typeof endpoints.auth.changePassword>) => changePassword(body, errors),
  });
}
