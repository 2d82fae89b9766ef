import { useMutation } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';

export interface ResetPasswordBody {
  token: string;
  newPassword: string;
  confirmPassword: string;
}

/** POST /api/auth/reset-password: { success, message }. */
export async function resetPassword(body: ResetPasswordBody): Promise<{ success: boolean; message?: string }> {
  const { data } = await apiClient.post('/api/auth/reset-password', body);
  return data;
}

/** Sets a new password with the emailed token (nothing cached to refresh: the visitor is signed out). */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
