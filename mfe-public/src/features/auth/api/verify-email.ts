import { apiClient } from 'shared-auth';
import { useOnceMutation } from '../../../shared-local/use-once-mutation';

/** GET /api/auth/verify-email/{token}: { success, message }. Spends the one-time token. */
export async function verifyEmail(token: string): Promise<{ success: boolean; message?: string }> {
  const { data } = await apiClient.get(`/api/auth/verify-email/${encodeURIComponent(token)}`);
  return data;
}

export const verifyEmailMutationKey = (token: string) => ['auth', 'verify-email', token] as const;

/** Verifies the account email once per token (never twice, even under StrictMode). */
export function useVerifyEmail(token: string | undefined) {
  return useOnceMutation(token ? verifyEmailMutationKey(token) : undefined, token ?? '', verifyEmail);
}
