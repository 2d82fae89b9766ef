// What a charge's outcome changes, inside the transaction that records it (once: only the
// caller that moved the payment out of pending applies them).
// - Monthly fee succeeded: Pro active for the period (a dealer in the grace period or paused
//   starts a fresh month from the payment date), leads no longer suspended, listings back.
// - Scheduled monthly fee (renewal, trial end: key sub:...) failed while the plan was active or
//   trialing: past_due with a 15-day grace period and the "payment failed" mail. A failed retry
//   keeps the grace period; a declined upgrade (key upgrade:...) changes nothing.
// - Lead charge failed: the "payment failed" mail; the plan is not touched (the next retry or
//   card settles it).
// - Every succeeded charge: a receipt mail.
import type { Tx } from '../../db/client';
import { addDays, addMonthsUtc, GRACE_DAYS, periodDescription } from '../calendar';
import { mailDealer, siteLink, type FollowUps } from '../follow-ups';
import { paymentFailedMail, receiptMail } from '../mails';
import { createBillingRepository } from '../repository';
import { createPaymentsRepository, type PaymentRow } from '../repository-payments';

/** "LM-1A2B3C4D": the payment's receipt number. */
export const receiptNumber = (paymentId: string): string => `LM-${paymentId.slice(0, 8).toUpperCase()}`;

/** A monthly fee the clock charged on schedule (renewal or trial end), as opposed to an upgrade. */
export const isScheduledFee = (payment: Pick<PaymentRow, 'type' | 'idempotencyKey'>): boolean =>
  payment.type === 'subscription' && Boolean(payment.idempotencyKey?.startsWith('sub:'));

/** The app's configuration (links) and mailer (the mails go into the outbox through `tx`). */
type Link = Parameters<typeof siteLink>[0] & Parameters<typeof mailDealer>[1];

export async function applySucceeded(
  tx: Tx,
  site: Link,
  payment: PaymentRow,
  now: Date,
  f: FollowUps,
): Promise<PaymentRow> {
  const billing = createBillingRepository(tx);
  let paid = payment;
  if (payment.type === 'subscription') {
    const subscription = await billing.lockSubscription(payment.dealerId);
    if (subscription) {
      let start = payment.periodStart ?? now;
      let end = payment.periodEnd ?? addMonthsUtc(start, 1);
      if (subscription.status === 'past_due') {
        start = now;
        end = addMonthsUtc(now, 1);
        paid =
          (await createPaymentsRepository(tx).update(payment.id, {
            periodStart: start,
            periodEnd: end,
            description: periodDescription(start, end),
          })) ?? paid;
      }
      const paidUntil =
        subscription.status === 'active' && subscription.planExpiresAt && subscription.planExpiresAt > end
          ? subscription.planExpiresAt
          : end;
      await billing.updateSubscription(subscription.id, {
        plan: 'pro',
        status: 'active',
        willAutoRenew: true,
        cancelReason: null,
        lastPaymentDate: now,
        nextPaymentDate: paidUntil,
        planExpiresAt: paidUntil,
        graceEndDate: null,
        updatedAt: now,
      });
      const dealer = await billing.findDealer(payment.dealerId);
      if (dealer?.leadsSuspendedAt && dealer.status !== 'suspended')
        await billing.updateDealerBilling(dealer.id, { leadsSuspendedAt: null, updatedAt: now });
      f.bumpListings = true;
    }
  }
  if (await billing.claimNotice(payment.dealerId, 'receipt', payment.id, now)) {
    const receipt = {
      description: paid.description,
      amountCents: paid.amountCents,
      paidAt: now,
      receiptNumber: receiptNumber(paid.id),
      card: { brand: paid.cardBrand, last4: paid.cardLast4 },
    };
    await mailDealer(tx, site, payment.dealerId, (c) =>
      receiptMail(c, receipt, siteLink(site, `/dealer/payment/receipts/${paid.id}`)),
    );
  }
  return paid;
}

export async function applyFailed(tx: Tx, site: Link, payment: PaymentRow, now: Date): Promise<void> {
  const billing = createBillingRepository(tx);
  const failure = {
    description: payment.description,
    amountCents: payment.amountCents,
    reason: payment.failureMessage,
  };
  if (payment.type === 'lead') {
    if (await billing.claimNotice(payment.dealerId, 'payment_failed', payment.id, now)) {
      await mailDealer(tx, site, payment.dealerId, (c) =>
        paymentFailedMail(c, { ...failure, graceEndsAt: null }, siteLink(site)),
      );
    }
    return;
  }
  if (!isScheduledFee(payment)) return;
  const subscription = await billing.lockSubscription(payment.dealerId);
  if (!subscription || (subscription.status !== 'active' && subscription.status !== 'trialing')) return;
  const graceEnd = addDays(now, GRACE_DAYS);
  const paidUntil = payment.periodStart ?? now;
  await billing.updateSubscription(subscription.id, {
    plan: 'pro',
    status: 'past_due',
    graceEndDate: graceEnd,
    nextPaymentDate: paidUntil,
    planExpiresAt: paidUntil,
    updatedAt: now,
  });
  if (await billing.claimNotice(payment.dealerId, 'grace_start', graceEnd.toISOString(), now)) {
    await mailDealer(tx, site, payment.dealerId, (c) =>
      paymentFailedMail(c, { ...failure, graceEndsAt: graceEnd }, siteLink(site)),
    );
  }
}
