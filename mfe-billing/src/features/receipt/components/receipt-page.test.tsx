import { screen, within } from '@testing-library/react';
import { makePayment, makeReceipt, ok, serveBilling } from '../../../testing/billing-fixtures';
import { renderDealerBilling, signInDealer, signOut } from '../../../testing/render-dealer-billing';

beforeEach(() => signInDealer());
afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

const receipt = makeReceipt();
const path = `/dealer/payment/receipts/${receipt.payment.id}`;

describe('receipt page', () => {
  it('shows the receipt number, date, dealer, line item, card and total, and prints', async () => {
    const { called } = serveBilling({ [`get /api/billing/my-payments/${receipt.payment.id}`]: ok(receipt) });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderDealerBilling(path);
    const sheet = await screen.findByRole('article', { name: 'Receipt LM-2026-000123' });
    expect(within(sheet).getByRole('heading', { level: 1, name: 'Receipt' })).toBeInTheDocument();
    expect(sheet).toHaveTextContent('Receipt numberLM-2026-000123');
    expect(sheet).toHaveTextContent('DateMar 4, 2026');
    expect(sheet).toHaveTextContent('Reyes Auto Group12 Harbor WaySan Diego, CA 92101dealer@example.com');
    expect(sheet).toHaveTextContent('Visa •••• 4242');
    expect(sheet).toHaveTextContent('LeaseMarket · billing@leasemarket.example');
    const items = within(sheet).getByRole('table', { name: 'Items' });
    expect(
      within(items)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'DescriptionTypeAmount',
      'Pro plan, Mar 4 – Apr 4, 2026Pro subscription$200.00',
      'Total paid (USD)$200.00',
    ]);
    expect(called(`get /api/billing/my-payments/${receipt.payment.id}`)).toHaveLength(1);

    const printButton = screen.getByRole('button', { name: 'Print' });
    // The buttons stay off the paper.
    expect(printButton.closest('[data-print="hide"]')).not.toBeNull();
    expect(sheet.closest('[data-print="hide"]')).toBeNull();
    await user.click(printButton);
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to Payment History' })).toHaveAttribute(
      'href',
      '/dealer/payment?tab=history',
    );
  });

  it('marks a refund and a failed payment as such', async () => {
    const refund = makeReceipt(makePayment(2, { type: 'refund', description: 'Refund: disputed lead Jane D.' }));
    const failed = makeReceipt(makePayment(3, { status: 'failed', failureMessage: 'Your card was declined.' }));
    serveBilling({
      [`get /api/billing/my-payments/${refund.payment.id}`]: ok(refund),
      [`get /api/billing/my-payments/${failed.payment.id}`]: ok(failed),
    });
    const first = renderDealerBilling(`/dealer/payment/receipts/${refund.payment.id}`);
    const sheet = await screen.findByRole('article');
    expect(within(sheet).getByRole('heading', { level: 1, name: 'Refund receipt' })).toBeInTheDocument();
    expect(sheet).toHaveTextContent('Total refunded (USD)−$75.00');
    first.unmount();
    renderDealerBilling(`/dealer/payment/receipts/${failed.payment.id}`);
    expect(
      await screen.findByText('This payment failed (Your card was declined). No money was taken.'),
    ).toBeInTheDocument();
  });

  it('says "Payment not found" with a way back for an unknown payment (or another dealer\'s)', async () => {
    serveBilling();
    renderDealerBilling('/dealer/payment/receipts/nope');
    expect(await screen.findByRole('heading', { name: 'Payment not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Payment History' })).toHaveAttribute(
      'href',
      '/dealer/payment?tab=history',
    );
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });
});
