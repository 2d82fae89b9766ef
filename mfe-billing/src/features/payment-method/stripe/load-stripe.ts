import type { Stripe } from '@stripe/stripe-js';

/** A Stripe publishable key (spec 2 section 5: it must start with pk_). */
export function isPublishableKey(key: string | null | undefined): key is string {
  return typeof key === 'string' && key.startsWith('pk_');
}

const loads = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for `publishableKey`, loaded on first use only (the sandbox never downloads it) and
 * once per key, as Stripe asks. A failed load is forgotten so "Refresh Page" or a later form can try again.
 */
export function loadStripeOnce(publishableKey: string): Promise<Stripe | null> {
  let load = loads.get(publishableKey);
  if (!load) {
    load = import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(publishableKey));
    load.catch(() => loads.delete(publishableKey));
    loads.set(publishableKey, load);
  }
  return load;
}
