import { act, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, sentBody, type FakeReply, type FakeRoute } from 'shared-auth/testing';
import type { Listing } from 'shared-contracts';
import { makeBillingStats } from 'shared-ui/testing';
import { DEALER_PROFILE, listingsPage, makeListing, paramsOf } from '../../../testing/fixtures';
import { DEMO_DEALER, renderApp, signInDealer, signOut } from '../../../testing/render-app';

type Call = Parameters<FakeRoute>[0];

const PROFILE = { status: 200, data: { success: true, data: DEALER_PROFILE } };

function twelve(page: number, over: Partial<Listing> = {}) {
  return Array.from({ length: 12 }, (_, i) => makeListing((page - 1) * 12 + i + 1, over));
}

/** The dealer profile, the listings search (`list`) and the listing commands (`command`). */
function serve(
  list: (config: Call) => FakeReply,
  command: (config: Call) => FakeReply | Promise<FakeReply> = () => ({ status: 404, data: { message: 'Not found' } }),
) {
  return fakeServer((config) => {
    if (config.url === '/api/dealers/profile') return PROFILE;
    if (config.url === '/api/listings' && config.method === 'get') return list(config);
    if (config.url === '/api/dealers/stats/dashboard') return { status: 200, data: { success: true, data: {} } };
    return command(config);
  });
}

const searches = (calls: Call[]) => calls.filter((c) => c.url === '/api/listings' && c.method === 'get').map(paramsOf);
const card = (title: string) => screen.getByRole('article', { name: title });

beforeEach(() => signInDealer());
afterEach(signOut);

