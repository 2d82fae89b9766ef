import { screen, waitFor, within } from '@testing-library/react';
import { sentBody, type FakeReply } from 'shared-auth/testing';
import { CANCEL_TRIAL_REASONS } from 'shared-contracts';
import { makeStats, makeSubscription, ok, serveBilling } from '../../../testing/billing-fixtures';
import { renderDealerBilling, signInDealer, signOut } from '../../../testing/render-dealer-billing';

beforeEach(() => signInDealer());
afterEach(signOut);

const success = { status: 200, data: { success: true, message: 'ok', data: { success: true } } };

describe('Cancel Trial', () => {
  it('lists the 14 reasons; Submit stays disabled until one is chosen; the trial ends with the toast and a reload', async () => {
    let cancelled = false;
    const { called } = serveBilling({
      'get /api/billing/my-stats': () =>
        ok(
          makeStats(
            cancelled ? { subscriptionState: 'TRIAL_EXPIRED', trialDaysRemaining: 0, canReceiveLeads: false } : {},
          ),
        ),
      'get /api/billing/my-subscription': () => ok(makeSubscription(cancelled ? { status: 'canceled' } : {})),
      'post /api/billing/cancel-trial': () => {
        cancelled = true;
        return { ...success, data: { ...success.data, message: 'Free trial canceled successfully' } };
      },
    });
    const { user } = renderDealerBilling();
    await user.click(await screen.findByRole('button', { name: 'Cancel Trial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Free Trial' });
    const reasons = within(dialog).getAllByRole('radio');
    expect(reasons.map((r) => r.closest('label')?.textContent)).toEqual([...CANCEL_TRIAL_REASONS]);
    expect(reasons).toHaveLength(14);
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Received too many emails/notifications' }));
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText('Free trial canceled successfully')).toBeInTheDocument();
    expect(sentBody(called('post /api/billing/cancel-trial')[0])).toEqual({
      reason: 'Received too many emails/notifications',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel Free Trial' })).not.toBeInTheDocument());
    expect(
      await screen.findByText(
        'Your free trial is cancelled. If you want to receive leads, please upgrade to the Pro plan.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Trial' })).not.toBeInTheDocument();
  });

  it('keeps the modal open and toasts "Cancellation failed" when the call fails; Keep my trial sends nothing', async () => {
    const { called } = serveBilling({ 'post /api/billing/cancel-trial': { status: 500 } });
    const { user } = renderDealerBilling();
    await user.click(await screen.findByRole('button', { name: 'Cancel Trial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Free Trial' });
    await user.click(within(dialog).getByRole('radio', { name: 'Technical issues' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Cancellation failed')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Keep my trial' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel Free Trial' })).not.toBeInTheDocument());
    expect(called('post /api/billing/cancel-trial')).toHaveLength(1);
  });
});

describe('Cancel Subscription', () => {
  const pro = {
    subscriptionState: 'PRO_ACTIVE' as const,
    hasValidPaymentMethod: true,
    nextBillingDate: '2026-05-04T12:00:00.000Z',
  };
  const proSub = {
    plan: 'pro' as const,
    status: 'active' as const,
    planExpiresAt: '2026-05-04T12:00:00.000Z',
    nextPaymentDate: '2026-05-04T12:00:00.000Z',
  };

  it('asks no reason, keeps Pro until the end of the paid period, toasts and shows the plan cancelled', async () => {
    let cancelled = false;
    const { called } = serveBilling({
      'get /api/billing/my-stats': () =>
        ok(makeStats(cancelled ? { ...pro, subscriptionState: 'PRO_CANCELLED_ACTIVE', nextBillingDate: null } : pro)),
      'get /api/billing/my-subscription': () =>
        ok(makeSubscription(cancelled ? { ...proSub, status: 'canceled' } : proSub)),
      'delete /api/billing/my-subscription': () => {
        cancelled = true;
        return success;
      },
    });
    const { user } = renderDealerBilling();
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Subscription' });
    expect(dialog).toHaveTextContent(
      'Your Pro plan stays active until May 4, 2026 and you will not be charged again. There are no refunds for partial months.',
    );
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Pro subscription canceled successfully')).toBeInTheDocument();
    expect(called('delete /api/billing/my-subscription')).toHaveLength(1);
    expect(called('delete /api/billing/my-subscription')[0].data).toBeUndefined();
    expect(
      await screen.findByText('Pro plan cancelled. Your plan remains active until May 4, 2026'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Offered again.
    expect(screen.getByRole('button', { name: 'Upgrade to Pro' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it('toasts the server\'s message or "Cancellation failed"', async () => {
    let reply: FakeReply = { status: 409, data: { message: 'This plan is already cancelled' } };
    serveBilling({
      'get /api/billing/my-stats': ok(makeStats(pro)),
      'get /api/billing/my-subscription': ok(makeSubscription(proSub)),
      'delete /api/billing/my-subscription': () => reply,
    });
    const { user } = renderDealerBilling();
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Subscription' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('This plan is already cancelled')).toBeInTheDocument();
    reply = { status: 500 };
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Cancellation failed')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep Pro' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
