import { act, screen, waitFor, within } from '@testing-library/react';
import type { AdminBilling, AdminDealer } from 'shared-contracts';
import { fakeServer, type FakeReply } from 'shared-auth/testing';
import { DEALER_ID, dealerReply, makeDealer, makeSubscription } from '../../../testing/admin-fixtures';
import { makeFailedPayment, makeStats } from '../../../testing/billing-fixtures';
import { DEMO_ADMIN, renderAdmin, signInAdmin, signOut } from '../../../testing/render-admin';

const PAGE = `/admin/subscription-details/${DEALER_ID}`;
const STOP_URL = `/api/billing/subscriptions/${DEALER_ID}`;

/** The server's billing facts of the dealer (GET /api/billing/subscriptions/:id). */
const billingReply = (over: Partial<AdminBilling> = {}): FakeReply => ({
  status: 200,
  data: { success: true, data: { ...makeStats({ subscriptionState: 'PRO_ACTIVE' }), canStop: true, ...over } },
});

/**
 * Answers GET /api/dealers/:id with `dealer()`, GET /api/billing/subscriptions/:id with `billing()`
 * and DELETE /api/billing/subscriptions/:id with `stop()`.
 */
function serve(
  dealer: () => FakeReply,
  stop: () => FakeReply | Promise<FakeReply> = () => ({ status: 500 }),
  billing: () => FakeReply = () => billingReply(),
) {
  const server = fakeServer((c) => {
    if (c.method === 'get' && c.url === `/api/dealers/${DEALER_ID}`) return dealer();
    if (c.method === 'get' && c.url === STOP_URL) return billing();
    if (c.method === 'delete' && c.url === STOP_URL) return stop();
    return { status: 404, data: { message: 'Not found' } };
  });
  const dealerLoads = () =>
    server.calls.filter((c) => c.method === 'get' && c.url === `/api/dealers/${DEALER_ID}`).length;
  const stops = () => server.calls.filter((c) => c.method === 'delete' && c.url === STOP_URL).length;
  return { ...server, dealerLoads, stops };
}

const stopButton = () => screen.getByRole('button', { name: 'Stop Active Plan' });
/** Stop Active Plan once the server's billing facts said the plan can be stopped. */
const enabledStopButton = () =>
  waitFor(() => {
    expect(stopButton()).toBeEnabled();
    return stopButton();
  });

beforeEach(() => signInAdmin());
afterEach(signOut);

