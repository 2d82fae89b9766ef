// Money given back (an accepted lead dispute): the refund row of Payment History. The caller
// asks the gateway first (gateway.refund with the key `refund:<disputeId>`, outside any
// transaction), then records the refund with the gateway's reference inside its transaction.
// The key is unique, so recording the same refund twice writes one row.
import type { Tx } from '../../db/client';
import { createPaymentsRepository, type PaymentRow } from '../repository-payments';

export interface RefundRecord {
  /** The lead payment given back. */
  refundOf: Pick<PaymentRow, 'id' | 'dealerId' | 'leadId' | 'cardBrand' | 'cardLast4'>;
  amountCents: number;
  /** What the gateway answered (re_...). */
  gatewayRef: string;
  /** The idempotency key given to gateway.refund, e.g. `refund:<disputeId>`. */
  idempotencyKey: string;
  /** "Refund: disputed lead ..." */
  description: string;
  now: Date;
}

/** The succeeded refund row (Total Paid counts it negative); undefined when this key was recorded before. */
export function recordRefund(tx: Tx, r: RefundRecord): Promise<PaymentRow | undefined> {
  return createPaymentsRepository(tx).insert({
    dealerId: r.refundOf.dealerId, type: 'refund', amountCents: r.amountCents, status: 'succeeded', leadId: r.refundOf.leadId,
    refundOf: r.refundOf.id, idempotencyKey: r.idempotencyKey, gatewayRef: r.gatewayRef, description: r.description,
    cardBrand: r.refundOf.cardBrand, cardLast4: r.refundOf.cardLast4, attempts: 1, createdAt: r.now, updatedAt: r.now,
  });
}
