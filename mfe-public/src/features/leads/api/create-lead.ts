import { useMutation } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { CreateLeadBody } from 'shared-contracts';

/** POST /api/leads (anyone): 201 { success, message }; the API emails a /verify-leads/{token} link. */
export async function createLead(body: CreateLeadBody): Promise<{ success: boolean; message?: string }> {
  const { data } = await apiClient.post('/api/leads', { ...body, listingId: String(body.listingId) });
  return data;
}

/** Requests a deal; nothing cached changes until the visitor confirms it by email. */
export function useCreateLead() {
  return useMutation({ mutationFn: createLead });
}