describe('Admin subscription detail (/admin/subscription-details/:id)', () => {
  it('shows the dealership name, Dealer ID, the four cards and both panels', async () => {
    serve(() => dealerReply(makeDealer()));
    renderAdmin(PAGE);
    expect(screen.getByText('Loading subscription details...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reyes Auto' })).toBeInTheDocument();
    expect(screen.getByText(`Dealer ID: ${DEALER_ID}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dealers' })).toHaveAttribute('href', '/admin/dealers');
    expect(await enabledStopButton()).toBeEnabled();

    const cards = screen.getByRole('region', { name: 'Subscription summary' });
    const card = (label: string) => within(cards).getByText(label).parentElement!;
    expect(card('Subscription Plan')).toHaveTextContent('Pro');
    expect(card('Subscription Plan')).toHaveTextContent('Pro Subscriber');
    expect(card('Subscription Status')).toHaveTextContent('Active');
    expect(card('Subscription Status')).toHaveTextContent('Renews Apr 1, 2025');
    expect(card('Monthly Fee')).toHaveTextContent('$200.00');
    expect(card('CPL Rate')).toHaveTextContent('$75.00');

    const dealer = screen.getByRole('region', { name: 'Dealer Information' });
    const value = (region: HTMLElement, label: string) =>
      within(region).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value(dealer, 'Contact')).toHaveTextContent('Daniel Reyes');
    expect(value(dealer, 'Email')).toHaveTextContent('dealer@reyes.example');
    expect(value(dealer, 'Phone')).toHaveTextContent('+1-555-0100');
    expect(value(dealer, 'Website')).toHaveTextContent('https://reyes.example');
    expect(value(dealer, 'Address')).toHaveTextContent('12 Harbor Way, San Diego, CA 92101');
    expect(value(dealer, 'Dealer status')).toHaveTextContent('Approved');
    expect(value(dealer, 'Subscription state')).toHaveTextContent('Pro Subscriber');
    expect(value(dealer, 'Free trial')).toHaveTextContent('Jan 2, 2025 – Feb 1, 2025 (30 days)');
    expect(value(dealer, 'Card on file')).toHaveTextContent('Yes, valid');
    expect(value(dealer, 'Total Leads')).toHaveTextContent('7');
    expect(value(dealer, 'Total paid')).toHaveTextContent('$425.00');
    expect(value(dealer, 'Last lead')).toHaveTextContent('Mar 10, 2025');
    expect(value(dealer, 'Last payment')).toHaveTextContent('Mar 1, 2025');
    expect(value(dealer, 'Leads paused since')).toHaveTextContent('Not set');

    const sub = screen.getByRole('region', { name: 'Subscription Information' });
    expect(value(sub, 'Subscription ID')).toHaveTextContent('sub-1');
    expect(value(sub, 'Plan')).toHaveTextContent('Pro');
    expect(value(sub, 'Status')).toHaveTextContent('Active');
    expect(value(sub, 'Monthly fee')).toHaveTextContent('$200.00');
    expect(value(sub, 'CPL rate')).toHaveTextContent('$75.00');
    expect(value(sub, 'Last payment date')).toHaveTextContent('Mar 1, 2025');
    expect(value(sub, 'Next payment date')).toHaveTextContent('Apr 1, 2025');
    expect(value(sub, 'Grace period ends')).toHaveTextContent('Not set');
    expect(value(sub, 'Plan expires')).toHaveTextContent('Apr 1, 2025');
    expect(value(sub, 'Provider customer ID')).toHaveTextContent('cus_sandbox_1');
    expect(value(sub, 'Provider payment method ID')).toHaveTextContent('pm_sandbox_4242');
  });

  it('shows a dealer in grace with the grace end on its status card', async () => {
    serve(() =>
      dealerReply(
        makeDealer({
          subscription: makeSubscription({ status: 'past_due', graceEndDate: '2025-04-16T00:00:00.000Z' }),
        }),
      ),
    );
    renderAdmin(PAGE);
    const cards = await screen.findByRole('region', { name: 'Subscription summary' });
    expect(within(cards).getByText('Subscription Status').parentElement).toHaveTextContent(
      'Past DueGrace period ends Apr 16, 2025',
    );
    await waitFor(() => expect(stopButton()).toBeEnabled());
  });

  it.each([
    ['canceled', makeSubscription({ status: 'canceled', willAutoRenew: false })],
    ['expired', makeSubscription({ plan: 'free', status: 'expired' })],
  ])('disables Stop Active Plan when the server says the %s plan has ended', async (_, subscription) => {
    const server = serve(
      () => dealerReply(makeDealer({ subscription, subscriptionState: 'PRO_CANCELLED_EXPIRED' })),
      undefined,
      () => billingReply({ subscriptionState: 'PRO_CANCELLED_EXPIRED', canStop: false }),
    );
    renderAdmin(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Reyes Auto' });
    await waitFor(() => expect(server.calls.some((c) => c.url === STOP_URL)).toBe(true));
    await act(async () => undefined);
    expect(stopButton()).toBeDisabled();
  });

  it('says a cancelled Pro plan ends on its future date, and keeps Stop Active Plan while it runs', async () => {
    serve(
      () =>
        dealerReply(
          makeDealer({
            subscriptionState: 'PRO_CANCELLED_ACTIVE',
            subscription: makeSubscription({
              status: 'canceled',
              willAutoRenew: false,
              nextPaymentDate: null,
              planExpiresAt: '2026-12-27T12:00:00.000Z',
            }),
          }),
        ),
      undefined,
      () => billingReply({ subscriptionState: 'PRO_CANCELLED_ACTIVE', canStop: true }),
    );
    renderAdmin(PAGE);
    const cards = await screen.findByRole('region', { name: 'Subscription summary' });
    const status = within(cards).getByText('Subscription Status').parentElement!;
    expect(status).toHaveTextContent('CanceledEnds Dec 27, 2026');
    expect(status).not.toHaveTextContent('Ended');
    await waitFor(() => expect(stopButton()).toBeEnabled());
    const sub = screen.getByRole('region', { name: 'Subscription Information' });
    expect(within(sub).getByText('Auto-renew', { selector: 'dt' }).nextElementSibling).toHaveTextContent('No');
  });

  it("shows the dealer's failed payment: the declined card and the grace end", async () => {
    serve(
      () => dealerReply(makeDealer({ subscription: makeSubscription({ status: 'past_due' }) })),
      undefined,
      () => billingReply({ failedPayment: makeFailedPayment(), canReceiveLeads: true }),
    );
    renderAdmin(PAGE);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Payment failed');
    expect(notice).toHaveTextContent("The dealer's payment of $200.00");
    expect(notice).toHaveTextContent('Visa ending in 0341 was declined');
    expect(notice).toHaveTextContent('Leads keep coming until May 5, 2026, the end of the grace period');
    // An admin reads it; paying is the dealer's.
    expect(within(notice).queryByRole('button')).not.toBeInTheDocument();
  });

  it('disables Stop Active Plan and says the subscription is not available when there is none', async () => {
    serve(() => dealerReply(makeDealer({ subscription: null, subscriptionState: 'NO_PLAN' })));
    renderAdmin(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Reyes Auto' });
    expect(stopButton()).toBeDisabled();
    expect(
      within(screen.getByRole('region', { name: 'Subscription Information' })).getByText(
        'Subscription information not available',
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Subscription summary' })).getAllByText('N/A')).toHaveLength(4);
  });

  it('asks before stopping, stops the plan, toasts "Subscription stopped successfully." and reloads the dealer', async () => {
    let dealer: AdminDealer = makeDealer();
    let billing = billingReply();
    let answer: (reply: FakeReply) => void = () => undefined;
    const server = serve(
      () => dealerReply(dealer),
      () =>
        new Promise<FakeReply>((resolve) => {
          answer = resolve;
        }),
      () => billing,
    );
    const { user } = renderAdmin(PAGE);
    await user.click(await enabledStopButton());
    let dialog = await screen.findByRole('dialog', { name: 'Stop Active Plan' });
    expect(dialog).toHaveTextContent("Reyes Auto's Pro plan ends now, without a refund");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.stops()).toBe(0);

    await user.click(stopButton());
    dialog = await screen.findByRole('dialog', { name: 'Stop Active Plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Stop Plan' }));
    expect(await within(dialog).findByRole('button', { name: 'Stopping...' })).toBeDisabled();
    expect(server.stops()).toBe(1);
    const loadsBefore = server.dealerLoads();
    dealer = makeDealer({
      subscription: makeSubscription({
        status: 'canceled',
        willAutoRenew: false,
        planExpiresAt: '2025-03-15T00:00:00.000Z',
      }),
      subscriptionState: 'PRO_CANCELLED_EXPIRED',
    });
    billing = billingReply({ subscriptionState: 'PRO_CANCELLED_EXPIRED', canStop: false });
    await act(async () =>
      answer({
        status: 200,
        data: {
          success: true,
          message: 'Subscription stopped successfully.',
          data: { ...makeSubscription({ status: 'canceled' }), trialEndDate: null },
        },
      }),
    );
    expect(await screen.findByText('Subscription stopped successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.dealerLoads()).toBeGreaterThan(loadsBefore);
    await waitFor(() => expect(stopButton()).toBeDisabled());
    expect(
      within(screen.getByRole('region', { name: 'Subscription summary' })).getByText('Subscription Status')
        .parentElement,
    ).toHaveTextContent('CanceledEnded Mar 15, 2025');
  });

  it('says a free trial ends when the dealer is in its trial', async () => {
    serve(() =>
      dealerReply(
        makeDealer({
          subscription: makeSubscription({ plan: 'free', status: 'trialing' }),
          subscriptionState: 'TRIAL_ACTIVE',
        }),
      ),
    );
    const { user } = renderAdmin(PAGE);
    await user.click(await enabledStopButton());
    expect(await screen.findByRole('dialog', { name: 'Stop Active Plan' })).toHaveTextContent(
      "Reyes Auto's free trial ends now.",
    );
  });

  it('toasts "Failed to stop subscription." when the server gives no reason, and reloads the dealer', async () => {
    const server = serve(
      () => dealerReply(makeDealer()),
      () => ({ status: 500 }),
    );
    const { user } = renderAdmin(PAGE);
    await user.click(await enabledStopButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stop Plan' }));
    expect(await screen.findByText('Failed to stop subscription.')).toBeInTheDocument();
    expect(screen.queryByText('Subscription stopped successfully.')).not.toBeInTheDocument();
    await waitFor(() => expect(server.dealerLoads()).toBe(2));
  });

  it("toasts the server's message when the stop is refused", async () => {
    serve(
      () => dealerReply(makeDealer()),
      () => ({ status: 409, data: { message: 'This plan is already cancelled' } }),
    );
    const { user } = renderAdmin(PAGE);
    await user.click(await enabledStopButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stop Plan' }));
    expect(await screen.findByText('This plan is already cancelled')).toBeInTheDocument();
    expect(screen.queryByText('Failed to stop subscription.')).not.toBeInTheDocument();
  });

  it('says "Dealer Not Found" for an unknown id, with Back to Dealers', async () => {
    serve(() => ({ status: 404, data: { message: 'Dealer not found' } }));
    const { user, location } = renderAdmin('/admin/subscription-details/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dealer Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The dealer with ID nobody was not found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop Active Plan' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Dealers' }));
    expect(location.pathname).toBe('/admin/dealers');
  });

  it('shows a failed load with Try Again, which loads again', async () => {
    let reply: FakeReply = { status: 500, data: { message: 'Database unavailable' } };
    serve(() => reply);
    const { user } = renderAdmin(PAGE);
    expect(await screen.findByRole('heading', { name: 'Error Loading Dealer' })).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    reply = dealerReply(makeDealer());
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reyes Auto' })).toBeInTheDocument();
  });

  it('is closed to an admin without the manageDealers permission', async () => {
    const server = serve(() => dealerReply(makeDealer()));
    signInAdmin({ ...DEMO_ADMIN, permissions: { manageDealers: false, verifyLeads: true } });
    const { location } = renderAdmin(PAGE);
    expect(await screen.findByText('unauthorized page')).toBeInTheDocument();
    expect(location.pathname).toBe('/unauthorized');
    expect(server.calls).toHaveLength(0);
  });
});
