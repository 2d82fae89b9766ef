import { createElement, type ChangeEvent, type ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { sentBody } from 'shared-auth/testing';
import { makeStats, makeSubscription, ok, pricingInfo, serveBilling } from '../../../testing/billing-fixtures';
import { renderDealerBilling, signInDealer, signOut } from '../../../testing/render-dealer-billing';

// Stripe.js and its React bindings talk to Stripe's servers: stand-ins that keep their contract
// (loadStripe resolves a Stripe object; CardElement reports `complete`; confirmCardSetup answers a SetupIntent).
const mockLoadStripe = jest.fn();
const mockConfirmCardSetup = jest.fn();
const mockCardElement = { kind: 'card-element' };
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (...args: unknown[]) => mockLoadStripe(...args) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  CardElement: ({ onChange }: { onChange(e: { complete: boolean; error?: { message: string } }): void }) =>
    createElement('input', {
      'aria-label': 'Card',
      onChange: (e: ChangeEvent<HTMLInputElement>) =>
        onChange(
          e.target.value === '4242 12/34 123'
            ? { complete: true }
            : {
                complete: false,
                error: e.target.value.length > 3 ? { message: 'Your card number is incomplete.' } : undefined,
              },
        ),
    }),
  useStripe: () => ({ confirmCardSetup: mockConfirmCardSetup }),
  useElements: () => ({ getElement: () => mockCardElement }),
}));

beforeEach(() => {
  signInDealer();
  mockLoadStripe.mockReset();
  mockConfirmCardSetup.mockReset();
});
afterEach(signOut);

const CONFIRM = 'post /api/billing/confirm-payment-method';

function serveStripe(publishableKey: string | null) {
  return serveBilling({
    'get /api/billing/my-stats': ok(makeStats({ subscriptionState: 'PRO_ACTIVE', hasValidPaymentMethod: true })),
    'get /api/billing/my-subscription': ok(makeSubscription({ plan: 'pro', status: 'active' })),
    'get /api/billing/pricing-info': ok(pricingInfo({ gateway: 'stripe', publishableKey })),
  });
}

async function openCardForm() {
  const view = renderDealerBilling();
  await view.user.click(await screen.findByRole('button', { name: 'Replace card' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Replace card' }) };
}

describe('the Stripe card form', () => {
  it('refuses a publishable key that does not start with pk_: "Payment System Error"', async () => {
    serveStripe('sk_live_123');
    const { dialog } = await openCardForm();
    const panel = await within(dialog).findByRole('alert');
    expect(within(panel).getByText('Payment System Error')).toBeInTheDocument();
    expect(within(panel).getByText('Invalid Stripe publishable key format.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(mockLoadStripe).not.toHaveBeenCalled();
  });

  it('says so when Stripe.js cannot load', async () => {
    serveStripe('pk_test_unreachable');
    mockLoadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    const { dialog } = await openCardForm();
    expect(
      await within(dialog).findByText('Failed to initialize Stripe. Please check your internet connection.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Payment System Error')).toBeInTheDocument();
    expect(mockLoadStripe).toHaveBeenCalledWith('pk_test_unreachable');
  });

  it("confirms the card setup with the secret and saves the SetupIntent's payment method once it succeeded", async () => {
    const { called } = serveStripe('pk_test_ok');
    mockLoadStripe.mockResolvedValue({ stripe: true });
    mockConfirmCardSetup.mockResolvedValue({ setupIntent: { status: 'succeeded', payment_method: 'pm_stripe_1' } });
    const { user, dialog } = await openCardForm();
    const card = await within(dialog).findByLabelText('Card');
    const save = within(dialog).getByRole('button', { name: 'Save card' });
    expect(save).toBeDisabled();
    await user.type(card, '4242 12/3');
    expect(within(dialog).getByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.type(card, '4 123');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Payment method added successfully!')).toBeInTheDocument();
    expect(mockConfirmCardSetup).toHaveBeenCalledWith('seti_sb_1_secret_abc', {
      payment_method: { card: mockCardElement },
    });
    expect(sentBody(called(CONFIRM)[0])).toEqual({ paymentMethodId: 'pm_stripe_1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows Stripe's error and saves nothing when the setup fails", async () => {
    const { called } = serveStripe('pk_test_declined');
    mockLoadStripe.mockResolvedValue({ stripe: true });
    mockConfirmCardSetup.mockResolvedValue({ error: { type: 'card_error', message: 'Your card was declined.' } });
    const { user, dialog } = await openCardForm();
    await user.type(await within(dialog).findByLabelText('Card'), '4242 12/34 123');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await within(dialog).findByText('Your card was declined.')).toBeInTheDocument();
    expect(called(CONFIRM)).toHaveLength(0);
  });
});