describe('Your Listings', () => {
  it("asks for the dealer's own listings (dealerId, every status, 12 a page) and shows them as cards", async () => {
    const { calls } = serve(() => listingsPage(twelve(1), 1, 2, 20));
    const { location } = renderApp('/dealer/listings');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Listings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add listing' })).toHaveAttribute('href', '/dealer/new-listing');
    expect(await screen.findByText('Loading listings...')).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: '2024 Toyota Camry1' });
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText('$399')).toBeInTheDocument();
    expect(within(first).getByText('Sedan • Hybrid • Automatic')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: '2024 Toyota Camry1' })).toHaveAttribute(
      'src',
      '/uploads/listings/1/main.jpg',
    );
    expect(within(first).getByRole('link', { name: 'View 2024 Toyota Camry1' })).toHaveAttribute(
      'href',
      '/dealer/view-listing/listing-1',
    );
    expect(within(first).getByRole('link', { name: 'Edit 2024 Toyota Camry1' })).toHaveAttribute(
      'href',
      '/dealer/new-listing/listing-1',
    );
    expect(within(screen.getByRole('list', { name: 'Listings' })).getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('20 listings')).toBeInTheDocument();
    expect(searches(calls)).toEqual([{ dealerId: DEALER_PROFILE.id, status: 'all', page: 1, limit: 12 }]);
    expect(location.pathname).toBe('/dealer/listings');
  });

  it.each([
    [true, 'Active'],
    [false, 'Not shown'],
  ])('reads an active listing as shoppers see it (account receiving leads: %s): %s', async (canReceiveLeads, label) => {
    serve(
      () => listingsPage(twelve(1), 1, 1, 12),
      (config) =>
        config.url === '/api/billing/my-stats'
          ? { status: 200, data: { success: true, data: makeBillingStats({ canReceiveLeads }) } }
          : { status: 404, data: { message: 'Not found' } },
    );
    renderApp('/dealer/listings');
    const first = await screen.findByRole('article', { name: '2024 Toyota Camry1' });
    expect(await within(first).findByText(label)).toBeInTheDocument();
    expect(within(first).queryByText(canReceiveLeads ? 'Not shown' : 'Active')).not.toBeInTheDocument();
  });

  it('filters by status and pages on the server, from page 1 after a filter change', async () => {
    const { calls } = serve((c) => {
      const p = paramsOf(c);
      if (p.status === 'paused') return listingsPage([makeListing(40, { status: 'paused' })]);
      return listingsPage(twelve(Number(p.page)), Number(p.page), 3, 30);
    });
    const { user } = renderApp('/dealer/listings');
    await screen.findByRole('article', { name: '2024 Toyota Camry1' });
    const filter = screen.getByRole('radiogroup', { name: 'Status' });
    expect(
      within(filter)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['All', 'Pending approval', 'Active', 'Paused', 'Rejected']);
    expect(within(filter).getByRole('radio', { name: 'All' })).toHaveAttribute('aria-checked', 'true');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('article', { name: '2024 Toyota Camry13' })).toBeInTheDocument();
    await user.click(within(filter).getByRole('radio', { name: 'Paused' }));
    expect(await screen.findByRole('article', { name: '2024 Toyota Camry40' })).toBeInTheDocument();
    expect(within(filter).getByRole('radio', { name: 'Paused' })).toHaveAttribute('aria-checked', 'true');
    expect(within(card('2024 Toyota Camry40')).getByText('Paused')).toBeInTheDocument();
    expect(searches(calls).map(({ status, page }) => [status, page])).toEqual([
      ['all', 1],
      ['all', 2],
      ['paused', 1],
    ]);
    // Active needs the dealerId too: without it the API would answer the public search.
    await user.click(within(filter).getByRole('radio', { name: 'Active' }));
    await waitFor(() =>
      expect(searches(calls).at(-1)).toEqual({ dealerId: DEALER_PROFILE.id, status: 'active', page: 1, limit: 12 }),
    );
  });

  it('searches once the typing stops (500 ms), from page 1', async () => {
    const { calls } = serve((c) => {
      const p = paramsOf(c);
      if (p.search === 'camry7') return listingsPage([makeListing(7)]);
      return listingsPage(twelve(Number(p.page)), Number(p.page), 2, 20);
    });
    const { user } = renderApp('/dealer/listings');
    await screen.findByRole('article', { name: '2024 Toyota Camry1' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('article', { name: '2024 Toyota Camry13' });
    await user.type(screen.getByRole('searchbox', { name: 'Search listings' }), 'camry7');
    expect(await screen.findByText('1 listing')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: '2024 Toyota Camry7' })).toBeInTheDocument();
    // One call for the settled text, none per keystroke.
    expect(searches(calls).slice(2)).toEqual([
      { dealerId: DEALER_PROFILE.id, status: 'all', page: 1, limit: 12, search: 'camry7' },
    ]);
  });

  it("shows the admin's reason on a rejected listing's card and table row", async () => {
    serve(() =>
      listingsPage([
        makeListing(1, { status: 'rejected', rejectionReason: 'The photos show another car.' }),
        makeListing(2, { status: 'active', rejectionReason: null }),
      ]),
    );
    const { user } = renderApp('/dealer/listings');
    const card = await screen.findByRole('article', { name: '2024 Toyota Camry1' });
    expect(within(card).getByText('Rejected: The photos show another car.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: '2024 Toyota Camry2' })).queryByText(/^Rejected:/),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Table view' }));
    const rows = within(screen.getByRole('table', { name: 'Listings' }))
      .getAllByRole('row')
      .slice(1);
    expect(within(rows[0]).getByText('Rejected: The photos show another car.')).toBeInTheDocument();
    expect(within(rows[1]).queryByText(/^Rejected:/)).not.toBeInTheDocument();
  });

  it('switches to the table view: one row per listing with its status and actions', async () => {
    serve(() =>
      listingsPage([
        makeListing(1),
        makeListing(2, { status: 'pending' }),
        makeListing(3, { status: 'rejected', views: 1 }),
      ]),
    );
    const { user } = renderApp('/dealer/listings');
    await screen.findByRole('article', { name: '2024 Toyota Camry1' });
    await user.click(screen.getByRole('button', { name: 'Table view' }));
    const table = screen.getByRole('table', { name: 'Listings' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('Pending approval')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Rejected')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: '2024 Toyota Camry1' })).toHaveAttribute(
      'href',
      '/dealer/view-listing/listing-1',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gallery view' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('pauses an active listing and resumes a paused one; pending and rejected ones offer neither', async () => {
    let statuses: Record<string, Listing['status']> = {
      'listing-1': 'active',
      'listing-2': 'paused',
      'listing-3': 'pending',
      'listing-4': 'rejected',
    };
    const { calls } = serve(
      () => listingsPage(Object.entries(statuses).map(([id, status], i) => makeListing(i + 1, { id, status }))),
      (c) => {
        const id = /\/api\/listings\/(.+)\/status$/.exec(c.url ?? '')?.[1];
        if (c.method !== 'put' || !id) return { status: 404, data: { message: 'Not found' } };
        const { status } = sentBody(c) as { status: Listing['status'] };
        statuses = { ...statuses, [id]: status };
        return {
          status: 200,
          data: { success: true, message: 'Listing status updated', data: makeListing(1, { id, status }) },
        };
      },
    );
    const { user } = renderApp('/dealer/listings');
    await screen.findByRole('article', { name: '2024 Toyota Camry1' });
    expect(within(card('2024 Toyota Camry3')).queryByRole('button', { name: /Pause|Resume/ })).not.toBeInTheDocument();
    expect(within(card('2024 Toyota Camry4')).queryByRole('button', { name: /Pause|Resume/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pause 2024 Toyota Camry1' }));
    expect(await screen.findByText('Listing paused: shoppers no longer see it.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'put')!;
    expect(put.url).toBe('/api/listings/listing-1/status');
    expect(sentBody(put)).toEqual({ status: 'paused' });
    // The list is reloaded: the card now offers Resume.
    expect(await screen.findByRole('button', { name: 'Resume 2024 Toyota Camry1' })).toBeInTheDocument();
    expect(within(card('2024 Toyota Camry1')).getByText('Paused')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resume 2024 Toyota Camry2' }));
    expect(await screen.findByText('Listing resumed: shoppers can see it again.')).toBeInTheDocument();
    expect(sentBody(calls.filter((c) => c.method === 'put')[1])).toEqual({ status: 'active' });
  });

  it("shows the server's message when it refuses a status change", async () => {
    serve(
      () => listingsPage([makeListing(1)]),
      () => ({ status: 409, data: { message: 'Only an active listing can be paused' } }),
    );
    const { user } = renderApp('/dealer/listings');
    await user.click(await screen.findByRole('button', { name: 'Pause 2024 Toyota Camry1' }));
    expect(await screen.findByText('Only an active listing can be paused')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause 2024 Toyota Camry1' })).toBeEnabled();
  });

  it('deletes after "Delete this listing"; Cancel sends nothing; a failure keeps the dialog open', async () => {
    let reply: FakeReply | 'hold' = { status: 500 };
    let release: (r: FakeReply) => void = () => undefined;
    const { calls } = serve(
      () => listingsPage([makeListing(1), makeListing(2)]),
      (c) => {
        if (c.method !== 'delete') return { status: 404, data: { message: 'Not found' } };
        if (reply === 'hold')
          return new Promise<FakeReply>((resolve) => {
            release = resolve;
          });
        return reply;
      },
    );
    const deletes = () => calls.filter((c) => c.method === 'delete');
    const { user } = renderApp('/dealer/listings');
    await user.click(await screen.findByRole('button', { name: 'Delete 2024 Toyota Camry2' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this listing' });
    expect(within(dialog).getByText('Are you sure you want to delete the Listing?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete 2024 Toyota Camry2' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this listing' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Listing' }));
    expect(await screen.findByText('Failed to delete listing')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete Listing' })).toBeEnabled();

    reply = 'hold';
    const listed = searches(calls).length;
    await user.click(within(dialog).getByRole('button', { name: 'Delete Listing' }));
    expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => release({ status: 200, data: { success: true, message: 'Listing deleted' } }));
    expect(await screen.findByText('Listing deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes().map((c) => c.url)).toEqual(['/api/listings/listing-2', '/api/listings/listing-2']);
    await waitFor(() => expect(searches(calls).length).toBeGreaterThan(listed));
  });

  it('invites a dealer without listings to add the first one', async () => {
    serve(() => listingsPage([], 1, 0, 0));
    renderApp('/dealer/listings');
    expect(await screen.findByText('You have no listings yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first listing' })).toHaveAttribute('href', '/dealer/new-listing');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('says when nothing matches a filter, and clears it', async () => {
    const { calls } = serve((c) =>
      paramsOf(c).status === 'rejected' ? listingsPage([], 1, 0, 0) : listingsPage([makeListing(1)]),
    );
    const { user } = renderApp('/dealer/listings?status=rejected');
    expect(await screen.findByText('No rejected listings')).toBeInTheDocument();
    expect(screen.getByText('Show every status to see all your listings.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all listings' }));
    expect(await screen.findByRole('article', { name: '2024 Toyota Camry1' })).toBeInTheDocument();
    expect(searches(calls).map((p) => p.status)).toEqual(['rejected', 'all']);
  });

  it('shows a failed load with Try Again, which loads again', async () => {
    let fail = true;
    serve(() => (fail ? { status: 500, data: { message: 'Database unavailable' } } : listingsPage([makeListing(1)])));
    const { user } = renderApp('/dealer/listings');
    expect(await screen.findByText('Failed to load listings')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: '2024 Toyota Camry1' })).toBeInTheDocument();
  });

  it('is closed to a dealer without the manageListings permission', async () => {
    signInDealer({ ...DEMO_DEALER, permissions: { manageListings: false, manageLeads: true } });
    serve(() => listingsPage([makeListing(1)]));
    const { location } = renderApp('/dealer/listings');
    expect(await screen.findByText('unauthorized page')).toBeInTheDocument();
    expect(location.pathname).toBe('/unauthorized');
  });
});
