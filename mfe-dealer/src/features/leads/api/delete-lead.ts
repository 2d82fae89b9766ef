import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints } from 'shared-contracts';

/** DELETE /api/leads/:id; its message. A failure toasts the server message or "Failed to delete lead" and rejects. */
async function deleteLead(id: string): Promise<string> {
  const { message } = await callApi(
    endpoints.leads.remove,
    { params: { id } },
    { errors: { fallback: 'Failed to delete lead' } },
  );
  return message;
}

/** Deletes a lead, then reloads the leads list and the dashboard counts. */
export function useDeleteLead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteLead,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['dealer', 'my-leads'] }),
        client.invalidateQueries({ queryKey: ['dealer', 'dashboard-stats'] }),
      ]),
  });
}
