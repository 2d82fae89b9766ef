import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MutationState } from '@tanstack/react-query';
import { serverMessage } from 'shared-auth';

export interface VerificationOptions {
  /** The once-only call's state (from the endpoint's hook); undefined when there is no token. */
  call: MutationState<{ success: boolean; message?: string }, Error, string> | undefined;
  successMessage: string;
  redirectTo: string;
  redirectAfterMs: number;
}

export type VerificationResult = { state: 'verifying'; message: undefined } | { state: 'success' | 'error'; message: string };

/** What a verification page shows for its once-only call; on success navigates after a delay. */
export function useVerification({ call, successMessage, redirectTo, redirectAfterMs }: VerificationOptions): VerificationResult {
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
  if (!call) return { state: 'error', message: 'Verification failed.' };
  if (call.status === 'error') return { state: 'error', message: serverMessage(call.error) ?? 'Verification failed.' };
  if (call.status !== 'success') return { state: 'verifying', message: undefined };
  const body = call.data;
  if (body && body.success === false) return { state: 'error', message: body.message || 'Verification failed.' };
  return { state: 'success', message: successMessage };
}
