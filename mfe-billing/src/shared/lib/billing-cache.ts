import type { QueryClient } from '@tanstack/react-query';

/**
 * Every billing read of the dealer (stats, subscription, payments, receipts) lives under the
 * 'billing' key: a change of plan or card reloads them all, since one payment can move them
 * together (an upgrade charges, a new card retries a payment left unpaid).
 */
export function reloadBilling(client: QueryClient): Promise<void> {
  // The prices and the payment system do not change with the dealer's plan.
  return client.invalidateQueries({
    queryKey: ['billing'],
    predicate: (query) => query.queryKey[1] !== 'pricing-info',
  });
}
