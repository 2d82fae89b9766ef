import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { sentBody, type FakeReply } from 'shared-auth/testing';
import { makeStats, makeSubscription, ok, serveBilling, type Handler } from '../../../testing/billing-fixtures';
import { renderDealerBilling, signInDealer, signOut } from '../../../testing/render-dealer-billing';

beforeEach(() => signInDealer());
afterEach(signOut);

const UPGRADE = 'post /api/billing/upgrade-to-pro';
const SANDBOX = 'post /api/billing/sandbox/confirm-setup';
const CONFIRM = 'post /api/billing/confirm-payment-method';
const STATS = 'get /api/billing/my-stats';

const upgraded = ok(makeSubscription({ plan: 'pro', status: 'active' }), 'Successfully upgraded to Pro plan!');

/** A dealer in trial (with or without a card) whose upgrade answers `upgrade`. */
function serve(hasValidPaymentMethod: boolean, routes: Record<string, Handler> = {}) {
  let upgradedYet = false;
  return serveBilling({
    [STATS]: () =>
      ok(
        makeStats(
          upgradedYet
            ? {
                subscriptionState: 'PRO_ACTIVE',
                hasValidPaymentMethod: true,
                nextBillingDate: '2026-04-20T12:00:00.000Z',
              }
            : { hasValidPaymentMethod },
        ),
      ),
    [UPGRADE]: () => {
      upgradedYet = true;
      return upgraded;
    },
    ...routes,
  });
}

async function startUpgrade(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
  const confirm = await screen.findByRole('dialog', { name: 'Upgrade to Pro' });
  expect(confirm).toHaveTextContent(
    'Pro starts today and you keep your free days: leads stay free and the $200.00 monthly fee is first charged on April 20, 2026. After that, each verified lead costs $75.00.',
  );
  await user.click(within(confirm).getByRole('button', { name: 'Upgrade to Pro' }));
}

async function fillCard(user: UserEvent, dialog: HTMLElement, number: string) {
  if (number) await user.type(within(dialog).getByLabelText('Card number'), number);
  await user.type(within(dialog).getByLabelText('Expiry month (MM)'), '12');
  await user.type(within(dialog).getByLabelText('Expiry year (YY)'), '34');
  await user.type(within(dialog).getByLabelText('CVC'), '123');
}

