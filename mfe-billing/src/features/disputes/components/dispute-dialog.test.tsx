import { screen, waitFor, within } from '@testing-library/react';
import { sentBody } from 'shared-auth/testing';
import { DISPUTE_REASON_LABELS, type DisputeSummary, type Payment } from 'shared-contracts';
import { makePayment, paymentsPage, serveBilling } from '../../../testing/billing-fixtures';
import { renderDealerBilling, signInDealer, signOut } from '../../../testing/render-dealer-billing';

beforeEach(() => signInDealer());
afterEach(signOut);

const PAYMENTS = 'get /api/billing/my-payments';
const DISPUTE = 'post /api/billing/disputes';
const future = new Date(Date.now() + 5 * 86_400_000).toISOString();
const past = new Date(Date.now() - 86_400_000).toISOString();

const dispute = (over: Partial<DisputeSummary>): DisputeSummary => ({
  id: 'dsp-1',
  status: 'open',
  reason: 'duplicate',
  details: null,
  resolutionNote: null,
  autoResolved: false,
  createdAt: '2026-03-05T10:00:00.000Z',
  resolvedAt: null,
  ...over,
});

const lead = (n: number, over: Partial<Payment> = {}) =>
  makePayment(n, { description: `Lead: Shopper${n} S. about 2024 Toyota Camry`, ...over });
const rowOf = (n: number) => screen.getByText(`Lead: Shopper${n} S. about 2024 Toyota Camry`).closest('tr')!;

describe('lead disputes', () => {
  it("offers Dispute only on a charged lead still in its window and not disputed, and shows each dispute's outcome", async () => {
    serveBilling({
      [PAYMENTS]: paymentsPage([
        lead(1, { disputableUntil: future }),
        lead(2, { disputableUntil: past }),
        lead(3, { disputableUntil: null }),
        lead(4, { disputableUntil: future, dispute: dispute({ status: 'open' }) }),
        lead(5, {
          dispute: dispute({ status: 'accepted', autoResolved: true, resolvedAt: '2026-03-05T10:00:00.000Z' }),
        }),
        lead(6, {
          dispute: dispute({
            status: 'refused',
            resolutionNote: 'The shopper answered our call and confirmed the enquiry.',
          }),
        }),
      ]),
    });
    renderDealerBilling('/dealer/payment?tab=history');
    await screen.findByText('Lead: Shopper1 S. about 2024 Toyota Camry');
    const disputeButton = (n: number) => within(rowOf(n)).queryByRole('button', { name: /^Dispute/ });
    expect(disputeButton(1)).toBeInTheDocument();
    for (const n of [2, 3, 4, 5, 6]) expect(disputeButton(n)).not.toBeInTheDocument();
    expect(rowOf(4)).toHaveTextContent('Dispute openWe are reviewing it and will email you the outcome.');
    expect(rowOf(5)).toHaveTextContent('Dispute accepted$75.00 refunded (accepted automatically).');
    expect(rowOf(6)).toHaveTextContent(
      'Dispute refusedReason: The shopper answered our call and confirmed the enquiry.',
    );
  });

  it("sends the reason and the details, toasts the server's answer and reloads the history", async () => {
    let opened = false;
    const { called } = serveBilling({
      [PAYMENTS]: () => paymentsPage([lead(1, opened ? { dispute: dispute({}) } : { disputableUntil: future })]),
      [DISPUTE]: () => {
        opened = true;
        return {
          status: 201,
          data: { success: true, message: 'Your dispute was sent. We will email you the outcome.', data: dispute({}) },
        };
      },
    });
    const { user } = renderDealerBilling('/dealer/payment?tab=history');
    await user.click(await screen.findByRole('button', { name: 'Dispute Lead: Shopper1 S. about 2024 Toyota Camry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute this lead charge' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(Object.values(DISPUTE_REASON_LABELS));
    const send = within(dialog).getByRole('button', { name: 'Send dispute' });
    expect(send).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'The contact details do not work' }));
    expect(send).toBeEnabled();
    await user.click(within(dialog).getByLabelText('Details (optional)'));
    await user.paste('The phone number rings out and the email bounced.');
    await user.click(send);

    expect(await screen.findByText('Your dispute was sent. We will email you the outcome.')).toBeInTheDocument();
    expect(sentBody(called(DISPUTE)[0])).toEqual({
      paymentId: makePayment(1).id,
      reason: 'unreachable',
      details: 'The phone number rings out and the email bounced.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Dispute open')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Dispute/ })).not.toBeInTheDocument();
    expect(called(PAYMENTS).length).toBeGreaterThan(1);
  });

  it('leaves the details out when empty, refuses more than 1000 characters, keeps the dialog open on a refusal', async () => {
    const { called } = serveBilling({
      [PAYMENTS]: paymentsPage([lead(1, { disputableUntil: future })]),
      [DISPUTE]: { status: 409, data: { message: 'This charge is already disputed' } },
    });
    const { user } = renderDealerBilling('/dealer/payment?tab=history');
    await user.click(await screen.findByRole('button', { name: /^Dispute/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute this lead charge' });
    await user.click(within(dialog).getByRole('radio', { name: 'The same person sent this lead before' }));
    const details = within(dialog).getByLabelText('Details (optional)');
    await user.click(details);
    await user.paste('x'.repeat(1001));
    expect(within(dialog).getByText('Details must be at most 1000 characters')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send dispute' })).toBeDisabled();
    await user.clear(details);
    expect(within(dialog).getByText('0/1000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    expect(await screen.findByText('This charge is already disputed')).toBeInTheDocument();
    expect(sentBody(called(DISPUTE)[0])).toEqual({ paymentId: makePayment(1).id, reason: 'duplicate' });
    expect(within(dialog).getByRole('button', { name: 'Send dispute' })).toBeEnabled();
  });
});
