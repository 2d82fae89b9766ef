// The billing service's plan changes (service.ts binds them), the dealer's and the admin's:
// - Upgrade to Pro (needs a valid card: 402 'Please add a payment method first'):
//   - in the free trial: Pro starts now without a charge; the first month is charged at the
//     trial's end and leads stay free until then (the upgrade keeps the free days);
//   - a dealership waiting for approval: 409 (its trial has not started);
//   - cancelled but still paid: resumed, charged again at the end of the paid period;
//   - payment failed (grace period or paused): the outstanding fee is charged again now;
//   - otherwise (trial over or cancelled, Pro expired or stopped): the first month is charged now;
//     a declined card answers 402 with the issuer's message and changes nothing but the failed
//     payment in the history.
// - Cancel Subscription (Pro active, or its payment failed): no more renewals; the plan stays
//   until the end of the paid period (PRO_CANCELLED_ACTIVE, then PRO_CANCELLED_EXPIRED); no
//   refund for the partial month. A plan whose payment failed has no paid days left: it ends now.
// - Cancel Trial (a reason from the list): the trial ends at once (TRIAL_EXPIRED).
// - Stop Active Plan (admin; the id is the dealer's): ends the trial or the Pro plan at once (a
//   cancelled Pro plan still in its paid period too), without refund; recorded in the audit
//   trail, the dealer mailed, the listings leave the search.
// - The card: the browser saved it with the payment provider (setup intent); the provider
//   confirms it belongs to the dealer's customer and describes it; it becomes the payment method
//   and whatever is still owed is charged again with it.
import type { CancelTrialBody, ConfirmPaymentMethodBody, DealerSubscription } from 'shared-contracts';
import { recordAudit, snapshot } from '../audit/service';
import { lockDealer } from '../dealers/service';
import { conflict, HttpError, notFound } from '../lib/errors';
import type { AuthContext } from '../plugins/auth';
import { canStop, UNDER_REVIEW } from './actions';
import { chargePayment, retryPayment } from './charges/charge';
import { openFee } from './charges/fees';
import { retryOutstanding } from './charges/outstanding';
import type { BillingDeps } from './deps';
import { followUps, mailDealer, runFollowUps, siteLink } from './follow-ups';
import { planStoppedMail } from './mails';
import { toDealerSubscription } from './mappers';
import { saveCard } from './payment-setup';
import { createBillingRepository, type SubscriptionRow } from './repository';
import { createPaymentsRepository } from './repository-payments';
import { subscriptionState } from './state';

export const UPGRADED = 'Successfully upgraded to Pro plan!';
export const SUBSCRIPTION_CANCELED = 'Pro subscription canceled successfully';
export const TRIAL_CANCELED = 'Free trial canceled successfully';
export const SUBSCRIPTION_STOPPED = 'Subscription stopped successfully.';
export const PAYMENT_METHOD_ADDED = 'Payment method added successfully!';
const NO_SUBSCRIPTION = 'Subscription information not available';
const ADD_CARD_FIRST = 'Please add a payment method first';
const ALREADY_PRO = 'You are already on the Pro plan';
const PAYMENT_IN_PROGRESS = 'A payment is already in progress. Please wait a moment and reload the page.';
const STILL_PROCESSING = 'Your bank is still confirming the payment. Your Pro plan starts as soon as it succeeds.';
const ALREADY_CANCELLED = 'This plan is already cancelled';
const AUDITED = ['plan', 'status', 'planExpiresAt', 'nextPaymentDate', 'willAutoRenew'] as const;

type Step = { done: SubscriptionRow } | { retry: string } | { charge: string };

