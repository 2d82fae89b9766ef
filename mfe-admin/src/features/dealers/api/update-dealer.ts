import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type UpdateDealerBody } from 'shared-contracts';
import { reloadDealers } from './dealers-cache';

const UPDATE_DEALER_FAILED = 'Failed to update dealer';

/** PUT /api/dealers/:id with dealershipName, state, zipCode, phoneNumber, website; failures are shown in the dialog. */
async function updateDealer({ id, body }: { id: string; body: UpdateDealerBody }) {
  return callApi(
    endpoints.dealers.update,
    { params: { id }, body },
    { errors: { toast: false, fallback: UPDATE_DEALER_FAILED } },
  );
}

export function useUpdateDealer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateDealer, onSuccess: () => reloadDealers(client) });
}
