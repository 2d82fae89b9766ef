// Upgrade to Pro (needs a valid card: 402 'Please add a payment method first'):
// - in the free trial: Pro starts now without a charge; the first month is charged at the
//   trial's end and leads stay free until then (the upgrade keeps the free days);
// - a dealership waiting for approval: 409 (its trial has not started);
// - cancelled but still paid: resumed, charged again at the end of the paid period;
// - payment failed (grace period or paused): the outstanding fee is charged again now;
// - otherwise (trial over or cancelled, Pro expired or stopped): the first month is charged now;
//   a declined card answers 402 with the issuer's message and changes nothing but the failed
//   payment in the history.
import type { FastifyInstance } from 'fastify';
import type { DealerSubscription } from 'shared-contracts';
import { requireDealer } from '../../dealers/service';
import { conflict, HttpError } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import { UNDER_REVIEW } from '../actions';
import { chargePayment, retryPayment } from '../charges/charge';
import { openFee } from '../charges/fees';
import { followUps, runFollowUps } from '../follow-ups';
import { toDealerSubscription } from '../mappers';
import { createBillingRepository, type SubscriptionRow } from '../repository';
import { createPaymentsRepository } from '../repository-payments';
import { subscriptionState } from '../state';

export const UPGRADED = 'Successfully upgraded to Pro plan!';
const ADD_CARD_FIRST = 'Please add a payment method first';
const ALREADY_PRO = 'You are already on the Pro plan';
const PAYMENT_IN_PROGRESS = 'A payment is already in progress. Please wait a moment and reload the page.';
const STILL_PROCESSING = 'Your bank is still confirming the payment. Your Pro plan starts as soon as it succeeds.';

type Step = { done: SubscriptionRow } | { retry: string } | { charge: string };

export async function upgradeToPro(app: FastifyInstance, auth: AuthContext): Promise<DealerSubscription> {
  const dealer = await requireDealer(app, auth.sub);
  if (dealer.status === 'pending') throw conflict(UNDER_REVIEW);
  if (!dealer.hasValidPaymentMethod) throw new HttpError(402, ADD_CARD_FIRST);
  const now = app.clock.now();
  const f = followUps();
  const step = await app.db.transaction(async (tx): Promise<Step> => {
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
  await runFollowUps(app, f);
  if ('done' in step) return toDealerSubscription(step.done, dealer);
  const payment = 'retry' in step ? await retryPayment(app, step.retry) : await chargePayment(app, step.charge);
  if (!payment) throw conflict(PAYMENT_IN_PROGRESS);
  if (payment.status === 'failed') throw new HttpError(402, payment.failureMessage ?? 'Upgrade failed');
  if (payment.status === 'pending') throw new HttpError(402, STILL_PROCESSING);
  const subscription = await app.billingRepository.findSubscription(dealer.id);
  return toDealerSubscription(subscription!, dealer);
}
