import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, errorStatus, handleApiError } from 'shared-auth';

export interface DealerSummary {
  id: string;
  dealershipName: string;
  status?: string;
  city?: string | null;
  state?: string | null;
  phoneNumber?: string | null;
  subscription?: { plan?: string; status?: string; monthlyFee?: number; cplRate?: number } | null;
}

/** GET /api/dealers/:id; null when the dealer does not exist (a query's data cannot be undefined). */
export async function getDealer(id: string, signal?: AbortSignal): Promise<DealerSummary | null> {
  try {
    const { data } = await apiClient.get(`/api/dealers/${encodeURIComponent(id)}`, { signal });
    return data.data as DealerSummary;
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    return handleApiError(error, { toast: false });
  }
}

export const dealerQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['dealers', id], queryFn: ({ signal }) => getDealer(id, signal) });

export function useDealer(id: string) {
  return useQuery(dealerQueryOptions(id));
}
