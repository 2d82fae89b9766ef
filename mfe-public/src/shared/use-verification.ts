import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MutationState } from '@tanstack/react-query';

/** What a verification page says when it failed and the server said nothing (spec 1). */
export const VERIFICATION_FAILED = 'Verification failed.';

export interface VerificationOptions {
  /** The once-only call's state (from the endpoint's hook; its error carries the message to show); undefined when there is no token. */
  call: MutationState<{ success: boolean; message?: string }, Error, string> | undefined;
  successMessage: string;
  redirectTo: string;
  redirectAfterMs: number;
}

export type VerificationResult =
  { state: 'verifying'; message: undefined } | { state: 'success' | 'error'; message: string };

/** What a verification page shows for its once-only call; on success navigates after a delay. */
export function useVerification({
  call,
  successMessage,
  redirectTo,
  redirectAfterMs,
}: VerificationOptions): VerificationResult {
  const navigate = useNavigate();
  const result = verificationResult(call, successMessage);

  const succeeded = result.state === 'success';
  useEffect(() => {
    if (!succeeded) return undefined;
    const timer = setTimeout(() => navigate(redirectTo, { replace: true }), redirectAfterMs);
    return () => clearTimeout(timer);
  }, [succeeded, navigate, redirectTo, redirectAfterMs]);

  return result;
}

function verificationResult(call: VerificationOptions['call'], successMessage: string): VerificationResult {
  if (!call) return { state: 'error', message: VERIFICATION_FAILED };
  if (call.status === 'error') return { state: 'error', message: call.error?.message || VERIFICATION_FAILED };
  if (call.status !== 'success') return { state: 'verifying', message: undefined };
  const body = call.data;
  if (body && body.success === false) return { state: 'error', message: body.message || VERIFICATION_FAILED };
  return { state: 'success', message: successMessage };
}
