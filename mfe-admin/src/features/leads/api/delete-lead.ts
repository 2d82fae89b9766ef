import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints } from 'shared-contracts';
import { leadsQueryKey } from './get-leads';

/** DELETE /api/leads/:id; its message. A failure toasts the server message or "Failed to delete lead" and rejects. */
async function deleteLead(id: string): Promise<string> {
  const { message } = await callApi(
    endpoints.leads.remove,
    { params: { id } },
    { errors: { fallback: 'Failed to delete lead' } },
  );
  return message;
}

/** Deletes a lead, then reloads the lead lists and the dashboard counts (the deleted lead's own query is dropped). */
export function useDeleteLead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteLead,
    onSuccess: (_message, id) => {
      client.removeQueries({ queryKey: [...leadsQueryKey, 'detail', id] });
      return Promise.all([
        client.invalidateQueries({ queryKey: [...leadsQueryKey, 'list'] }),
        client.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]);
    },
  });
}
