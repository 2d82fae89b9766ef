import { apiClient, useAuthStore } from 'shared-auth';

export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * POST /api/auth/change-password: { success, message, data: { token } }. The change ends every
 * earlier session, this one included; the answer's token keeps this tab signed in.
 */
export async function changePassword(body: ChangePasswordBody): Promise<{ success: boolean; message?: string }> {
  const { data } = await apiClient.post('/api/auth/change-password', body);
  const token = (data as { data?: { token?: unknown } }).data?.token;
  if (typeof token === 'string') {
    try { localStorage.setItem('accessToken', token); } catch { /* storage unavailable */ }
    useAuthStore.setState({ accessToken: token });
  }
  return data;
}
