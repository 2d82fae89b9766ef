import { useMutation } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { ContactBody } from 'shared-contracts';

/** POST /api/contact: 201 { success, message }. */
export async function sendContactMessage(body: ContactBody): Promise<{ success: boolean; message?: string }> {
  const { phone, ...rest } = body;
  const { data } = await apiClient.post('/api/contact', phone ? { ...rest, phone } : rest);
  return data;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
