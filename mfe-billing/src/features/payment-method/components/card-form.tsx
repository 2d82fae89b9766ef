import { lazy, Suspense } from 'react';
import { notify } from 'shared-auth';
import { ErrorPanel, LoadingScreen } from 'shared-ui';
import { usePricingInfo } from '../../../shared/api/get-pricing-info';
import { useSetupSecret } from '../api/create-setup-intent';
import { confirmPaymentMethod } from '../api/confirm-payment-method';
import { SandboxCardForm } from './sandbox-card-form';

// Stripe's React bindings load only when the Stripe gateway is configured.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

const CARD_SAVED = 'Payment method added successfully!';

export interface CardFormProps {
  /** The submit button's label ("Save card" by default). */
  submitLabel?: string;
  /** The card is the dealer's payment method now (confirmed with the provider and the product; toasted). */
  onSaved(paymentMethodId: string): void;
  onCancel(): void;
}

/**
 * Adds or replaces the dealer's card (spec 2 section 4, upgrade step 2): a setup secret from the
 * API, the card confirmed with the payment provider (Stripe Elements, or the sandbox form when
 * the API runs the sandbox gateway), then confirm-payment-method and the toast.
 */
export function CardForm({ submitLabel = 'Save card', onSaved, onCancel }: CardFormProps) {
  const pricing = usePricingInfo();
  const secret = useSetupSecret();
  const onConfirmed = async (paymentMethodId: string) => {
    await confirmPaymentMethod(paymentMethodId);
    notify(CARD_SAVED, 'success');
    onSaved(paymentMethodId);
  };

  const loading = <LoadingScreen message="Loading payment setup..." />;
  if (pricing.isPending) return loading;
  if (pricing.isError)
    return (
      <ErrorPanel title="Payment setup failed" message={pricing.error.message} onRetry={() => void pricing.refetch()} />
    );
  if (secret.isError)
    return (
      <ErrorPanel title="Payment setup failed" message={secret.error.message} onRetry={() => void secret.refetch()} />
    );
  const form = { clientSecret: secret.data, onConfirmed, submitLabel, onCancel };
  const { gateway, publishableKey } = pricing.data.payment;
  if (gateway === 'stripe') {
    return (
      <Suspense fallback={loading}>
        <StripeCardForm publishableKey={publishableKey} {...form} />
      </Suspense>
    );
  }
  return <SandboxCardForm {...form} />;
}
