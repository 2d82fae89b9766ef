// The one way money is charged. The payment row is written first (pending, with its
// idempotency key) and committed; then the gateway is called with the same key (never inside a
// transaction: a retry of the call, by this or another instance, moves money once); then the
// outcome is recorded, only if the row is still pending, with its effects in that transaction.
import type { BillingDeps } from '../deps';
import type { ChargeResult } from '../gateway/port';
import { followUps, runFollowUps } from '../follow-ups';
import { createPaymentsRepository, type PaymentRow, type PaymentStatus } from '../repository-payments';
import { applyFailed, applySucceeded } from './effects';

const NO_CARD = 'No card on file. Please add a card.';

/** The key of this attempt: the payment's own for the first, one per retry after it (a retry is a new charge). */
function attemptKey(payment: Pick<PaymentRow, 'idempotencyKey' | 'attempts' | 'id'>): string {
  const key = payment.idempotencyKey ?? `payment:${payment.id}`;
  return payment.attempts <= 1 ? key : `${key}:attempt-${payment.attempts}`;
}

/**
 * Charges a pending payment with the dealer's saved card and records the outcome. Answers the
 * payment as it is afterwards (still pending when the gateway could not be reached: the billing
 * clock calls again with the same key).
 */
export async function chargePayment(deps: BillingDeps, paymentId: string): Promise<PaymentRow | undefined> {
  const payment = await createPaymentsRepository(deps.db).findById(paymentId);
  if (!payment || payment.status !== 'pending' || payment.type === 'refund') return payment;
  const dealer = await deps.billingRepository.findDealer(payment.dealerId);
  const card = { brand: dealer?.cardBrand ?? null, last4: dealer?.cardLast4 ?? null };
  let result: ChargeResult;
  if (!dealer?.stripeCustomerId || !dealer.stripePaymentMethodId || !dealer.hasValidPaymentMethod) {
    result = { status: 'failed', ref: null, message: NO_CARD };
  } else {
    try {
      result = await deps.paymentGateway.charge({
        customerId: dealer.stripeCustomerId,
        paymentMethodId: dealer.stripePaymentMethodId,
        amountCents: payment.amountCents,
        description: payment.description,
        idempotencyKey: attemptKey(payment),
        metadata: { paymentId: payment.id, dealerId: payment.dealerId, type: payment.type },
      });
    } catch (error) {
      deps.log.error({ err: error, paymentId }, 'the charge could not be completed; the billing clock tries again');
      return payment;
    }
  }
  return recordChargeOutcome(deps, paymentId, result, ['pending'], card);
}

/**
 * Records a charge's outcome if the payment is still in one of `from` (pending; a provider
 * event may also settle a failed one), with its effects, then mails. The caller that changes
 * the row is the only one that applies the effects.
 */
export async function recordChargeOutcome(
  deps: BillingDeps,
  paymentId: string,
  result: ChargeResult,
  from: PaymentStatus[],
  card: { brand: string | null; last4: string | null } = { brand: null, last4: null },
): Promise<PaymentRow | undefined> {
  const f = followUps();
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const repo = createPaymentsRepository(tx);
    if (result.status === 'pending') {
      return (
        (await repo.settle(paymentId, ['pending'], { gatewayRef: result.ref, updatedAt: now })) ??
        repo.findById(paymentId)
      );
    }
    const settled =
      result.status === 'succeeded'
        ? await repo.settle(paymentId, from, {
            status: 'succeeded',
            gatewayRef: result.ref,
            failureMessage: null,
            cardBrand: result.card?.brand ?? card.brand ?? undefined,
            cardLast4: result.card?.last4 ?? card.last4 ?? undefined,
            updatedAt: now,
          })
        : await repo.settle(paymentId, from, {
            status: 'failed',
            gatewayRef: result.ref ?? undefined,
            failureMessage: result.message,
            cardBrand: card.brand ?? undefined,
            cardLast4: card.last4 ?? undefined,
            updatedAt: now,
          });
    if (!settled) return repo.findById(paymentId);
    if (result.status === 'succeeded') return applySucceeded(tx, deps, settled, now, f);
    await applyFailed(tx, deps, settled, now);
    return settled;
  });
  await runFollowUps(deps, f);
  return row;
}

/** One more attempt at a failed payment (a new card, an upgrade, the clock in the grace period); undefined when another caller took it. */
export async function retryPayment(deps: BillingDeps, paymentId: string): Promise<PaymentRow | undefined> {
  const claimed = await createPaymentsRepository(deps.db).claimRetry(paymentId, deps.clock.now());
  return claimed ? chargePayment(deps, claimed.id) : undefined;
}
