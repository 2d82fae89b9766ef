import { useEffect, useState } from 'react';
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { LoadingScreen } from 'shared-ui';
import { isPublishableKey, loadStripeOnce } from '../stripe/load-stripe';
import { PaymentSystemError } from './payment-system-error';
import type { ProviderFormProps } from './provider-form';
import { StripeCardFields } from './stripe-card-fields';

const INVALID_KEY = 'Invalid Stripe publishable key format.';
const STRIPE_LOAD_FAILED = 'Failed to initialize Stripe. Please check your internet connection.';

type Load = { state: 'loading' } | { state: 'ready'; stripe: Stripe } | { state: 'failed' };

/** The Stripe card form: checks the key, loads Stripe.js, then Elements with the card entry. */
export default function StripeCardForm({
  publishableKey,
  ...form
}: ProviderFormProps & { publishableKey: string | null }) {
  const validKey = isPublishableKey(publishableKey);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    if (!validKey) return undefined;
    let live = true;
    loadStripeOnce(publishableKey).then(
      (stripe) => live && setLoad(stripe ? { state: 'ready', stripe } : { state: 'failed' }),
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [validKey, publishableKey]);

  if (!validKey) return <PaymentSystemError message={INVALID_KEY} />;
  if (load.state === 'failed') return <PaymentSystemError message={STRIPE_LOAD_FAILED} />;
  if (load.state === 'loading') return <LoadingScreen message="Loading payment setup..." />;
  return (
    <Elements stripe={load.stripe}>
      <StripeCardFields {...form} />
    </Elements>
  );
}
