import { screen, waitFor, within } from '@testing-library/react';
import type { FakeReply } from 'shared-auth/testing';
import { makePayment, makeStats, ok, paymentsPage, serveBilling, type Call } from '../../../testing/billing-fixtures';
import { renderDealerBilling, signInDealer, signOut } from '../../../testing/render-dealer-billing';

beforeEach(() => signInDealer());
afterEach(signOut);

const PAYMENTS = 'get /api/billing/my-payments';
const query = (c: Call) => c.params as { page: number; limit: number };

const ROWS = [
  makePayment(1, { type: 'subscription', amount: 200, description: 'Pro plan, Mar 4 – Apr 4, 2026' }),
  makePayment(2, { status: 'pending', description: 'Lead: Vera S. about 2025 Kia EV6', card: null }),
  makePayment(3, {
    status: 'failed',
    description: 'Lead: Omar K. about 2024 BMW X5',
    failureMessage: 'Your card was declined.',
    card: { brand: 'mastercard', last4: '4444' },
  }),
  makePayment(4, { type: 'refund', description: 'Refund: disputed lead Jane D.' }),
];

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('Payment History', () => {
  it('lists date, description, type, amount, status in its colour, card, failure and a Receipt link for succeeded payments', async () => {
    const { called } = serveBilling({ [PAYMENTS]: paymentsPage(ROWS) });
    renderDealerBilling('/dealer/payment?tab=history', { styles: 'document' });
    await screen.findByText('Pro plan, Mar 4 – Apr 4, 2026');
    const table = screen.getByRole('table', { name: 'Payments' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Description', 'Type', 'Amount', 'Status', 'Card', 'Actions']);
    expect(query(called(PAYMENTS)[0])).toEqual({ page: 1, limit: 10 });

    const pro = rowOf('Pro plan, Mar 4 – Apr 4, 2026');
    expect(pro).toHaveTextContent('Mar 4, 2026');
    expect(pro).toHaveTextContent('Subscription');
    expect(pro).toHaveTextContent('$200.00');
    expect(pro).toHaveTextContent('Visa •••• 4242');
    expect(within(pro).getByText('Succeeded').parentElement).toHaveStyle({ backgroundColor: '#dcfce7' });
    expect(within(pro).getByRole('link', { name: 'Receipt for Pro plan, Mar 4 – Apr 4, 2026' })).toHaveAttribute(
      'href',
      `/dealer/payment/receipts/${ROWS[0].id}`,
    );

    const pending = rowOf('Lead: Vera S. about 2025 Kia EV6');
    expect(within(pending).getByText('Pending').parentElement).toHaveStyle({ backgroundColor: '#fef9c3' });
    expect(pending).toHaveTextContent('—');
    expect(within(pending).queryByRole('link', { name: /Receipt/ })).not.toBeInTheDocument();

    const failed = rowOf('Lead: Omar K. about 2024 BMW X5');
    expect(within(failed).getByText('Failed').parentElement).toHaveStyle({ backgroundColor: '#fee2e2' });
    expect(within(failed).getByText('Your card was declined.')).toBeInTheDocument();
    expect(failed).toHaveTextContent('Mastercard •••• 4444');
    expect(within(failed).queryByRole('link', { name: /Receipt/ })).not.toBeInTheDocument();

    const refund = rowOf('Refund: disputed lead Jane D.');
    expect(refund).toHaveTextContent('Refund');
    expect(refund).toHaveTextContent('−$75.00');
  });

  it('pages on the server, 10 a page, with the page in the URL', async () => {
    const { called } = serveBilling({
      [PAYMENTS]: (c) => {
        const { page } = query(c);
        return paymentsPage(
          Array.from({ length: 10 }, (_, i) => makePayment((page - 1) * 10 + i + 1)),
          page,
          3,
          25,
        );
      },
    });
    const { user, location } = renderDealerBilling('/dealer/payment?tab=history');
    expect(await screen.findByText('Lead: Shopper1 S. about 2024 Toyota Camry')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Payments' })).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Lead: Shopper11 S. about 2024 Toyota Camry')).toBeInTheDocument();
    expect(location.search).toBe('?tab=history&page=2');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Lead: Shopper21 S. about 2024 Toyota Camry')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(called(PAYMENTS).map((c) => query(c))).toEqual([
      { page: 1, limit: 10 },
      { page: 2, limit: 10 },
      { page: 3, limit: 10 },
    ]);
  });

  it('opens on the page the URL names', async () => {
    const { called } = serveBilling({ [PAYMENTS]: (c) => paymentsPage([makePayment(31)], query(c).page, 4, 31) });
    renderDealerBilling('/dealer/payment?tab=history&page=4');
    expect(await screen.findByText('Lead: Shopper31 S. about 2024 Toyota Camry')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(query(called(PAYMENTS)[0])).toEqual({ page: 4, limit: 10 });
  });

  it('without payments offers Upgrade Now (the upgrade flow) and Explore Plans (the plan overview)', async () => {
    serveBilling();
    const { user, location } = renderDealerBilling('/dealer/payment?tab=history');
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    const confirm = await screen.findByRole('dialog', { name: 'Upgrade to Pro' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Explore Plans' }));
    expect(location.search).toBe('');
    expect(await screen.findByRole('list', { name: 'Pro features' })).toBeInTheDocument();
  });

  it('on Pro, Upgrade Now goes to the overview instead', async () => {
    serveBilling({
      'get /api/billing/my-stats': ok(makeStats({ subscriptionState: 'PRO_ACTIVE', hasValidPaymentMethod: true })),
    });
    const { user, location } = renderDealerBilling('/dealer/payment?tab=history');
    await user.click(await screen.findByRole('button', { name: 'Upgrade Now' }));
    expect(location.search).toBe('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says "Failed to load payments" with Try Again', async () => {
    let reply: FakeReply = { status: 500 };
    serveBilling({ [PAYMENTS]: () => reply });
    const { user } = renderDealerBilling('/dealer/payment?tab=history');
    expect(await screen.findByText('Failed to load payments')).toBeInTheDocument();
    reply = paymentsPage(ROWS);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Pro plan, Mar 4 – Apr 4, 2026')).toBeInTheDocument();
  });
});
