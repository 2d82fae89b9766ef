import type { ReactNode } from 'react';
import type { Payment } from 'shared-contracts';

/** Where a payment row shows its dispute (the disputes feature renders them; the page wires it in). */
export interface DisputeSlots {
  /** The "Dispute" button (with its dialog) of a row that may still be disputed, or nothing. */
  action(payment: Payment): ReactNode;
  /** The dispute's status and outcome under the description, or nothing. */
  outcome(payment: Payment): ReactNode;
}
