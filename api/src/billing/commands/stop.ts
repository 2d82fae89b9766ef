// Stop Active Plan (admin; the id is the dealer's): ends the trial or the Pro plan at once (a
// cancelled Pro plan still in its paid period too), without refund; recorded in the audit trail, the dealer mailed, the listings leave the search.
import type { FastifyInstance } from 'fastify';
import type { DealerSubscription } from 'shared-contracts';
import { recordAudit, snapshot } from '../../audit/service';
import { lockDealer } from '../../dealers/service';
import { conflict, notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import { canStop } from '../actions';
import { followUps, mailDealer, runFollowUps, siteLink } from '../follow-ups';
import { planStoppedMail } from '../mails';
import { toDealerSubscription } from '../mappers';
import { createBillingRepository } from '../repository';

export const SUBSCRIPTION_STOPPED = 'Subscription stopped successfully.';
const ALREADY_CANCELLED = 'This plan is already cancelled';
const AUDITED = ['plan', 'status', 'planExpiresAt', 'nextPaymentDate', 'willAutoRenew'] as const;

export async function stopSubscription(
  app: FastifyInstance,
  auth: AuthContext,
  dealerId: string,
): Promise<DealerSubscription> {
  const now = app.clock.now();
  const f = followUps();
  const result = await app.db.transaction(async (tx) => {
    const dealer = await lockDealer(tx, dealerId);
    const billing = createBillingRepository(tx);
    const subscription = await billing.lockSubscription(dealer.id);
    if (!subscription) throw notFound('Subscription information not available');
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
    await mailDealer(tx, app, dealer.id, (c) =>
      planStoppedMail(c, trial ? 'trial' : 'pro', app.config.CONTACT_TO, siteLink(app)),
    );
    return toDealerSubscription(stopped, dealer);
  });
  await runFollowUps(app, f);
  return result;
}
