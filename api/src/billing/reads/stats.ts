// GET /api/billing/my-stats: the dealer's plan as facts the pages show (state, dates, the card,
// a failed payment still owed, what the dealer may do), so no page works them out again.
import type { AdminBilling, BillingStats, FailedPayment } from 'shared-contracts';
import { DEALER_NOT_FOUND } from '../../dealers/service';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { allowedActions, canStop } from '../actions';
import { outstandingPayments } from '../charges/outstanding';
import { canReceiveLeads } from '../eligibility';
import type { BillingDealerRow } from '../repository';
import type { PaymentRow } from '../repository-payments';
import type { BillingDeps } from '../deps';
import { freeLeadsUntil, subscriptionState, trialDaysRemaining } from '../state';

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

function toFailedPayment(p: PaymentRow, graceEndDate: Date | null): FailedPayment {
  return {
    paymentId: p.id,
    type: p.type,
    description: p.description,
    amount: p.amountCents / 100,
    failedAt: p.updatedAt.toISOString(),
    reason: p.failureMessage,
    card: p.cardLast4 ? { brand: p.cardBrand ?? 'card', last4: p.cardLast4 } : null,
    graceEndDate: p.type === 'subscription' ? iso(graceEndDate) : null,
  };
}

/** GET /api/billing/my-stats */
export async function billingStats(deps: BillingDeps, userId: string): Promise<BillingStats> {
  return (await billingFacts(deps, await deps.dealers.requireDealer(userId))).stats;
}

/** GET /api/billing/subscriptions/:id (admin): the dealer's facts and whether Stop Active Plan applies. */
export async function adminDealerBilling(deps: BillingDeps, dealerId: string): Promise<AdminBilling> {
  const dealer = isUuid(dealerId) ? await deps.billingRepository.findDealer(dealerId) : undefined;
  if (!dealer) throw notFound(DEALER_NOT_FOUND);
  const { stats, subscription } = await billingFacts(deps, dealer);
  return { ...stats, canStop: canStop(subscription, deps.clock.now()) };
}

async function billingFacts(deps: BillingDeps, dealer: BillingDealerRow) {
  const now = deps.clock.now();
  const [subscription, paidCents, totalLeads, owed] = await Promise.all([
    deps.billingRepository.findSubscription(dealer.id),
    deps.billingRepository.paidCents(dealer.id),
    deps.dealers.totalLeadsReceived(dealer.id),
    outstandingPayments(deps, dealer.id),
  ]);
  const state = subscriptionState(dealer, subscription, now);
  let nextBillingDate: Date | null = null;
  // The next charge of a Pro plan in good standing (a plan whose payment failed is retried instead).
  if (state === 'PRO_ACTIVE' && subscription?.status === 'active')
    nextBillingDate = subscription.nextPaymentDate ?? subscription.planExpiresAt ?? null;
  else if (state === 'TRIAL_ACTIVE' && subscription?.plan === 'pro' && subscription.willAutoRenew)
    nextBillingDate = dealer.trialEndDate;
  const stats: BillingStats = {
    totalLeads,
    totalCharges: paidCents / 100,
    subscriptionState: state,
    hasValidPaymentMethod: dealer.hasValidPaymentMethod,
    trialDaysRemaining: trialDaysRemaining(dealer, subscription, now),
    nextBillingDate: iso(nextBillingDate),
    canReceiveLeads: canReceiveLeads(dealer, subscription, now),
    accountStatus: dealer.status,
    freeLeadsUntil: iso(freeLeadsUntil(dealer, subscription, now)),
    card:
      dealer.hasValidPaymentMethod && dealer.cardLast4
        ? { brand: dealer.cardBrand ?? 'card', last4: dealer.cardLast4 }
        : null,
    failedPayment: owed[0] ? toFailedPayment(owed[0], subscription?.graceEndDate ?? null) : null,
    actions: allowedActions(dealer, subscription, state),
  };
  return { stats, subscription };
}
