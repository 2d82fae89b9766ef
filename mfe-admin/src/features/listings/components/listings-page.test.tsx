import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer, sentBody, type FakeReply, type FakeRoute } from 'shared-auth/testing';
import { listingsPage, makeListing, paramsOf } from '../../../testing/fixtures';
import { DEMO_ADMIN, renderApp, signInAdmin, signOut } from '../../../testing/render-app';

type Call = Parameters<FakeRoute>[0];

function serve(
  list: (config: Call) => FakeReply,
  command: (config: Call) => FakeReply | Promise<FakeReply> = () => ({ status: 404, data: { message: 'Not found' } }),
) {
  return fakeServer((config) => {
    if (config.url === '/api/listings' && config.method === 'get') return list(config);
    return command(config);
  });
}

const searches = (calls: Call[]) => calls.filter((c) => c.url === '/api/listings' && c.method === 'get').map(paramsOf);
const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;

beforeEach(() => signInAdmin());
afterEach(signOut);

describe('Listing Management', () => {
  it('opens on the approval queue: pending listings of every dealer, 10 a page', async () => {
    const { calls } = serve(() => listingsPage([makeListing(1), makeListing(2)], 1, 3, 22));
    renderApp('/admin/listing');
    expect(screen.getByRole('heading', { level: 1, name: 'Listing Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add listing' })).toHaveAttribute(
      'href',
      '/admin/add-edit-listing-details',
    );
    const row = await waitFor(() => rowOf('2024 Toyota Camry1'));
    expect(within(row).getByText('Pending approval')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '2024 Toyota Camry1' })).toHaveAttribute(
      'href',
      '/admin/listing-details/listing-1',
    );
    expect(within(row).getByRole('link', { name: 'Edit 2024 Toyota Camry1' })).toHaveAttribute(
      'href',
      '/admin/add-edit-listing-details/listing-1',
    );
    expect(screen.getByText('22 listings')).toBeInTheDocument();
    const filter = screen.getByRole('radiogroup', { name: 'Status' });
    expect(
      within(filter)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['Pending approval', 'All', 'Active', 'Paused', 'Rejected']);
    expect(within(filter).getByRole('radio', { name: 'Pending approval' })).toHaveAttribute('aria-checked', 'true');
    expect(searches(calls)).toEqual([{ scope: 'manage', status: 'pending', page: 1, limit: 10 }]);
  });

  it('filters by status and pages on the server, from page 1 after a filter change', async () => {
    const { calls } = serve((c) => {
      const p = paramsOf(c);
      if (p.status === 'rejected') return listingsPage([makeListing(40, { status: 'rejected' })]);
      return listingsPage([makeListing(Number(p.page) * 10)], Number(p.page), 3, 30);
    });
    const { user, location } = renderApp('/admin/listing');
    await screen.findByRole('link', { name: '2024 Toyota Camry10' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: '2024 Toyota Camry20' })).toBeInTheDocument();
    expect(location.search).toBe('?page=2');
    await user.click(screen.getByRole('radio', { name: 'Rejected' }));
    expect(await screen.findByRole('link', { name: '2024 Toyota Camry40' })).toBeInTheDocument();
    expect(within(rowOf('2024 Toyota Camry40')).getByText('Rejected')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() =>
      expect(searches(calls).map(({ status, page }) => [status, page])).toEqual([
        ['pending', 1],
        ['pending', 2],
        ['rejected', 1],
        ['all', 1],
      ]),
    );
  });

  it('shows public listings (summaries) under Active as active rows', async () => {
    const summary = {
      id: 'listing-9',
      make: 'Kia',
      model: 'EV6',
      year: 2025,
      bodyType: 'SUV',
      fuelType: 'Electric',
      transmission: 'Automatic',
      monthlyPayment: 429,
      imageUrls: [],
      isLimitedOffer: false,
      dateAdded: '2025-03-04T15:05:00.000Z',
      msrp: 30000,
      downPayment: 2000,
      leaseTerms: [24, 36],
      mileageLimits: [10000, 12000],
      extraMileageCost: 0.25,
      dealScore: null,
    };
    serve((c) => listingsPage(paramsOf(c).status === 'active' ? [summary] : []));
    const { user } = renderApp('/admin/listing');
    await screen.findByText('Nothing waiting for approval');
    await user.click(screen.getByRole('radio', { name: 'Active' }));
    const row = await waitFor(() => rowOf('2025 Kia EV6'));
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Approve 2025 Kia EV6' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reject 2025 Kia EV6' })).toBeInTheDocument();
  });

  it('searches once the typing stops (500 ms), from page 1', async () => {
    const { calls } = serve((c) => {
      const p = paramsOf(c);
      if (p.search === 'camry7') return listingsPage([makeListing(7)]);
      return listingsPage([makeListing(Number(p.page))], Number(p.page), 2, 20);
    });
    const { user } = renderApp('/admin/listing');
    await screen.findByRole('link', { name: '2024 Toyota Camry1' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('link', { name: '2024 Toyota Camry2' });
    await user.type(screen.getByRole('searchbox', { name: 'Search listings' }), 'camry7');
    expect(await screen.findByText('1 listing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2024 Toyota Camry7' })).toBeInTheDocument();
    expect(searches(calls).slice(2)).toEqual([
      { scope: 'manage', status: 'pending', page: 1, limit: 10, search: 'camry7' },
    ]);
  });

  it("approves a pending listing and toasts the server's sentence; a refusal toasts its message", async () => {
    let status: 'pending' | 'active' = 'pending';
    let refuse = false;
    const { calls } = serve(
      () => listingsPage(status === 'pending' ? [makeListing(1)] : []),
      (c) => {
        if (c.method === 'put' && c.url === '/api/admin/listings/listing-1/approve') {
          if (refuse) return { status: 409, data: { message: 'Listing is already approved' } };
          status = 'active';
          return {
            status: 200,
            data: {
              success: true,
              message: 'Listing approved successfully',
              data: makeListing(1, { status: 'active' }),
            },
          };
        }
        return { status: 404, data: { message: 'Not found' } };
      },
    );
    const { user } = renderApp('/admin/listing');
    refuse = true;
    await user.click(await screen.findByRole('button', { name: 'Approve 2024 Toyota Camry1' }));
    expect(await screen.findByText('Listing is already approved')).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Approve 2024 Toyota Camry1' }));
    expect(await screen.findByText('Listing approved successfully')).toBeInTheDocument();
    // The queue reloads without it.
    expect(await screen.findByText('Nothing waiting for approval')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'put')).toHaveLength(2);
  });

  it('rejects with a required reason (up to 1000 characters) that is sent to the server', async () => {
    const { calls } = serve(
      () => listingsPage([makeListing(1)]),
      (c) =>
        c.method === 'put' && c.url === '/api/admin/listings/listing-1/reject'
          ? {
              status: 200,
              data: {
                success: true,
                message: 'Listing rejected successfully',
                data: makeListing(1, { status: 'rejected' }),
              },
            }
          : { status: 404, data: { message: 'Not found' } },
    );
    const { user } = renderApp('/admin/listing');
    await user.click(await screen.findByRole('button', { name: 'Reject 2024 Toyota Camry1' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject listing' });
    expect(within(dialog).getByText(/The dealer is told the reason by email/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await user.click(reason);
    await user.paste('x'.repeat(1001));
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Reason must be at most 1000 characters')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'put')).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, 'The photos show another car.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Listing rejected successfully')).toBeInTheDocument();
    expect(sentBody(calls.find((c) => c.method === 'put')!)).toEqual({ reason: 'The photos show another car.' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject listing' })).not.toBeInTheDocument());
  });

  it('deletes after confirmation; Cancel sends nothing; a failure keeps the dialog open with the server message', async () => {
    let fail = true;
    const { calls } = serve(
      () => listingsPage([makeListing(1)]),
      (c) => {
        if (c.method !== 'delete') return { status: 404, data: { message: 'Not found' } };
        if (fail) return { status: 500, data: { message: 'Storage is not reachable' } };
        return { status: 200, data: { success: true, message: 'Listing deleted successfully' } };
      },
    );
    const { user } = renderApp('/admin/listing');
    await user.click(await screen.findByRole('button', { name: 'Delete 2024 Toyota Camry1' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete listing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'delete')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete 2024 Toyota Camry1' }));
    dialog = screen.getByRole('dialog', { name: 'Delete listing?' });
    expect(within(dialog).getByText(/This action cannot be undone/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Storage is not reachable')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete listing?' })).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Listing deleted successfully')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'delete').map((c) => c.url)).toEqual([
      '/api/listings/listing-1',
      '/api/listings/listing-1',
    ]);
  });

  it('sends an admin without verifyLeads to /unauthorized', async () => {
    serve(() => listingsPage([]));
    signInAdmin({ ...DEMO_ADMIN, permissions: { manageDealers: true, verifyLeads: false } });
    renderApp('/admin/listing');
    expect(await screen.findByText('unauthorized page')).toBeInTheDocument();
  });
});
