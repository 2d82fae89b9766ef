import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type Lead, type UpdateLeadBody } from 'shared-contracts';
import { leadsQueryKey } from './get-leads';

/**
 * PUT /api/leads/:id (name, email, phone, status). A failure toasts the server message or
 * "Failed to update lead" (spec 1 section 8) and rejects.
 */
async function updateLead(id: string, body: UpdateLeadBody): Promise<Lead> {
  const { data } = await callApi(
    endpoints.leads.update,
    { params: { id }, body },
    { errors: { fallback: 'Failed to update lead' } },
  );
  return data;
}

/** Saves a lead, then reloads the lead lists, the lead and its history, and the dashboard counts. */
export function useUpdateLead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateLeadBody }) => updateLead(id, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: leadsQueryKey }),
        client.invalidateQueries({ queryKey: ['admin', 'audit'] }),
        client.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]),
  });
}
