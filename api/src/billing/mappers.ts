// Billing rows -> the contract's shapes (dates as ISO strings, money in dollars).
import type { DealerSubscription, DisputeSummary, Payment } from 'shared-contracts';
import { disputableUntil } from './calendar';
import type { SubscriptionRow } from './repository';
import { nextPaymentDue } from './state';
import type { DisputeRow, PaymentRow } from './repository-payments';

export function toDealerSubscription(
  subscription: SubscriptionRow,
  dealer: { trialEndDate: Date | null },
): DealerSubscription {
  return {
    id: subscription.id,
    plan: subscription.plan,
    status: subscription.status,
    planExpiresAt: subscription.planExpiresAt?.toISOString() ?? null,
    trialEndDate: dealer.trialEndDate?.toISOString() ?? null,
    // None when no payment is due (a failed one is retried: the stats' failedPayment).
    nextPaymentDate: nextPaymentDue(subscription)?.toISOString() ?? null,
    monthlyFee: subscription.monthlyFeeCents / 100,
    cplRate: subscription.cplRateCents / 100,
  };
}

function toDisputeSummary(d: DisputeRow): DisputeSummary {
  return {
    id: d.id,
    status: d.status,
    reason: d.reason,
    details: d.details,
    resolutionNote: d.resolutionNote,
    autoResolved: d.autoResolved,
    createdAt: d.createdAt.toISOString(),
    resolvedAt: d.resolvedAt?.toISOString() ?? null,
  };
}

export function toPayment(p: PaymentRow, dispute: DisputeRow | null, now: Date): Payment {
  return {
    id: p.id,
    type: p.type,
    amount: p.amountCents / 100,
    status: p.status,
    createdAt: p.createdAt.toISOString(),
    description: p.description,
    failureMessage: p.status === 'failed' ? p.failureMessage : null,
    leadId: p.leadId,
    card: p.cardLast4 ? { brand: p.cardBrand ?? 'card', last4: p.cardLast4 } : null,
    disputableUntil: disputableUntil(p, now)?.toISOString() ?? null,
    dispute: dispute ? toDisputeSummary(dispute) : null,
  };
}
