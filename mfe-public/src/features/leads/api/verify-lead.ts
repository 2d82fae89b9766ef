import { callApi } from 'shared-auth';
import { endpoints } from 'shared-contracts';
import { useOnceMutation } from '../../../shared/use-once-mutation';
import { VERIFICATION_FAILED } from '../../../shared/use-verification';

/** GET /api/leads/verify-leads/{token}: { success, message }. Spends the one-time token; a failure carries the server message for the page. */
function verifyLead(token: string) {
  return callApi(
    endpoints.leads.verify,
    { params: { token } },
    { errors: { toast: false, redirect: false, fallback: VERIFICATION_FAILED } },
  );
}

const verifyLeadMutationKey = (token: string) => ['leads', 'verify', token] as const;

/** Confirms a deal request once per token (never twice, even under StrictMode). */
export function useVerifyLead(token: string | undefined) {
  return useOnceMutation(token ? verifyLeadMutationKey(token) : undefined, token ?? '', verifyLead);
}
