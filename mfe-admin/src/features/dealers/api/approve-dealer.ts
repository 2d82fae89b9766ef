import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints } from 'shared-contracts';
import { reloadDealers } from './dealers-cache';

const APPROVE_DEALER_FAILED = 'Failed to approve dealer';

/** PUT /api/admin/dealers/:id/approve; a refusal (409 "Dealer is already approved") toasts its message. Resolves to the server's sentence. */
async function approveDealer(id: string): Promise<string> {
  const { message } = await callApi(
    endpoints.admin.approveDealer,
    { params: { id } },
    { errors: { fallback: APPROVE_DEALER_FAILED } },
  );
  return message;
}

export function useApproveDealer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: approveDealer, onSuccess: () => reloadDealers(client) });
}
