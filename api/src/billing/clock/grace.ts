// The clock and a failed payment: in the 15-day grace period the plan keeps receiving leads,
// the dealer is reminded 7 days and 1 day before it ends (once each), and the failed fee is
// charged again every 3 days. After it the state is INACTIVE (computed: the listings leave the
// search): the clock marks the dealer's leads suspended, announces the change to the listings
// cache and mails "paused", once.
import type { BillingDeps } from '../deps';
import { addDays, DAY_MS, RETRY_EVERY_DAYS } from '../calendar';
import { retryPayment } from '../charges/charge';
import { isScheduledFee } from '../charges/effects';
import { mailDealer, runFollowUps, siteLink } from '../follow-ups';
import { graceReminderMail, pausedMail } from '../mails';
import { createBillingRepository } from '../repository';
import { createClockRepository } from '../repository-clock';
import { createPaymentsRepository } from '../repository-payments';
import { eachItem, tally, type RunCounts } from './run';

export async function runGracePeriods(deps: BillingDeps, now: Date, run: RunCounts): Promise<void> {
  const plans = await createClockRepository(deps.db).pastDue();
  await eachItem(deps, 'grace periods', plans, async ({ dealerId, graceEndDate }) => {
    const endsAt = graceEndDate!;
    const key = endsAt.toISOString();
    const left = endsAt.getTime() - now.getTime();
    if (left <= 0) {
      // The pause, its notice's claim and its mail in one transaction.
      const paused = await deps.db.transaction(async (tx) => {
        const billing = createBillingRepository(tx);
        if (!(await billing.suspendLeads(dealerId, now))) return false;
        if (await billing.claimNotice(dealerId, 'paused', key, now))
          await mailDealer(tx, deps, dealerId, (c) => pausedMail(c, siteLink(deps)));
        return true;
      });
      if (!paused) return;
      run.dealersPaused += 1;
      await runFollowUps(deps, { bumpListings: true });
      return;
    }
    const kind = left <= DAY_MS ? 'grace_1' : left <= 7 * DAY_MS ? 'grace_7' : undefined;
    const reminder = { daysLeft: Math.ceil(left / DAY_MS), endsAt };
    // The notice's claim and its mail in one transaction: both or neither.
    const reminded =
      kind !== undefined &&
      (await deps.db.transaction(async (tx) => {
        if (!(await createBillingRepository(tx).claimNotice(dealerId, kind, key, now))) return false;
        await mailDealer(tx, deps, dealerId, (c) => graceReminderMail(c, reminder, siteLink(deps)));
        return true;
      }));
    if (reminded) {
      run.remindersSent += 1;
      await runFollowUps(deps, { bumpListings: false });
    }
    const fee = await createPaymentsRepository(deps.db).latestScheduledFee(dealerId);
    if (fee && isScheduledFee(fee) && fee.status === 'failed' && fee.updatedAt <= addDays(now, -RETRY_EVERY_DAYS)) {
      tally(run, await retryPayment(deps, fee.id), 'renewals');
    }
  });
}
