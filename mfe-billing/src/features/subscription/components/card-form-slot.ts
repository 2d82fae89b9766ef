import type { ReactNode } from 'react';

/**
 * Where a screen of this feature needs the card form (the upgrade flow, the trial setup): the
 * page composing the features renders it (payment-method's CardFormDialog takes these props).
 */
interface CardFormSlot {
  open: boolean;
  title: string;
  intro: string;
  submitLabel: string;
  onSaved(paymentMethodId: string): void;
  onClose(): void;
}

export type RenderCardForm = (slot: CardFormSlot) => ReactNode;
