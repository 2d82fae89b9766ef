// Money still owed by a dealer, charged again when it gives a new card or upgrades: the failed
// monthly fee of a plan in the grace period (or paused after it) and failed lead charges. A
// declined upgrade is not owed (nothing was bought) and is never charged again.
import type { BillingDeps } from '../deps';
import { createPaymentsRepository, type PaymentRow } from '../repository-payments';
import { retryPayment } from './charge';

export async function outstandingPayments(
  deps: Pick<BillingDeps, 'db' | 'billingRepository'>,
  dealerId: string,
): Promise<PaymentRow[]> {
  const payments = createPaymentsRepository(deps.db);
  const subscription = await deps.billingRepository.findSubscription(dealerId);
  const owed: PaymentRow[] = [];
  if (subscription?.status === 'past_due') {
    const fee = await payments.latestScheduledFee(dealerId);
    if (fee?.status === 'failed') owed.push(fee);
  }
  return [...owed, ...(await payments.failedLeadCharges(dealerId))];
}

/** Charges every outstanding payment of the dealer once more; answers the outcomes. */
export async function retryOutstanding(deps: BillingDeps, dealerId: string): Promise<PaymentRow[]> {
  const outcomes: PaymentRow[] = [];
  for (const payment of await outstandingPayments(deps, dealerId)) {
    const after = await retryPayment(deps, payment.id);
    if (after) outcomes.push(after);
  }
  return outcomes;
}
