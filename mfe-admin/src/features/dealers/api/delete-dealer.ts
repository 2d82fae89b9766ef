import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints } from 'shared-contracts';
import { reloadDealers } from './dealers-cache';

export const DELETE_DEALER_FAILED = 'Failed to delete dealer';

/**
 * DELETE /api/dealers/:id (its account, listings, leads, enquiries). A dealer with billing history
 * is refused (409 "This dealer has billing history and cannot be deleted. Suspend it instead."):
 * the dialog shows the message and stays open. Resolves to the server's sentence.
 */
async function deleteDealer(id: string): Promise<string> {
  const { message } = await callApi(
    endpoints.dealers.remove,
    { params: { id } },
    { errors: { toast: false, fallback: DELETE_DEALER_FAILED } },
  );
  return message;
}

export function useDeleteDealer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDealer,
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: ['admin', 'dealers', 'detail', id] });
      return reloadDealers(client);
    },
  });
}
