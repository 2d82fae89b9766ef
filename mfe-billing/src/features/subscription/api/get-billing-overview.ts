import type { BillingStats, DealerSubscription } from 'shared-contracts';
import { apiClient, errorStatus, handleApiError } from 'shared-auth';

export interface BillingOverview {
  stats: BillingStats;
  /** undefined when the dealer has never had a subscription */
  subscription: DealerSubscription | undefined;
}

/** GET /api/billing/my-stats and GET /api/billing/my-subscription together. */
export async function getBillingOverview(): Promise<BillingOverview> {
  try {
    const [stats, subscription] = await Promise.all([
      apiClient.get('/api/billing/my-stats').then((r) => r.data.data as BillingStats),
      apiClient.get('/api/billing/my-subscription').then(
        (r) => (r.data.data ?? undefined) as DealerSubscription | undefined,
        (error: unknown) => {
          if (errorStatus(error) === 404) return undefined;
          throw error;
        },
      ),
    ]);
    return { stats, subscription };
  } catch (error) {
    return handleApiError(error, { toast: false });
  }
}
