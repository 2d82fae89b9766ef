import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from 'shared-auth';
import { reloadBilling } from '../../../shared/lib/billing-cache';
import { NEEDS_CARD, upgradeToPro } from '../api/upgrade-to-pro';

/** closed, the confirm modal, the card form (no valid card), the upgrade call, the success modal. */
type UpgradeStep = 'closed' | 'confirm' | 'card' | 'upgrading' | 'success';

export interface UpgradeFlow {
  step: UpgradeStep;
  /** Opens the confirm modal (step 1). */
  start(): void;
  /** The dealer confirmed: the card form when there is no valid card (step 2), else the upgrade (step 3). */
  confirm(): void;
  /** The card form saved a card: the upgrade follows. */
  cardSaved(): void;
  close(): void;
}

/**
 * The upgrade flow of spec 2 section 4, step by step: confirm; without a valid payment method
 * the confirm modal closes and the card form shows; the upgrade call; on success the billing
 * data is reloaded and the success modal shows. A failure was toasted by the call (the server's
 * message or "Upgrade failed"); the data is reloaded all the same (a declined charge is listed).
 */
export function useUpgradeFlow(hasValidPaymentMethod: boolean): UpgradeFlow {
  const client = useQueryClient();
  const [step, setStepState] = useState<UpgradeStep>('closed');
  // The card form answers asynchronously: it may only continue a flow that still waits for it.
  const current = useRef<UpgradeStep>('closed');
  const setStep = useCallback((next: UpgradeStep) => {
    current.current = next;
    setStepState(next);
  }, []);

  const upgrade = useCallback(async () => {
    setStep('upgrading');
    try {
      await upgradeToPro();
      await reloadBilling(client);
      setStep('success');
    } catch (error) {
      void reloadBilling(client);
      const needsCard = error instanceof ApiError && error.status === 402 && error.message === NEEDS_CARD;
      setStep(needsCard ? 'card' : 'closed');
    }
  }, [client, setStep]);

  return {
    step,
    start: () => setStep('confirm'),
    confirm: () => {
      if (current.current !== 'confirm') return;
      if (hasValidPaymentMethod) void upgrade();
      else setStep('card');
    },
    cardSaved: () => {
      if (current.current === 'card') void upgrade();
    },
    close: () => {
      if (current.current !== 'upgrading') setStep('closed');
    },
  };
}
