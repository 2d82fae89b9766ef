// Payment History and receipts: the signed-in dealer's own payments only (another dealer's,
// or a malformed id, is 'Payment not found').
import type { BillingDeps } from '../deps';
import type { Payment, PaymentsQuery, Receipt } from 'shared-contracts';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { AuthContext } from '../../plugins/auth';
import { receiptNumber } from '../charges/effects';
import { toPayment } from '../mappers';
import { createPaymentsRepository } from '../repository-payments';

const PAYMENT_NOT_FOUND = 'Payment not found';
/** Who issues the receipts. */
const SELLER_NAME = 'LeaseMarket';

/** GET /api/billing/my-payments: newest first, with each lead charge's dispute window and dispute. */
export async function myPayments(
  deps: BillingDeps,
  auth: AuthContext,
  q: PaymentsQuery,
): Promise<{ payments: Payment[]; total: number }> {
  const dealer = await deps.dealers.requireDealer(auth.sub);
  const { rows, total } = await createPaymentsRepository(deps.db).page(dealer.id, q.page, q.limit);
  const now = deps.clock.now();
  return { payments: rows.map((r) => toPayment(r.payment, r.dispute, now)), total };
}

/** GET /api/billing/my-payments/:id */
export async function paymentReceipt(deps: BillingDeps, auth: AuthContext, id: string): Promise<Receipt> {
  const dealer = await deps.dealers.requireDealer(auth.sub);
  const found = isUuid(id) ? await createPaymentsRepository(deps.db).findOwned(dealer.id, id) : undefined;
  if (!found) throw notFound(PAYMENT_NOT_FOUND);
  const billedTo = await deps.billingRepository.billedTo(dealer.id);
  if (!billedTo) throw notFound(PAYMENT_NOT_FOUND);
  return {
    payment: toPayment(found.payment, found.dispute, deps.clock.now()),
    receiptNumber: receiptNumber(found.payment.id),
    dealer: billedTo,
    seller: { name: SELLER_NAME, email: deps.config.CONTACT_TO },
  };
}
