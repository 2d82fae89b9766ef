import { apiClient } from 'shared-auth';
import { oncePerKey } from '../../../shared-local/once-per-key';

/** GET /api/leads/verify-leads/{token}: { success, message }. */
export const verifyLead = oncePerKey(async (token: string): Promise<{ success: boolean; message?: string }> => {
  const { data } = await apiClient.get(`/api/leads/verify-leads/${encodeURIComponent(token)}`);
  return data;
});
