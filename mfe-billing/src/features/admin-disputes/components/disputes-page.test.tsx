import { act, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, sentBody, type FakeReply, type FakeRoute } from 'shared-auth/testing';
import { withPhoneLayout } from 'shared-ui/testing';
import { disputesPage, makeDispute, paramsOf } from '../../../testing/admin-fixtures';
import { DEMO_ADMIN, renderAdmin, signInAdmin, signOut } from '../../../testing/render-admin';

type Call = Parameters<FakeRoute>[0];

/** GET /api/billing/disputes answered by `list`, PUT /api/billing/disputes/:id by `resolve`. */
function serve(
  list: (config: Call) => FakeReply,
  resolve: (config: Call) => FakeReply | Promise<FakeReply> = () => ({ status: 500 }),
) {
  const server = fakeServer((c) => {
    if (c.method === 'get' && c.url === '/api/billing/disputes') return list(c);
    if (c.method === 'put' && c.url?.startsWith('/api/billing/disputes/')) return resolve(c);
    return { status: 404, data: { message: 'Not found' } };
  });
  const lists = () => server.calls.filter((c) => c.method === 'get' && c.url === '/api/billing/disputes').map(paramsOf);
  const puts = () => server.calls.filter((c) => c.method === 'put');
  return { ...server, lists, puts };
}

const ok = (message: string) => ({
  status: 200,
  data: { success: true, message, data: makeDispute(1, { status: 'accepted' }) },
});

// Role queries over a table with dialogs are slow under jsdom.
beforeEach(() => signInAdmin());
afterEach(signOut);

