import { act, screen, waitFor, within } from '@testing-library/react';
import type { FakeReply } from 'shared-auth/testing';
import type { BillingStats, DealerSubscription } from 'shared-contracts';
import {
  makeFailedPayment,
  makeStats,
  makeSubscription,
  ok,
  NO_ACTIONS,
  PAST_DUE_ACTIONS,
  serveBilling,
} from '../../../testing/billing-fixtures';
import { DEMO_DEALER, renderDealerBilling, signInDealer, signOut } from '../../../testing/render-dealer-billing';

beforeEach(() => signInDealer());
afterEach(signOut);

function serveState(stats: Partial<BillingStats>, subscription: Partial<DealerSubscription> | null) {
  return serveBilling({
    'get /api/billing/my-stats': ok(makeStats(stats)),
    'get /api/billing/my-subscription': subscription
      ? ok(makeSubscription(subscription))
      : { status: 404, data: { message: 'Subscription information not available' } },
  });
}

const buttons = () =>
  ['Upgrade to Pro', 'Pay now', 'Update card', 'Cancel Subscription', 'Cancel Trial'].filter((name) =>
    screen.queryByRole('button', { name }),
  );
const plan = () => screen.getByRole('region', { name: /Free Trial|Pro Unlimited|No active plan/ });

describe('Manage Your Subscription: the plan in each state (spec 2 section 4)', () => {
  it('shows the trial: badge, totals, days left, features, lead reception, the card state and its two buttons', async () => {
    serveState({ totalLeads: 1234, totalCharges: 425.5 }, {});
    renderDealerBilling();
    expect(screen.getByText('Loading billing information...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Your Subscription' })).toBeInTheDocument();
    expect(screen.getByLabelText('Plan state: Free Trial')).toHaveTextContent('Free Trial');
    expect(screen.getByText('Total Leads').parentElement).toHaveTextContent('1,234');
    expect(screen.getByText('Total Paid').parentElement).toHaveTextContent('$425.50');
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
    expect(within(plan()).getByText('You have 18 days remaining in your trial.')).toBeInTheDocument();
    const features = within(plan()).getByRole('list', { name: 'Pro features' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Unlimited leads', '$75 per lead', 'Priority support', 'Cancel anytime']);
    const reception = screen.getByRole('region', { name: 'Lead Reception Status' });
    expect(reception).toHaveTextContent('You are receiving new leads.');
    expect(reception).toHaveTextContent('Leads are free during your trial.');
    expect(screen.getByText('No payment method on file.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add card' })).toBeInTheDocument();
    expect(buttons()).toEqual(['Upgrade to Pro', 'Cancel Trial']);
    expect(screen.getByRole('region', { name: 'After your free month' })).toBeInTheDocument();
  });

  it.each<[string, Partial<BillingStats>, Partial<DealerSubscription> | null, string, string, string[]]>([
    [
      'trial cancelled',
      { subscriptionState: 'TRIAL_EXPIRED', trialDaysRemaining: 0, canReceiveLeads: false },
      { status: 'canceled' },
      'Trial Ended',
      'Your free trial is cancelled. If you want to receive leads, please upgrade to the Pro plan.',
      ['Upgrade to Pro'],
    ],
    [
      'trial ended',
      { subscriptionState: 'TRIAL_EXPIRED', trialDaysRemaining: 0, canReceiveLeads: false },
      { status: 'expired' },
      'Trial Ended',
      'Your free trial has ended. Upgrade to Pro plan to continue receiving leads.',
      ['Upgrade to Pro'],
    ],
    [
      'Pro',
      { subscriptionState: 'PRO_ACTIVE', hasValidPaymentMethod: true, nextBillingDate: '2026-05-04T12:00:00.000Z' },
      { plan: 'pro', status: 'active', planExpiresAt: '2026-05-04T12:00:00.000Z' },
      'Pro Subscriber',
      "You're on the Pro plan.",
      ['Cancel Subscription'],
    ],
    [
      'Pro cancelled, still active',
      { subscriptionState: 'PRO_CANCELLED_ACTIVE', hasValidPaymentMethod: true },
      { plan: 'pro', status: 'canceled', planExpiresAt: '2026-05-04T12:00:00.000Z' },
      'Pro Subscriber',
      'Pro plan cancelled. Your plan remains active until May 4, 2026',
      ['Upgrade to Pro'],
    ],
    [
      'Pro cancelled and expired',
      { subscriptionState: 'PRO_CANCELLED_EXPIRED', canReceiveLeads: false },
      { plan: 'pro', status: 'expired', planExpiresAt: '2026-05-04T12:00:00.000Z' },
      'Pro Canceled',
      // Not "is expiring on" a past date, nor named Pro Unlimited.
      'Your Pro plan ended on May 4, 2026. Upgrade to Pro plan to receive leads again.',
      ['Upgrade to Pro'],
    ],
    [
      'paused after a failed payment',
      {
        subscriptionState: 'INACTIVE',
        canReceiveLeads: false,
        hasValidPaymentMethod: true,
        failedPayment: makeFailedPayment(),
        actions: PAST_DUE_ACTIONS,
      },
      { plan: 'pro', status: 'past_due' },
      'Inactive',
      'You have no active plan. Upgrade to Pro plan to start receiving leads.',
      ['Pay now', 'Update card', 'Cancel Subscription'],
    ],
    [
      'no plan',
      { subscriptionState: 'NO_PLAN', trialDaysRemaining: 0, canReceiveLeads: false },
      null,
      'No Active Plan',
      'You have no active plan. Upgrade to Pro plan to start receiving leads.',
      ['Upgrade to Pro'],
    ],
  ])(
    '%s: badge, message and the buttons the state allows',
    async (_name, stats, subscription, badge, message, expected) => {
      serveState(stats, subscription);
      renderDealerBilling();
      expect(await screen.findByLabelText(`Plan state: ${badge}`)).toHaveTextContent(badge);
      expect(within(plan()).getByText(message)).toBeInTheDocument();
      expect(buttons()).toEqual(expected);
      expect(screen.queryByRole('region', { name: 'After your free month' })).not.toBeInTheDocument();
    },
  );

  it('names the next billing date on Pro, and the card on file', async () => {
    serveState(
      {
        subscriptionState: 'PRO_ACTIVE',
        hasValidPaymentMethod: true,
        nextBillingDate: '2026-05-04T12:00:00.000Z',
        card: { brand: 'visa', last4: '4242' },
      },
      { plan: 'pro', status: 'active' },
    );
    renderDealerBilling();
    expect(await screen.findByText('Next billing date: May 4, 2026')).toBeInTheDocument();
    expect(within(plan()).getByRole('heading', { name: 'Pro Unlimited' })).toBeInTheDocument();
    expect(screen.queryByText(/A valid card is on file/)).not.toBeInTheDocument();
    expect(screen.getByText('Visa ending in 4242 is on file.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace card' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Lead Reception Status' })).toHaveTextContent(
      'Each verified lead costs $75.00.',
    );
  });

  it('shows a failed payment: what failed, the declined card, the grace end, Pay now and Update card', async () => {
    const failed = makeFailedPayment();
    serveState(
      {
        subscriptionState: 'PRO_ACTIVE',
        hasValidPaymentMethod: true,
        card: { brand: 'visa', last4: '0341' },
        failedPayment: failed,
        actions: PAST_DUE_ACTIONS,
      },
      { plan: 'pro', status: 'past_due' },
    );
    const { user } = renderDealerBilling();
    const alert = await screen.findByText('Payment failed');
    const notice = alert.closest('[role="alert"]') as HTMLElement;
    expect(notice).toHaveTextContent(
      'Your payment of $200.00 (Pro plan, Apr 20 – May 20, 2026) failed on April 20, 2026: Visa ending in 0341 was declined (Your card was declined).',
    );
    expect(notice).toHaveTextContent('Leads keep coming until May 5, 2026, the end of the grace period');
    // The card line does not call the declined card valid.
    expect(screen.getByText('Visa ending in 0341: its last charge was declined.')).toBeInTheDocument();
    expect(screen.queryByText(/A valid card is on file/)).not.toBeInTheDocument();
    expect(screen.queryByText(/upgrade again to pay now/)).not.toBeInTheDocument();
    expect(buttons()).toEqual(['Pay now', 'Update card', 'Cancel Subscription']);

    await user.click(within(notice).getByRole('button', { name: 'Pay now' }));
    const confirm = await screen.findByRole('dialog', { name: 'Pay now' });
    expect(confirm).toHaveTextContent('The unpaid $200.00 monthly fee is charged to your card now.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(notice).getByRole('button', { name: 'Update card' }));
    expect(await screen.findByRole('dialog', { name: 'Update card' })).toBeInTheDocument();
  });

  it('says when the paused dealer receives no leads', async () => {
    serveState(
      {
        subscriptionState: 'INACTIVE',
        canReceiveLeads: false,
        failedPayment: makeFailedPayment(),
        actions: PAST_DUE_ACTIONS,
      },
      { plan: 'pro', status: 'past_due' },
    );
    renderDealerBilling();
    const reception = await screen.findByRole('region', { name: 'Lead Reception Status' });
    expect(reception).toHaveTextContent('New leads are paused for your account.');
    expect(reception).toHaveTextContent('your listings are hidden from search until a payment succeeds');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The grace period ended on May 5, 2026: your listings are paused until a payment succeeds.',
    );
  });

  it('tells a dealership waiting for approval that it is under review, with no plan buttons', async () => {
    serveState(
      {
        accountStatus: 'pending',
        trialDaysRemaining: 30,
        canReceiveLeads: false,
        actions: { ...NO_ACTIONS, chooseAfterTrial: true },
      },
      { trialEndDate: null },
    );
    renderDealerBilling();
    const message =
      'Your dealership is under review. Your 30-day free trial starts when it is approved; we email you then.';
    expect(await screen.findByLabelText('Plan state: Free Trial')).toBeInTheDocument();
    expect(within(plan()).getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Lead Reception Status' })).toHaveTextContent(message);
    expect(buttons()).toEqual([]);
  });

  it('tells a dealer who upgraded during the trial that its leads stay free until the trial ends', async () => {
    serveState(
      {
        subscriptionState: 'PRO_ACTIVE',
        hasValidPaymentMethod: true,
        trialDaysRemaining: 7,
        freeLeadsUntil: '2026-04-20T12:00:00.000Z',
        nextBillingDate: '2026-04-20T12:00:00.000Z',
      },
      { plan: 'pro', status: 'active', nextPaymentDate: '2026-04-20T12:00:00.000Z' },
    );
    renderDealerBilling();
    expect(
      await screen.findByText('You kept your free trial days: leads are free until April 20, 2026 (7 days left).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Lead Reception Status' })).toHaveTextContent(
      'Leads are free until April 20, 2026, the end of your trial days; after that each verified lead costs $75.00.',
    );
  });

  it('says "Subscription information not available" when the API has no subscription', async () => {
    serveState({ subscriptionState: 'NO_PLAN', trialDaysRemaining: 0, canReceiveLeads: false }, null);
    renderDealerBilling();
    expect(await screen.findByText('Subscription information not available')).toBeInTheDocument();
  });

  it('shows "Error Loading Billing Information" with the reason, and Try Again loads again', async () => {
    let reply: FakeReply = { status: 500 };
    serveBilling({ 'get /api/billing/my-stats': () => reply });
    const { user } = renderDealerBilling();
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Error Loading Billing Information')).toBeInTheDocument();
    expect(within(panel).getByText('Failed to load billing information')).toBeInTheDocument();
    reply = ok(makeStats());
    await user.click(within(panel).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Your Subscription' })).toBeInTheDocument();
  });

  it("shows the server's message when it sent one", async () => {
    serveBilling({ 'get /api/billing/my-stats': { status: 503, data: { message: 'Billing is under maintenance' } } });
    renderDealerBilling();
    expect(await screen.findByText('Billing is under maintenance')).toBeInTheDocument();
  });

  it('opens Payment History from ?tab=history and keeps the tab in the URL', async () => {
    serveBilling();
    const { user, location } = renderDealerBilling('/dealer/payment?tab=history');
    expect(await screen.findByRole('tab', { name: 'Payment History', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(location.search).toBe('');
    await user.click(screen.getByRole('tab', { name: 'Payment History' }));
    expect(location.search).toBe('?tab=history');
  });

  it('is closed to a dealer without the manageBilling permission', async () => {
    signInDealer({ ...DEMO_DEALER, permissions: { manageListings: true, manageLeads: true, manageBilling: false } });
    serveBilling();
    const { location } = renderDealerBilling();
    expect(await screen.findByText('unauthorized page')).toBeInTheDocument();
    expect(location.pathname).toBe('/unauthorized');
    await act(async () => undefined);
  });
});
