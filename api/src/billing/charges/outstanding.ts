// Money still owed by a dealer, charged again when it gives a new card or upgrades: the failed
// monthly fee of a plan in the grace period (or paused after it) and failed lead charges. A
// declined upgrade is not owed (nothing was bought) and is never charged again.
import type { FastifyInstance } from 'fastify';
import { createPaymentsRepository, type PaymentRow } from '../repository-payments';
import { retryPayment } from './charge';

export async function outstandingPayments(
  app: Pick<FastifyInstance, 'db' | 'billingRepository'>,
  dealerId: string,
): Promise<PaymentRow[]> {
  const payments = createPaymentsRepository(app.db);
  const subscription = await app.billingRepository.findSubscription(dealerId);
  const owed: PaymentRow[] = [];
  if (subscription?.status === 'past_due') {
    const fee = await payments.latestScheduledFee(dealerId);
    if (fee?.status === 'failed') owed.push(fee);
  }
  return [...owed, ...(await payments.failedLeadCharges(dealerId))];
}

/** Charges every outstanding payment of the dealer once more; answers the outcomes. */
export async function retryOutstanding(app: FastifyInstance, dealerId: string): Promise<PaymentRow[]> {
  const outcomes: PaymentRow[] = [];
  for (const payment of await outstandingPayments(app, dealerId)) {
    const after = await retryPayment(app, payment.id);
    if (after) outcomes.push(after);
  }
  return outcomes;
}
