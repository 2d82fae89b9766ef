import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverMessage } from 'shared-auth';

export interface VerificationOptions {
  token: string | undefined;
  verify: (token: string) => Promise<{ success: boolean; message?: string }>;
  successMessage: string;
  redirectTo: string;
  redirectAfterMs: number;
}

/** Calls a verification endpoint once; on success navigates after a delay. */
export function useVerification({ token, verify, successMessage, redirectTo, redirectAfterMs }: VerificationOptions) {
  const navigate = useNavigate();
  const [result, setResult] = useState<{ state: 'success' | 'error'; message: string } | undefined>(undefined);

  useEffect(() => {
    let live = true;
    if (!token) {
      queueMicrotask(() => live && setResult({ state: 'error', message: 'Verification failed.' }));
      return () => { live = false; };
    }
    verify(token).then(
      (body) => {
        if (!live) return;
        if (body && body.success === false) setResult({ state: 'error', message: body.message || 'Verification failed.' });
        else setResult({ state: 'success', message: successMessage });
      },
      (error: unknown) => live && setResult({ state: 'error', message: serverMessage(error) ?? 'Verification failed.' }),
    );
    return () => { live = false; };
  }, [token, verify, successMessage]);

  useEffect(() => {
    if (result?.state !== 'success') return undefined;
    const timer = setTimeout(() => navigate(redirectTo, { replace: true }), redirectAfterMs);
    return () => clearTimeout(timer);
  }, [result, navigate, redirectTo, redirectAfterMs]);

  return result ?? { state: 'verifying' as const, message: undefined };
}
