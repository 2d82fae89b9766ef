// The clock and a failed payment: in the 15-day grace period the plan keeps receiving leads,
// the dealer is reminded 7 days and 1 day before it ends (once each), and the failed fee is
// charged again every 3 days. After it the state is INACTIVE (computed: the listings leave the
// search): the clock marks the dealer's leads suspended, announces the change to the listings
// cache and mails "paused", once.
import type { FastifyInstance } from 'fastify';
import { addDays, DAY_MS, RETRY_EVERY_DAYS } from '../calendar';
import { retryPayment } from '../charges/charge';
import { isScheduledFee } from '../charges/effects';
import { runFollowUps, siteLink } from '../follow-ups';
import { graceReminderMail, pausedMail } from '../mails';
import { createClockRepository } from '../repository-clock';
import { createPaymentsRepository } from '../repository-payments';
import { eachItem, tally, type RunCounts } from './run';

export async function runGracePeriods(app: FastifyInstance, now: Date, run: RunCounts): Promise<void> {
  const plans = await createClockRepository(app.db).pastDue();
  await eachItem(app, 'grace periods', plans, async ({ dealerId, graceEndDate }) => {
    const endsAt = graceEndDate!;
    const key = endsAt.toISOString();
    const left = endsAt.getTime() - now.getTime();
    if (left <= 0) {
      if (!(await app.billingRepository.suspendLeads(dealerId, now))) return;
      run.dealersPaused += 1;
      const mail = await app.billingRepository.claimNotice(dealerId, 'paused', key, now);
      await runFollowUps(app, { bumpListings: true, mails: mail ? [{ dealerId, build: (c) => pausedMail(c, siteLink(app)) }] : [] });
      return;
    }
    const kind = left <= DAY_MS ? 'grace_1' : left <= 7 * DAY_MS ? 'grace_7' : undefined;
    if (kind && await app.billingRepository.claimNotice(dealerId, kind, key, now)) {
      run.remindersSent += 1;
      const reminder = { daysLeft: Math.ceil(left / DAY_MS), endsAt };
      await runFollowUps(app, { bumpListings: false, mails: [{ dealerId, build: (c) => graceReminderMail(c, reminder, siteLink(app)) }] });
    }
    const fee = await createPaymentsRepository(app.db).latestScheduledFee(dealerId);
    if (fee && isScheduledFee(fee) && fee.status === 'failed' && fee.updatedAt <= addDays(now, -RETRY_EVERY_DAYS)) {
      tally(run, await retryPayment(app, fee.id), 'renewals');
    }
  });
}
