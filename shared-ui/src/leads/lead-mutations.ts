// Editing and deleting a lead (PUT and DELETE /api/leads/:id), for the dealer's and the admin's
// lead screens alike; each area says what it reloads afterwards.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type Lead, type UpdateLeadBody } from 'shared-contracts';

/** What an area reloads after a lead changed (its lead lists, the lead itself, its counts). */
export interface LeadReloads {
  afterUpdate(client: QueryClient, lead: Lead): Promise<unknown>;
  afterDelete(client: QueryClient, id: string): Promise<unknown>;
}

/** Saves a lead (name, email, phone, status); a failure toasts the server message or "Failed to update lead" (spec 1 section 8) and rejects. */
export function useUpdateLead(reloads: LeadReloads) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateLeadBody }) =>
      (
        await callApi(
          endpoints.leads.update,
          { params: { id }, body },
          { errors: { fallback: 'Failed to update lead' } },
        )
      ).data,
    onSuccess: (lead) => reloads.afterUpdate(client, lead),
  });
}

/** Deletes a lead and resolves to the server's message; a failure toasts it or "Failed to delete lead" and rejects. */
export function useDeleteLead(reloads: LeadReloads) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await callApi(endpoints.leads.remove, { params: { id } }, { errors: { fallback: 'Failed to delete lead' } }))
        .message,
    onSuccess: (_message, id) => reloads.afterDelete(client, id),
  });
}
