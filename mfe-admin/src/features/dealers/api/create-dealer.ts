import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type CreateDealerBody } from 'shared-contracts';
import { reloadDealers } from './dealers-cache';

const CREATE_DEALER_FAILED = 'Failed to create dealer';

/**
 * POST /api/dealers (201): the account and its approved dealership; the dealer is mailed a link
 * to choose a password. A failure rejects with the server's message and field errors, shown in
 * the dialog (no toast).
 */
async function createDealer(body: CreateDealerBody) {
  return callApi(endpoints.dealers.create, { body }, { errors: { toast: false, fallback: CREATE_DEALER_FAILED } });
}

export function useCreateDealer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createDealer, onSuccess: () => reloadDealers(client) });
}
