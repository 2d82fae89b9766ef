// The monthly fee's payment rows. A scheduled fee (renewal, trial end) is keyed by its
// subscription and period start, `sub:<subscription>:<start>`, so however many clock runs or
// instances reach the same period, one row exists; an upgrade charged now is a new purchase
// each time it is asked for, keyed `upgrade:<subscription>:<now>:<random>`. The caller's transaction holds the subscription row, and no
// second fee is opened while one is being charged (a double click, the clock and an upgrade at once).
import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client';
import { addMonthsUtc, periodDescription } from '../calendar';
import type { SubscriptionRow } from '../repository';
import { createPaymentsRepository, type PaymentRow } from '../repository-payments';

export type FeeKind = 'sub' | 'upgrade';

/** The pending fee for [start, start + 1 month), or undefined when a fee is being charged already or this period has one. */
export async function openFee(
  tx: Tx,
  subscription: SubscriptionRow,
  kind: FeeKind,
  start: Date,
  now: Date,
): Promise<PaymentRow | undefined> {
  const payments = createPaymentsRepository(tx);
  if (await payments.hasPendingSubscriptionPayment(subscription.dealerId)) return undefined;
  const end = addMonthsUtc(start, 1);
  return payments.insert({
    dealerId: subscription.dealerId,
    type: 'subscription',
    amountCents: subscription.monthlyFeeCents,
    status: 'pending',
    idempotencyKey: `${kind}:${subscription.id}:${start.toISOString()}${kind === 'upgrade' ? `:${randomUUID()}` : ''}`,
    description: periodDescription(start, end),
    periodStart: start,
    periodEnd: end,
    attempts: 1,
    createdAt: now,
    updatedAt: now,
  });
}
