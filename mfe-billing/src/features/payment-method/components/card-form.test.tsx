import { act, screen, waitFor, within } from '@testing-library/react';
import type { FakeReply } from 'shared-auth/testing';
import { makeStats, ok, pricingInfo, serveBilling } from '../../../testing/billing-fixtures';
import { renderDealerBilling, signInDealer, signOut } from '../../../testing/render-dealer-billing';

beforeEach(() => signInDealer());
afterEach(signOut);

const SETUP = 'post /api/billing/setup-payment-method';

describe('the card form', () => {
  it('says "Loading payment setup..." until it knows the payment system, then shows the sandbox form in test mode', async () => {
    let pricing: (reply: FakeReply) => void = () => undefined;
    serveBilling({
      'get /api/billing/pricing-info': () =>
        new Promise<FakeReply>((resolve) => {
          pricing = resolve;
        }),
    });
    const { user } = renderDealerBilling();
    await user.click(await screen.findByRole('button', { name: 'Add card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add card' });
    expect(within(dialog).getByText('Loading payment setup...')).toBeInTheDocument();
    await act(async () => pricing(ok(pricingInfo())));
    expect(await within(dialog).findByText('Test mode — no real money')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save card' })).toBeDisabled();
  });

  it('shows "Payment setup failed" with "Failed to initialize payment setup" when no setup secret comes, and tries again', async () => {
    let reply: FakeReply = { status: 500 };
    const { called } = serveBilling({ [SETUP]: () => reply });
    const { user } = renderDealerBilling();
    await user.click(await screen.findByRole('button', { name: 'Add card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add card' });
    const panel = await within(dialog).findByRole('alert');
    expect(panel).toHaveTextContent('Payment setup failed');
    expect(panel).toHaveTextContent('Failed to initialize payment setup');
    reply = ok({ clientSecret: 'seti_sb_2_secret_x' });
    await user.click(within(panel).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByLabelText('Card number')).toBeInTheDocument();
    expect(called(SETUP)).toHaveLength(2);
  });

  it('asks a new setup secret each time it opens, and reloads the billing data after a card is saved', async () => {
    const { called } = serveBilling({
      'get /api/billing/my-stats': ok(makeStats({ subscriptionState: 'PRO_ACTIVE', hasValidPaymentMethod: true })),
      'post /api/billing/sandbox/confirm-setup': ok({ status: 'succeeded', paymentMethodId: 'pm_sb_new' }),
    });
    const { user } = renderDealerBilling();
    await user.click(await screen.findByRole('button', { name: 'Replace card' }));
    let dialog = await screen.findByRole('dialog', { name: 'Replace card' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Replace card' }));
    dialog = await screen.findByRole('dialog', { name: 'Replace card' });
    await user.click(within(dialog).getByRole('button', { name: 'Use test card 4242 4242 4242 4242' }));
    await user.type(within(dialog).getByLabelText('Expiry month (MM)'), '09');
    await user.type(within(dialog).getByLabelText('Expiry year (YY)'), '31');
    await user.type(within(dialog).getByLabelText('CVC'), '1234');
    const stats = called('get /api/billing/my-stats').length;
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save card' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Payment method added successfully!')).toBeInTheDocument();
    await waitFor(() => expect(called('get /api/billing/my-stats').length).toBeGreaterThan(stats));
    expect(called(SETUP)).toHaveLength(2);
  });
});
