import type { Payment, PaymentType } from 'shared-contracts';
import { formatUsd } from '../../../shared/lib/money';

export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  subscription: 'Subscription',
  lead: 'Lead',
  refund: 'Refund',
};

/** A refund is money back: shown with a minus. */
export function paymentAmount(payment: Payment): string {
  return payment.type === 'refund' ? `−${formatUsd(payment.amount)}` : formatUsd(payment.amount);
}
