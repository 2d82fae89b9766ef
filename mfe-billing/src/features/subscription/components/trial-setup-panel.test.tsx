import { screen, waitFor, within } from '@testing-library/react';
import { sentBody } from 'shared-auth/testing';
import { makeStats, makeSubscription, ok, serveBilling } from '../../../testing/billing-fixtures';
import { DEMO_DEALER, renderDealerBilling, signInDealer, signOut } from '../../../testing/render-dealer-billing';

beforeEach(() => signInDealer());
afterEach(signOut);

const SETUP = 'post /api/auth/setup-trial';
const saved = ok(makeSubscription({ plan: 'pro' }), 'Trial setup saved');

describe('After your free month (trial setup)', () => {
  it('continuing on Pro without a card asks for one first, then saves the choice with its payment method', async () => {
    let chosen = false;
    const { called } = serveBilling({
      'get /api/billing/my-stats': () =>
        ok(makeStats(chosen ? { hasValidPaymentMethod: true, nextBillingDate: '2026-04-20T12:00:00.000Z' } : {})),
      'get /api/billing/my-subscription': () => ok(makeSubscription(chosen ? { plan: 'pro' } : {})),
      'post /api/billing/sandbox/confirm-setup': ok({ status: 'succeeded', paymentMethodId: 'pm_sb_trial' }),
      [SETUP]: () => {
        chosen = true;
        return saved;
      },
    });
    const { user } = renderDealerBilling();
    const panel = await screen.findByRole('region', { name: 'After your free month' });
    expect(panel).toHaveTextContent('Your trial ends on April 20, 2026.');
    expect(within(panel).getByRole('radio', { name: /Stop at the end of the trial/ })).toBeChecked();
    const save = within(panel).getByRole('button', { name: 'Save choice' });
    expect(save).toBeDisabled();
    await user.click(within(panel).getByRole('radio', { name: /Continue on Pro automatically/ }));
    expect(panel).toHaveTextContent(
      '$200.00 a month from April 20, 2026, plus $75.00 per verified lead. A card is required.',
    );
    await user.click(save);

    const dialog = await screen.findByRole('dialog', { name: 'Add a payment method' });
    expect(called(SETUP)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Use test card 4242 4242 4242 4242' }));
    await user.type(within(dialog).getByLabelText('Expiry month (MM)'), '1');
    await user.type(within(dialog).getByLabelText('Expiry year (YY)'), '40');
    await user.type(within(dialog).getByLabelText('CVC'), '999');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save card' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('Trial setup saved')).toBeInTheDocument();
    expect(screen.getByText('Payment method added successfully!')).toBeInTheDocument();
    expect(sentBody(called(SETUP)[0])).toEqual({
      userId: DEMO_DEALER.id,
      selectedPlan: 'pro',
      willAutoRenew: true,
      paymentMethodId: 'pm_sb_trial',
    });
    expect(await screen.findByText('Next billing date: April 20, 2026')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(panel).getByRole('radio', { name: /Continue on Pro automatically/ })).toBeChecked();
    expect(within(panel).getByRole('button', { name: 'Save choice' })).toBeDisabled();
  });

  it('with a card on file saves at once; stopping at the end sends the free plan without renewal', async () => {
    const { called } = serveBilling({
      'get /api/billing/my-stats': ok(
        makeStats({ hasValidPaymentMethod: true, nextBillingDate: '2026-04-20T12:00:00.000Z' }),
      ),
      'get /api/billing/my-subscription': ok(makeSubscription({ plan: 'pro' })),
      [SETUP]: saved,
    });
    const { user } = renderDealerBilling();
    const panel = await screen.findByRole('region', { name: 'After your free month' });
    expect(within(panel).getByRole('radio', { name: /Continue on Pro automatically/ })).toBeChecked();
    await user.click(within(panel).getByRole('radio', { name: /Stop at the end of the trial/ }));
    await user.click(within(panel).getByRole('button', { name: 'Save choice' }));
    await waitFor(() => expect(called(SETUP)).toHaveLength(1));
    expect(sentBody(called(SETUP)[0])).toEqual({ userId: DEMO_DEALER.id, selectedPlan: 'free', willAutoRenew: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('toasts "Setup failed" when the save fails', async () => {
    serveBilling({
      'get /api/billing/my-stats': ok(makeStats({ hasValidPaymentMethod: true })),
      [SETUP]: { status: 500 },
    });
    const { user } = renderDealerBilling();
    const panel = await screen.findByRole('region', { name: 'After your free month' });
    await user.click(within(panel).getByRole('radio', { name: /Continue on Pro automatically/ }));
    await user.click(within(panel).getByRole('button', { name: 'Save choice' }));
    expect(await screen.findByText('Setup failed')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Save choice' })).toBeEnabled();
  });
});
