// The clock and the free trial: reminder mails 7 and 3 days before it ends (once each), and its
// end: Pro with a valid card and auto-renew is charged the first month (trial end + 1 month),
// anything else ends as TRIAL_EXPIRED with the "trial ended" mail.
import type { BillingDeps } from '../deps';
import { TRIAL_REMINDER_DAYS } from 'shared-contracts';
import { addDays, DAY_MS, isoDay } from '../calendar';
import { chargePayment } from '../charges/charge';
import { openFee } from '../charges/fees';
import { followUps, mailDealer, runFollowUps, siteLink } from '../follow-ups';
import { trialEndedMail, trialReminderMail } from '../mails';
import { createBillingRepository } from '../repository';
import { createClockRepository } from '../repository-clock';
import { eachItem, tally, type RunCounts } from './run';

export async function remindTrials(deps: BillingDeps, now: Date, run: RunCounts): Promise<void> {
  const [far, near] = [Math.max(...TRIAL_REMINDER_DAYS), Math.min(...TRIAL_REMINDER_DAYS)];
  const trials = await createClockRepository(deps.db).trialsEndingBy(now, addDays(now, far));
  await eachItem(deps, 'trial reminders', trials, async (t) => {
    const endsAt = t.trialEndDate!;
    const kind = endsAt.getTime() - now.getTime() <= near * DAY_MS ? `trial_${near}` : `trial_${far}`;
    const reminder = {
      daysLeft: Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS),
      endsAt,
      monthlyFeeCents: t.monthlyFeeCents,
      continuesOnPro: t.plan === 'pro' && t.willAutoRenew && t.hasValidPaymentMethod,
      card: { brand: t.cardBrand, last4: t.cardLast4 },
    };
    // The notice's claim and its mail in one transaction: both or neither.
    const claimed = await deps.db.transaction(async (tx) => {
      if (!(await createBillingRepository(tx).claimNotice(t.dealerId, kind, isoDay(endsAt), now))) return false;
      await mailDealer(tx, deps, t.dealerId, (c) => trialReminderMail(c, reminder, siteLink(deps)));
      return true;
    });
    if (!claimed) return;
    run.remindersSent += 1;
    await runFollowUps(deps, { bumpListings: false });
  });
}

export async function endTrials(deps: BillingDeps, now: Date, run: RunCounts): Promise<void> {
  const dealerIds = await createClockRepository(deps.db).trialsOver(now);
  await eachItem(deps, 'trial ends', dealerIds, async (dealerId) => {
    const f = followUps();
    const ended = await deps.db.transaction(async (tx) => {
      const billing = createBillingRepository(tx);
      const subscription = await billing.lockSubscription(dealerId);
      const dealer = await billing.findDealer(dealerId);
      if (!subscription || !dealer?.trialEndDate || subscription.status !== 'trialing' || dealer.trialEndDate > now)
        return undefined;
      if (subscription.plan === 'pro' && subscription.willAutoRenew && dealer.hasValidPaymentMethod) {
        const fee = await openFee(tx, subscription, 'sub', dealer.trialEndDate, now);
        return fee && { fee };
      }
      await billing.updateSubscription(subscription.id, { plan: 'free', status: 'expired', updatedAt: now });
      f.bumpListings = true;
      if (await billing.claimNotice(dealerId, 'trial_ended', isoDay(dealer.trialEndDate), now)) {
        await mailDealer(tx, deps, dealerId, (c) => trialEndedMail(c, siteLink(deps)));
      }
      return { fee: undefined };
    });
    if (!ended) return;
    run.trialsEnded += 1;
    await runFollowUps(deps, f);
    if (ended.fee) tally(run, await chargePayment(deps, ended.fee.id));
  });
}
