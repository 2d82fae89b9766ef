import { apiClient } from 'shared-auth';
import { useOnceMutation } from '../../../shared-local/use-once-mutation';

/** GET /api/leads/verify-leads/{token}: { success, message }. Spends the one-time token. */
export async function verifyLead(token: string): Promise<{ success: boolean; message?: string }> {
  const { data } = await apiClient.get(`/api/leads/verify-leads/${encodeURIComponent(token)}`);
  return data;
}

export const verifyLeadMutationKey = (token: string) => ['leads', 'verify', token] as const;

/** Confirms a deal request once per token (never twice, even under StrictMode). */
export function useVerifyLead(token: string | undefined) {
  return useOnceMutation(token ? verifyLeadMutationKey(token) : undefined, token ?? '', verifyLead);
}