describe('Lead Disputes (/admin/billing/disputes)', () => {
  it('opens on the open disputes with the spec columns: date, dealer link, lead, amount, reason and details, status', async () => {
    const server = serve(() =>
      disputesPage([
        makeDispute(1),
        makeDispute(2, {
          status: 'accepted',
          autoResolved: true,
          reason: 'duplicate',
          details: null,
          resolvedAt: '2025-03-05T15:05:00.000Z',
        }),
        makeDispute(3, {
          status: 'refused',
          resolutionNote: 'We reached the shopper by phone',
          resolvedAt: '2025-03-06T10:00:00.000Z',
          lead: null,
        }),
      ]),
    );
    renderAdmin('/admin/billing/disputes');
    expect(screen.getByRole('heading', { level: 1, name: 'Lead Disputes' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Reyes Auto 1' });
    const table = screen.getByRole('table', { name: 'Lead disputes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Dealer', 'Lead', 'Amount', 'Reason', 'Status', 'Actions']);
    const row = (name: string) => within(table).getByRole('link', { name }).closest('tr')!;

    const open = row('Reyes Auto 1');
    expect(within(open).getByRole('link', { name: 'Reyes Auto 1' })).toHaveAttribute(
      'href',
      '/admin/subscription-details/dealer-1',
    );
    for (const text of [
      'Mar 5, 2025',
      'Jane Shopper1',
      'jane1@example.org',
      '+1 555 0111',
      '2024 BMW X5',
      '$75.00',
      'Charged Mar 4, 2025',
      'The contact details do not work',
      'The phone number is not in service',
      'Open',
    ])
      expect(within(open).getByText(text)).toBeInTheDocument();
    expect(
      within(open).getByRole('button', { name: 'Accept dispute from Reyes Auto 1 about Jane Shopper1' }),
    ).toBeInTheDocument();
    expect(
      within(open).getByRole('button', { name: 'Refuse dispute from Reyes Auto 1 about Jane Shopper1' }),
    ).toBeInTheDocument();

    const auto = row('Reyes Auto 2');
    expect(within(auto).getByText('Accepted')).toBeInTheDocument();
    expect(within(auto).getByText('Auto-accepted')).toBeInTheDocument();
    expect(within(auto).getByText('The same person sent this lead before')).toBeInTheDocument();
    expect(within(auto).queryByRole('button')).not.toBeInTheDocument();

    const refused = row('Reyes Auto 3');
    expect(within(refused).getByText('Refused')).toBeInTheDocument();
    expect(within(refused).getByText('We reached the shopper by phone')).toBeInTheDocument();
    expect(within(refused).getByText('Lead deleted')).toBeInTheDocument();
    expect(within(refused).queryByText('Auto-accepted')).not.toBeInTheDocument();

    expect(screen.getByRole('radio', { name: 'Open' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('3 disputes')).toBeInTheDocument();
    expect(server.lists()).toEqual([{ page: 1, limit: 10, status: 'open' }]);
  });

  it('filters by status and pages, both in the query and the URL; All sends no status', async () => {
    const server = serve((c) => {
      const p = paramsOf(c);
      return disputesPage(
        [makeDispute(Number(p.page) * 10, { status: (p.status as 'open') ?? 'refused' })],
        Number(p.page),
        3,
        25,
      );
    });
    const { user, location } = renderAdmin('/admin/billing/disputes');
    await screen.findByText('Reyes Auto 10');
    expect(
      ['Open', 'Accepted', 'Refused', 'All'].map((n) =>
        screen.getByRole('radio', { name: n }).getAttribute('aria-checked'),
      ),
    ).toEqual(['true', 'false', 'false', 'false']);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Reyes Auto 20')).toBeInTheDocument();
    expect(location.search).toBe('?page=2');

    await user.click(screen.getByRole('radio', { name: 'Accepted' }));
    await waitFor(() => expect(server.lists().at(-1)).toEqual({ page: 1, limit: 10, status: 'accepted' }));
    expect(location.search).toBe('?status=accepted');
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(server.lists().at(-1)).toEqual({ page: 1, limit: 10 }));
    expect(location.search).toBe('?status=all');
    // Back to the default: out of the URL, the first open page (cached) shows again.
    await user.click(screen.getByRole('radio', { name: 'Open' }));
    expect(await screen.findByText('Reyes Auto 10')).toBeInTheDocument();
    expect(location.search).toBe('');
  });

  it('reads its filter and page from the URL', async () => {
    const server = serve(() => disputesPage([makeDispute(1, { status: 'refused' })], 2, 2, 11));
    renderAdmin('/admin/billing/disputes?status=refused&page=2');
    await screen.findByText('Reyes Auto 1');
    expect(server.lists()[0]).toEqual({ page: 2, limit: 10, status: 'refused' });
    expect(screen.getByRole('radio', { name: 'Refused' })).toHaveAttribute('aria-checked', 'true');
  });

  it('accepts after "Refund $75.00 to {dealer}?", toasts the server\'s message and reloads; Cancel sends nothing', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    const server = serve(
      () => disputesPage([makeDispute(1), makeDispute(2)]),
      () =>
        new Promise<FakeReply>((resolve) => {
          answer = resolve;
        }),
    );
    const { user } = renderAdmin('/admin/billing/disputes');
    await user.click(
      await screen.findByRole('button', { name: 'Accept dispute from Reyes Auto 2 about Jane Shopper2' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Accept dispute' });
    expect(within(dialog).getByText('Refund $75.00 to Reyes Auto 2?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.puts()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Accept dispute from Reyes Auto 2 about Jane Shopper2' }));
    dialog = await screen.findByRole('dialog', { name: 'Accept dispute' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept and refund' }));
    expect(await within(dialog).findByRole('button', { name: 'Refunding...' })).toBeDisabled();
    expect(server.puts()[0].url).toBe('/api/billing/disputes/dispute-2');
    expect(sentBody(server.puts()[0])).toEqual({ decision: 'accepted' });
    const listed = server.lists().length;
    await act(async () => answer(ok('Dispute accepted: $75.00 refunded to Reyes Auto 2')));
    expect(await screen.findByText('Dispute accepted: $75.00 refunded to Reyes Auto 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(server.lists().length).toBeGreaterThan(listed));
  });

  it('refuses only with a note (required, at most 1000 characters) and sends it', async () => {
    const server = serve(
      () => disputesPage([makeDispute(1)]),
      () => ok('Dispute refused'),
    );
    const { user } = renderAdmin('/admin/billing/disputes');
    await user.click(
      await screen.findByRole('button', { name: 'Refuse dispute from Reyes Auto 1 about Jane Shopper1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refuse dispute' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(within(dialog).getByText('Tell the dealer why the dispute is refused')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Note/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(within(dialog).getByText('Tell the dealer why the dispute is refused')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Note/));
    await user.click(within(dialog).getByLabelText(/Note/));
    await user.paste('x'.repeat(1001));
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(within(dialog).getByText('The note must be at most 1000 characters')).toBeInTheDocument();
    expect(server.puts()).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/Note/));
    await user.type(within(dialog).getByLabelText(/Note/), '  We reached the shopper by phone  ');
    expect(within(dialog).getByText('35/1000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('Dispute refused')).toBeInTheDocument();
    expect(server.puts()[0].url).toBe('/api/billing/disputes/dispute-1');
    expect(sentBody(server.puts()[0])).toEqual({ decision: 'refused', note: 'We reached the shopper by phone' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps the dialog open and toasts the server's message when the decision is refused, then reloads", async () => {
    const server = serve(
      () => disputesPage([makeDispute(1)]),
      () => ({ status: 409, data: { message: 'This dispute is already resolved' } }),
    );
    const { user } = renderAdmin('/admin/billing/disputes');
    await user.click(
      await screen.findByRole('button', { name: 'Accept dispute from Reyes Auto 1 about Jane Shopper1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Accept dispute' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept and refund' }));
    expect(await screen.findByText('This dispute is already resolved')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Accept and refund' })).toBeEnabled();
    await waitFor(() => expect(server.lists().length).toBe(2));
  });

  it.each([
    ['', 'No open disputes'],
    ['?status=accepted', 'No accepted disputes'],
    ['?status=all', 'No disputes yet'],
  ])('says so when there is nothing to show (%s)', async (search, title) => {
    serve(() => disputesPage([], 1, 0, 0));
    renderAdmin(`/admin/billing/disputes${search}`);
    expect(await screen.findByText(title)).toBeInTheDocument();
  });

  it('shows a failed load with Try Again', async () => {
    let reply: FakeReply = { status: 500, data: { message: 'Database unavailable' } };
    serve(() => reply);
    const { user } = renderAdmin('/admin/billing/disputes');
    expect(await screen.findByText('Failed to load disputes')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    reply = disputesPage([makeDispute(1)]);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Reyes Auto 1')).toBeInTheDocument();
  });

  it('sends /admin/billing to the queue, and is closed to an admin without manageDealers', async () => {
    serve(() => disputesPage([makeDispute(1)]));
    const first = renderAdmin('/admin/billing');
    expect(await screen.findByText('Reyes Auto 1')).toBeInTheDocument();
    expect(first.location.pathname).toBe('/admin/billing/disputes');
    first.unmount();
    signInAdmin({ ...DEMO_ADMIN, permissions: { manageDealers: false, verifyLeads: true } });
    const { location } = renderAdmin('/admin/billing/disputes');
    expect(await screen.findByText('unauthorized page')).toBeInTheDocument();
    expect(location.pathname).toBe('/unauthorized');
  });
});

describe('Lead Disputes on a phone', () => {
  // Every max-width query matches: the phone layout.
  withPhoneLayout();

  it('lists one card per dispute, with its actions', async () => {
    serve(() => disputesPage([makeDispute(1), makeDispute(2, { status: 'accepted', autoResolved: true })]));
    renderAdmin('/admin/billing/disputes');
    const list = await screen.findByRole('list', { name: 'Lead disputes' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAccessibleName('Dispute from Reyes Auto 1 about Jane Shopper1');
    expect(
      within(cards[0]).getByRole('button', { name: 'Accept dispute from Reyes Auto 1 about Jane Shopper1' }),
    ).toBeInTheDocument();
    expect(within(cards[0]).getByText('$75.00')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Auto-accepted')).toBeInTheDocument();
    expect(within(cards[1]).queryByRole('button')).not.toBeInTheDocument();
  });
});
