// The dealer's cancellations.
// - Cancel Subscription (Pro active, or its payment failed): no more renewals; the plan stays
//   until the end of the paid period (PRO_CANCELLED_ACTIVE, then PRO_CANCELLED_EXPIRED); no
//   refund for the partial month. A plan whose payment failed has no paid days left: it ends now.
// - Cancel Trial (a reason from the list): the trial ends at once (TRIAL_EXPIRED).
import type { FastifyInstance } from 'fastify';
import type { CancelTrialBody } from 'shared-contracts';
import { requireDealer } from '../../dealers/service';
import { conflict, notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import { UNDER_REVIEW } from '../actions';
import { followUps, runFollowUps } from '../follow-ups';
import { createBillingRepository } from '../repository';
import { subscriptionState } from '../state';

export const SUBSCRIPTION_CANCELED = 'Pro subscription canceled successfully';
export const TRIAL_CANCELED = 'Free trial canceled successfully';
const NO_SUBSCRIPTION = 'Subscription information not available';

export async function cancelSubscription(app: FastifyInstance, auth: AuthContext): Promise<void> {
  const dealer = await requireDealer(app, auth.sub);
  const now = app.clock.now();
  const f = followUps();
  await app.db.transaction(async (tx) => {
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
  await runFollowUps(app, f);
}

export async function cancelTrial(app: FastifyInstance, auth: AuthContext, body: CancelTrialBody): Promise<void> {
  const dealer = await requireDealer(app, auth.sub);
  if (dealer.status === 'pending') throw conflict(UNDER_REVIEW);
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
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
  await runFollowUps(app, { bumpListings: true });
}
