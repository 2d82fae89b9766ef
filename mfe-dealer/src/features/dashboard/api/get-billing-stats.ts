import type { BillingStats } from 'shared-contracts';
import { apiClient, handleApiError } from 'shared-auth';

/** GET /api/billing/my-stats: plan state for the dashboard banner. */
export async function getBillingStats(): Promise<BillingStats> {
  try {
    const { data } = await apiClient.get('/api/billing/my-stats');
    return data.data as BillingStats;
  } catch (error) {
    return handleApiError(error, { toast: false });
  }
}
