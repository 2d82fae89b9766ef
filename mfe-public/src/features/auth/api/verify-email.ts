import { apiClient } from 'shared-auth';
import { oncePerKey } from '../../../shared-local/once-per-key';

/** GET /api/auth/verify-email/{token}: { success, message }. */
export const verifyEmail = oncePerKey(async (token: string): Promise<{ success: boolean; message?: string }> => {
  const { data } = await apiClient.get(`/api/auth/verify-email/${encodeURIComponent(token)}`);
  return data;
});
