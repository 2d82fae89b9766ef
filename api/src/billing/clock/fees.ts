// The clock and the monthly fee: an active Pro plan whose next payment date has come is charged
// the period [nextPaymentDate, + 1 month) (one row per period, whichever run gets there first).
import type { BillingDeps } from '../deps';
import { chargePayment } from '../charges/charge';
import { openFee } from '../charges/fees';
import { createBillingRepository } from '../repository';
import { createClockRepository } from '../repository-clock';
import { eachItem, tally, type RunCounts } from './run';

export async function renewPlans(deps: BillingDeps, now: Date, run: RunCounts): Promise<void> {
  const dealerIds = await createClockRepository(deps.db).feesDue(now);
  await eachItem(deps, 'renewals', dealerIds, async (dealerId) => {
    const fee = await deps.db.transaction(async (tx) => {
      const subscription = await createBillingRepository(tx).lockSubscription(dealerId);
      const due = subscription?.nextPaymentDate;
      if (!subscription || subscription.plan !== 'pro' || subscription.status !== 'active' || !due || due > now)
        return undefined;
      return openFee(tx, subscription, 'sub', due, now);
    });
    if (fee) tally(run, await chargePayment(deps, fee.id), 'renewals');
  });
}
