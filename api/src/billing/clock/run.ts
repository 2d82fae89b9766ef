// One run of the billing clock: its counts and how each item is handled (one dealer's error is
// logged and does not stop the others).
import type { BillingDeps } from '../deps';
import type { BillingRun } from 'shared-contracts';
import type { PaymentRow } from '../repository-payments';

export type RunCounts = Omit<BillingRun, 'ranAt'>;

export const emptyCounts = (): RunCounts => ({
  remindersSent: 0,
  trialsEnded: 0,
  renewals: 0,
  failedPayments: 0,
  leadsCharged: 0,
  plansExpired: 0,
  dealersPaused: 0,
});

/** Counts a charge's outcome: a failure as failedPayments, a success under `onSuccess`. */
export function tally(run: RunCounts, payment: PaymentRow | undefined, onSuccess?: keyof RunCounts): void {
  if (payment?.status === 'failed') run.failedPayments += 1;
  else if (payment?.status === 'succeeded' && onSuccess) run[onSuccess] += 1;
}

export async function eachItem<T>(
  deps: BillingDeps,
  step: string,
  items: T[],
  handle: (item: T) => Promise<void>,
): Promise<void> {
  for (const item of items) {
    try {
      await handle(item);
    } catch (error) {
      deps.log.error({ err: error, step, item }, 'billing clock: an item failed; the next run tries again');
    }
  }
}
