import { useMutation } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';

export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** POST /api/auth/change-password: { success, message }. */
export async function changePassword(body: ChangePasswordBody): Promise<{ success: boolean; message?: string }> {
  const { data } = await apiClient.post('/api/auth/change-password', body);
  return data;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