async function expectSuccess(user: UserEvent) {
  const success = await screen.findByRole('dialog', { name: 'Success' });
  expect(success).toHaveTextContent('Successfully upgraded to Pro plan!');
  // The billing data was reloaded before the modal: the page shows Pro behind it.
  expect(screen.getByLabelText('Plan state: Pro Subscriber', { selector: 'div' })).toBeInTheDocument();
  await user.click(within(success).getByRole('button', { name: 'Go to Subscription' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('upgrade flow (spec 2 section 4)', () => {
  it('with a valid card: confirm, upgrade, reload, the success modal', async () => {
    const { called } = serve(true);
    const { user } = renderDealerBilling();
    await startUpgrade(user);
    await expectSuccess(user);
    expect(called(UPGRADE)).toHaveLength(1);
    expect(called('post /api/billing/setup-payment-method')).toHaveLength(0);
    expect(called(STATS).length).toBeGreaterThan(1);
  });

  it('without a card: the confirm modal closes, the sandbox card form saves the card, then the upgrade runs', async () => {
    let secret: (reply: FakeReply) => void = () => undefined;
    const { called } = serve(false, {
      'post /api/billing/setup-payment-method': () =>
        new Promise<FakeReply>((resolve) => {
          secret = resolve;
        }),
      [SANDBOX]: ok({ status: 'succeeded', paymentMethodId: 'pm_sb_1' }),
    });
    const { user } = renderDealerBilling();
    await startUpgrade(user);
    const dialog = await screen.findByRole('dialog', { name: 'Add a payment method' });
    expect(screen.queryByRole('dialog', { name: 'Upgrade to Pro' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Test mode — no real money')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Test cards' })).toHaveTextContent('4242 4242 4242 4242');
    const submit = within(dialog).getByRole('button', { name: 'Save card and upgrade' });
    expect(submit).toBeDisabled();
    await fillCard(user, dialog, '4242424242424242');
    expect(within(dialog).getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    // The card is complete, but the setup secret is not known yet.
    expect(submit).toBeDisabled();
    await act(async () => secret(ok({ clientSecret: 'seti_sb_1_secret_abc' })));
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    await expectSuccess(user);
    expect(sentBody(called(SANDBOX)[0])).toEqual({
      clientSecret: 'seti_sb_1_secret_abc',
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    expect(sentBody(called(CONFIRM)[0])).toEqual({ paymentMethodId: 'pm_sb_1' });
    expect(screen.getByText('Payment method added successfully!')).toBeInTheDocument();
    expect(called(UPGRADE)).toHaveLength(1);
  });

  it('a card that needs authentication: "Authenticate payment", then completed or failed', async () => {
    let attempt = 0;
    const { called } = serve(false, {
      [SANDBOX]: (config) => {
        const body = sentBody(config) as { authenticated?: boolean };
        attempt += 1;
        if (body.authenticated === undefined) return ok({ status: 'requires_action', paymentMethodId: null });
        if (!body.authenticated)
          return {
            status: 402,
            data: {
              message:
                'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
            },
          };
        return ok({ status: 'succeeded', paymentMethodId: 'pm_sb_3ds' });
      },
    });
    const { user } = renderDealerBilling();
    await startUpgrade(user);
    const dialog = await screen.findByRole('dialog', { name: 'Add a payment method' });
    await user.click(within(dialog).getByRole('button', { name: 'Use test card 4000 0025 0000 3155' }));
    expect(within(dialog).getByLabelText('Card number')).toHaveValue('4000 0025 0000 3155');
    await fillCard(user, dialog, '');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save card and upgrade' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Save card and upgrade' }));

    let auth = await screen.findByRole('dialog', { name: 'Authenticate payment' });
    await user.click(within(auth).getByRole('button', { name: 'Fail authentication' }));
    expect(
      await within(dialog).findByText(
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      ),
    ).toBeInTheDocument();
    expect(called(CONFIRM)).toHaveLength(0);
    expect(called(UPGRADE)).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Authenticate payment' })).not.toBeInTheDocument());

    await user.click(within(dialog).getByRole('button', { name: 'Save card and upgrade' }));
    auth = await screen.findByRole('dialog', { name: 'Authenticate payment' });
    await user.click(within(auth).getByRole('button', { name: 'Complete authentication' }));
    await expectSuccess(user);
    expect(called(SANDBOX).map((c) => (sentBody(c) as { authenticated?: boolean }).authenticated)).toEqual([
      undefined,
      false,
      undefined,
      true,
    ]);
    expect(attempt).toBe(4);
    expect(sentBody(called(CONFIRM)[0])).toEqual({ paymentMethodId: 'pm_sb_3ds' });
  });

  it("a declined card shows the provider's error in the form and does not upgrade", async () => {
    const { called } = serve(false, { [SANDBOX]: { status: 402, data: { message: 'Your card was declined.' } } });
    const { user } = renderDealerBilling();
    await startUpgrade(user);
    const dialog = await screen.findByRole('dialog', { name: 'Add a payment method' });
    await fillCard(user, dialog, '4000000000000002');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save card and upgrade' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Save card and upgrade' }));
    expect(await within(dialog).findByText('Your card was declined.')).toBeInTheDocument();
    expect(called(CONFIRM)).toHaveLength(0);
    expect(called(UPGRADE)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a failed upgrade toasts the server\'s message, or "Upgrade failed", and shows no success', async () => {
    let reply: FakeReply = { status: 402, data: { message: 'Your card was declined.' } };
    serve(true, { [UPGRADE]: () => reply });
    const { user } = renderDealerBilling();
    await startUpgrade(user);
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upgrade to Pro' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Success' })).not.toBeInTheDocument();

    reply = { status: 500 };
    await startUpgrade(user);
    expect(await screen.findByText('Upgrade failed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Success' })).not.toBeInTheDocument();
  });

  it('shows the card form when the server asks for a payment method first', async () => {
    let asked = false;
    serve(true, {
      [UPGRADE]: () => {
        if (asked) return upgraded;
        asked = true;
        return { status: 402, data: { message: 'Please add a payment method first' } };
      },
    });
    const { user } = renderDealerBilling();
    await startUpgrade(user);
    expect(await screen.findByRole('dialog', { name: 'Add a payment method' })).toBeInTheDocument();
  });

  it('cancel in the confirm modal sends nothing', async () => {
    const { called } = serve(true);
    const { user } = renderDealerBilling();
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Upgrade to Pro' })).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(called(UPGRADE)).toHaveLength(0);
  });
});
