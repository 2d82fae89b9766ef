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

/** GET /api/dealers/:id; undefined when the dealer does not exist. */
export async function getDealer(id: string): Promise<DealerSummary | undefined> {
  try {
    const { data } = await apiClient.get(`/api/dealers/${encodeURIComponent(id)}`);
    return data.data as DealerSummary;
  } catch (error) {
    if (errorStatus(error) === 404) return undefined;
    return handleApiError(error, { toast: false });
  }
}