/** The plan changes of the billing service (service.ts spreads them into it). */
export function planChanges(deps: BillingDeps) {
  const { db, clock } = deps;
  return {
    async upgradeToPro(auth: AuthContext): Promise<DealerSubscription> {
      const dealer = await deps.dealers.requireDealer(auth.sub);
      if (dealer.status === 'pending') throw conflict(UNDER_REVIEW);
      if (!dealer.hasValidPaymentMethod) throw new HttpError(402, ADD_CARD_FIRST);
      const now = clock.now();
      const f = followUps();
      const step = await db.transaction(async (tx): Promise<Step> => {
        const billing = createBillingRepository(tx);
        const subscription =
          (await billing.lockSubscription(dealer.id)) ??
          (await billing.insertSubscription({
            dealerId: dealer.id,
            plan: 'free',
            status: 'expired',
            willAutoRenew: false,
            createdAt: now,
            updatedAt: now,
          }));
        const state = subscriptionState(dealer, subscription, now);
        if (subscription.plan === 'pro' && subscription.status === 'active') throw conflict(ALREADY_PRO);
        if (state === 'TRIAL_ACTIVE' || state === 'PRO_CANCELLED_ACTIVE') {
          const paidUntil = state === 'TRIAL_ACTIVE' ? dealer.trialEndDate : subscription.planExpiresAt;
          f.bumpListings = true;
          return {
            done: await billing.updateSubscription(subscription.id, {
              plan: 'pro',
              status: 'active',
              willAutoRenew: true,
              cancelReason: null,
              graceEndDate: null,
              nextPaymentDate: paidUntil,
              planExpiresAt: paidUntil,
              updatedAt: now,
            }),
          };
        }
        if (subscription.status === 'past_due') {
          const fee = await createPaymentsRepository(tx).latestScheduledFee(dealer.id);
          if (fee?.status === 'failed') return { retry: fee.id };
        }
        const fee = await openFee(tx, subscription, 'upgrade', now, now);
        if (!fee) throw conflict(PAYMENT_IN_PROGRESS);
        return { charge: fee.id };
      });
      await runFollowUps(deps, f);
      if ('done' in step) return toDealerSubscription(step.done, dealer);
      const payment = 'retry' in step ? await retryPayment(deps, step.retry) : await chargePayment(deps, step.charge);
      if (!payment) throw conflict(PAYMENT_IN_PROGRESS);
      if (payment.status === 'failed') throw new HttpError(402, payment.failureMessage ?? 'Upgrade failed');
      if (payment.status === 'pending') throw new HttpError(402, STILL_PROCESSING);
      const subscription = await deps.billingRepository.findSubscription(dealer.id);
      return toDealerSubscription(subscription!, dealer);
    },

    async cancelSubscription(auth: AuthContext): Promise<void> {
      const dealer = await deps.dealers.requireDealer(auth.sub);
      const now = clock.now();
      const f = followUps();
      await db.transaction(async (tx) => {
        const billing = createBillingRepository(tx);
        const subscription = await billing.lockSubscription(dealer.id);
        if (!subscription) throw notFound(NO_SUBSCRIPTION);
        if (subscription.plan === 'pro' && subscription.status === 'canceled')
          throw conflict('Your Pro plan is already cancelled');
        if (subscription.plan !== 'pro' || (subscription.status !== 'active' && subscription.status !== 'past_due')) {
          throw conflict('You have no active Pro subscription to cancel');
        }
        const paidUntil =
          subscription.status === 'active'
            ? (subscription.nextPaymentDate ?? subscription.planExpiresAt ?? now)
            : (subscription.planExpiresAt ?? subscription.nextPaymentDate ?? now);
        await billing.updateSubscription(subscription.id, {
          status: 'canceled',
          willAutoRenew: false,
          planExpiresAt: paidUntil,
          graceEndDate: null,
          updatedAt: now,
        });
        f.bumpListings = paidUntil <= now;
      });
      await runFollowUps(deps, f);
    },

    async cancelTrial(auth: AuthContext, body: CancelTrialBody): Promise<void> {
      const dealer = await deps.dealers.requireDealer(auth.sub);
      if (dealer.status === 'pending') throw conflict(UNDER_REVIEW);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const billing = createBillingRepository(tx);
        const subscription = await billing.lockSubscription(dealer.id);
        if (!subscription) throw notFound(NO_SUBSCRIPTION);
        if (subscriptionState(dealer, subscription, now) !== 'TRIAL_ACTIVE')
          throw conflict('Your free trial is not active');
        await billing.updateDealerBilling(dealer.id, { trialCancelledByUser: true, updatedAt: now });
        await billing.updateSubscription(subscription.id, {
          plan: 'free',
          status: 'canceled',
          willAutoRenew: false,
          cancelReason: body.reason,
          updatedAt: now,
        });
      });
      await runFollowUps(deps, { bumpListings: true });
    },

    async stopSubscription(auth: AuthContext, dealerId: string): Promise<DealerSubscription> {
      const now = clock.now();
      const f = followUps();
      const result = await db.transaction(async (tx) => {
        const dealer = await lockDealer(tx, dealerId);
        const billing = createBillingRepository(tx);
        const subscription = await billing.lockSubscription(dealer.id);
        if (!subscription) throw notFound(NO_SUBSCRIPTION);
        if (!canStop(subscription, now)) throw conflict(ALREADY_CANCELLED);
        const trial = subscription.status === 'trialing';
        // The free trial days end with the stop (a later upgrade is charged from then on).
        if (dealer.trialEndDate && dealer.trialEndDate > now)
          await billing.updateDealerBilling(dealer.id, { trialEndDate: now, updatedAt: now });
        const stopped = await billing.updateSubscription(
          subscription.id,
          trial
            ? {
                plan: 'free',
                status: 'canceled',
                willAutoRenew: false,
                cancelReason: 'Stopped by an admin',
                updatedAt: now,
              }
            : {
                status: 'canceled',
                planExpiresAt: now,
                nextPaymentDate: null,
                graceEndDate: null,
                willAutoRenew: false,
                cancelReason: 'Stopped by an admin',
                updatedAt: now,
              },
        );
        await recordAudit(tx, {
          actor: auth,
          action: 'subscription.stop',
          entityType: 'dealer',
          entityId: dealer.id,
          before: snapshot(subscription, AUDITED),
          after: snapshot(stopped, AUDITED),
          at: now,
        });
        f.bumpListings = true;
        await mailDealer(tx, deps, dealer.id, (c) =>
          planStoppedMail(c, trial ? 'trial' : 'pro', deps.config.CONTACT_TO, siteLink(deps)),
        );
        return toDealerSubscription(stopped, dealer);
      });
      await runFollowUps(deps, f);
      return result;
    },

    /** POST /api/billing/confirm-payment-method */
    async confirmPaymentMethod(auth: AuthContext, body: ConfirmPaymentMethodBody): Promise<void> {
      const dealer = await deps.dealers.requireDealer(auth.sub);
      await saveCard(deps, dealer, body.paymentMethodId);
      // The card is saved whatever happens next; a charge that fails again stays in the history.
      await retryOutstanding(deps, dealer.id).catch((error) =>
        deps.log.error({ err: error, dealerId: dealer.id }, 'outstanding payments could not be retried'),
      );
    },
  };
}
