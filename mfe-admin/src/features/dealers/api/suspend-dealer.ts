import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints } from 'shared-contracts';
import { reloadDealers } from './dealers-cache';

const SUSPEND_DEALER_FAILED = 'Failed to suspend dealer';

/**
 * PUT /api/admin/dealers/:id/suspend: its listings leave the site, no new leads, its sessions
 * end. A refusal toasts the server's message. Resolves to the server's sentence.
 */
async function suspendDealer(id: string): Promise<string> {
  const { message } = await callApi(
    endpoints.admin.suspendDealer,
    { params: { id } },
    { errors: { fallback: SUSPEND_DEALER_FAILED } },
  );
  return message;
}

export function useSuspendDealer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: suspendDealer, onSuccess: () => reloadDealers(client) });
}
