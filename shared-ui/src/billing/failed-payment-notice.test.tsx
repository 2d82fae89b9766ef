import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import type { FailedPayment } from 'shared-contracts';
import { FailedPaymentNotice } from './failed-payment-notice';

const FEE: FailedPayment = {
  paymentId: 'p1',
  type: 'subscription',
  description: 'Pro plan, Dec 1, 2026 – Jan 1, 2027',
  amount: 200,
  failedAt: '2026-12-01T12:00:00.000Z',
  reason: 'Your card was declined.',
  card: { brand: 'visa', last4: '0341' },
  graceEndDate: '2026-12-16T12:00:00.000Z',
};

describe('FailedPaymentNotice', () => {
  it('names the failure, the declined card and the grace end, with the actions it is given', () => {
    render(<FailedPaymentNotice failed={FEE} canReceiveLeads actions={<button type="button">Pay now</button>} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).toHaveTextContent(
      'Your payment of $200.00 (Pro plan, Dec 1, 2026 – Jan 1, 2027) failed on December 1, 2026: Visa ending in 0341 was declined (Your card was declined).',
    );
    expect(alert).toHaveTextContent(
      'Leads keep coming until December 16, 2026, the end of the grace period; after it your listings are paused until a payment succeeds.',
    );
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeVisible();
  });

  it('says the listings are paused once the grace period is over, in the admin’s words for an admin', () => {
    render(<FailedPaymentNotice failed={FEE} canReceiveLeads={false} reader="admin" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("The dealer's payment of $200.00");
    expect(alert).toHaveTextContent('The grace period ended on December 16, 2026: its listings are paused');
  });

  it('gives no grace date for a failed lead charge', () => {
    render(
      <FailedPaymentNotice
        failed={{ ...FEE, type: 'lead', amount: 75, description: 'Lead: Jane D.', graceEndDate: null, card: null }}
        canReceiveLeads
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Your payment of $75.00 (Lead: Jane D.) failed on December 1, 2026: the card was declined',
    );
    expect(alert).not.toHaveTextContent('grace');
  });
});
