import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer, sentBody, type FakeReply, type FakeRoute } from 'shared-auth/testing';
import {
  auditPage,
  dealersPage,
  listingsPage,
  makeDealer,
  makeDealerSummary,
  paramsOf,
} from '../../../testing/fixtures';
import { leadsPage } from '../../../testing/lead-fixtures';
import { DEMO_ADMIN, renderApp, signInAdmin, signOut } from '../../../testing/render-app';

type Call = Parameters<FakeRoute>[0];

function serve(
  list: (config: Call) => FakeReply,
  command: (config: Call) => FakeReply | Promise<FakeReply> = () => ({ status: 404, data: { message: 'Not found' } }),
) {
  return fakeServer((config) => {
    if (config.url === '/api/dealers' && config.method === 'get') return list(config);
    return command(config);
  });
}

const lists = (calls: Call[]) => calls.filter((c) => c.url === '/api/dealers' && c.method === 'get').map(paramsOf);
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

beforeEach(() => signInAdmin());
afterEach(signOut);

describe('Dealer Management', () => {
  it('lists dealers with their status, plan and counts, 10 a page', async () => {
    const { calls } = serve(() =>
      dealersPage([makeDealerSummary(1), makeDealerSummary(2, { status: 'pending' })], 1, 2, 12),
    );
    renderApp('/admin/dealers');
    expect(screen.getByRole('heading', { level: 1, name: 'Dealer Management' })).toBeInTheDocument();
    const row = await waitFor(() => rowOf('Reyes Auto 1'));
    expect(within(row).getByRole('link', { name: 'Reyes Auto 1' })).toHaveAttribute(
      'href',
      '/admin/dealer-details/dealer-1',
    );
    expect(within(row).getByText('Approved')).toBeInTheDocument();
    expect(within(row).getByText('Free Trial')).toBeInTheDocument();
    expect(within(row).getByText('San Diego, CA')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Approve Reyes Auto 1' })).not.toBeInTheDocument();
    expect(within(rowOf('Reyes Auto 2')).getByRole('button', { name: 'Approve Reyes Auto 2' })).toBeInTheDocument();
    expect(screen.getByText('12 dealers')).toBeInTheDocument();
    expect(lists(calls)).toEqual([{ page: 1, limit: 10 }]);
  });

  it('filters by status, pages and searches (500 ms) on the server', async () => {
    const { calls } = serve((c) => {
      const p = paramsOf(c);
      if (p.search === 'harbor') return dealersPage([makeDealerSummary(9)]);
      return dealersPage([makeDealerSummary(Number(p.page))], Number(p.page), 2, 11);
    });
    const { user } = renderApp('/admin/dealers');
    await screen.findByRole('link', { name: 'Reyes Auto 1' });
    expect(
      within(screen.getByRole('radiogroup', { name: 'Status' }))
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['All', 'Pending', 'Approved', 'Suspended']);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('link', { name: 'Reyes Auto 2' });
    await user.click(screen.getByRole('radio', { name: 'Suspended' }));
    await waitFor(() => expect(lists(calls).at(-1)).toEqual({ page: 1, limit: 10, status: 'suspended' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search dealers' }), 'harbor');
    expect(await screen.findByRole('link', { name: 'Reyes Auto 9' })).toBeInTheDocument();
    expect(lists(calls).slice(3)).toEqual([{ page: 1, limit: 10, status: 'suspended', search: 'harbor' }]);
  });

  it("creates a dealer: the server's rules first, then its messages, then the new dealer's page", async () => {
    let reply: FakeReply = { status: 409, data: { message: 'An account with this email already exists' } };
    const { calls } = serve(
      () => dealersPage([]),
      (c) => {
        if (c.method === 'post' && c.url === '/api/dealers') return reply;
        if (c.url === `/api/dealers/${makeDealer().id}`)
          return { status: 200, data: { success: true, data: makeDealer() } };
        // The new dealer's page: no activity, leads or listings yet.
        if (c.url === '/api/admin/audit') return auditPage([]);
        if (c.url === '/api/listings') return listingsPage([]);
        if (c.url === '/api/leads') return leadsPage(1, 1, 0);
        return { status: 404, data: { message: 'Not found' } };
      },
    );
    const { user, location } = renderApp('/admin/dealers');
    await screen.findByText('No dealers found');
    await user.click(screen.getByRole('button', { name: 'Add dealer' }));
    const dialog = screen.getByRole('dialog', { name: 'Add dealer' });
    await user.click(within(dialog).getByRole('button', { name: 'Create dealer' }));
    expect(within(dialog).getByText('Dealership name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('State is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'post')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Maria');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last Name' }), 'Lopez');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'maria@lopezmotors.example');
    await user.type(within(dialog).getByRole('textbox', { name: 'Dealership Name' }), 'Lopez Motors');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone Number' }), '+1 555 0111');
    await user.type(within(dialog).getByRole('textbox', { name: 'State' }), 'TX');
    await user.type(within(dialog).getByRole('textbox', { name: 'Zip Code' }), '73301');
    await user.click(within(dialog).getByRole('button', { name: 'Create dealer' }));
    expect(await within(dialog).findByText('An account with this email already exists')).toBeInTheDocument();
    expect(sentBody(calls.find((c) => c.method === 'post')!)).toEqual({
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria@lopezmotors.example',
      dealershipName: 'Lopez Motors',
      phoneNumber: '+1 555 0111',
      state: 'TX',
      zipCode: '73301',
    });

    reply = {
      status: 400,
      data: { message: 'Zip code is too long', errors: [{ path: 'zipCode', message: 'Zip code is too long' }] },
    };
    await user.click(within(dialog).getByRole('button', { name: 'Create dealer' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Zip Code' })).toHaveAccessibleDescription(
        'Zip code is too long',
      ),
    );

    reply = { status: 201, data: { success: true, message: 'Dealer created successfully', data: makeDealer() } };
    await user.click(within(dialog).getByRole('button', { name: 'Create dealer' }));
    expect(await screen.findByText('Dealer created successfully')).toBeInTheDocument();
    await waitFor(() => expect(location.pathname).toBe(`/admin/dealer-details/${makeDealer().id}`));
  });

  it('edits the five dealership fields', async () => {
    const { calls } = serve(
      () => dealersPage([makeDealerSummary(1)]),
      (c) =>
        c.method === 'put' && c.url === '/api/dealers/dealer-1'
          ? { status: 200, data: { success: true, message: 'Dealer updated successfully', data: makeDealer() } }
          : { status: 404, data: { message: 'Not found' } },
    );
    const { user } = renderApp('/admin/dealers');
    await user.click(await screen.findByRole('button', { name: 'Edit Reyes Auto 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Reyes Auto 1' });
    const name = within(dialog).getByRole('textbox', { name: 'Dealership Name' });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText('Dealership name is required')).toBeInTheDocument();
    await user.type(name, 'Reyes Motors');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Website' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Dealer updated successfully')).toBeInTheDocument();
    expect(sentBody(calls.find((c) => c.method === 'put')!)).toEqual({
      dealershipName: 'Reyes Motors',
      phoneNumber: '+1-555-0100',
      website: '',
      state: 'CA',
      zipCode: '92101',
    });
  });

  it('approves a pending dealer; suspends after a confirmation that says what happens', async () => {
    const { calls } = serve(
      () => dealersPage([makeDealerSummary(1, { status: 'pending' })]),
      (c) => {
        if (c.url === '/api/admin/dealers/dealer-1/approve')
          return { status: 200, data: { success: true, message: 'Dealer approved successfully', data: makeDealer() } };
        if (c.url === '/api/admin/dealers/dealer-1/suspend')
          return { status: 200, data: { success: true, message: 'Dealer suspended successfully', data: makeDealer() } };
        return { status: 404, data: { message: 'Not found' } };
      },
    );
    const { user } = renderApp('/admin/dealers');
    await user.click(await screen.findByRole('button', { name: 'Approve Reyes Auto 1' }));
    expect(await screen.findByText('Dealer approved successfully')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Suspend Reyes Auto 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Reyes Auto 1?' });
    expect(
      within(dialog).getByText(/listings are hidden from the site at once.*every session of its account ends/),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.url?.endsWith('/suspend'))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Dealer suspended successfully')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'put').map((c) => c.url)).toEqual([
      '/api/admin/dealers/dealer-1/approve',
      '/api/admin/dealers/dealer-1/suspend',
    ]);
  });

  it("deletes after confirmation and shows the server's refusal in the dialog", async () => {
    let refuse = true;
    const { calls } = serve(
      () => dealersPage([makeDealerSummary(1)]),
      (c) => {
        if (c.method !== 'delete') return { status: 404, data: { message: 'Not found' } };
        if (refuse)
          return {
            status: 409,
            data: { message: 'This dealer has billing history and cannot be deleted. Suspend it instead.' },
          };
        return { status: 200, data: { success: true, message: 'Dealer deleted successfully' } };
      },
    );
    const { user } = renderApp('/admin/dealers');
    await user.click(await screen.findByRole('button', { name: 'Delete Reyes Auto 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Reyes Auto 1?' });
    expect(within(dialog).getByText(/This action cannot be undone/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('This dealer has billing history and cannot be deleted. Suspend it instead.'),
    ).toBeInTheDocument();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Dealer deleted successfully')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'delete').map((c) => c.url)).toEqual([
      '/api/dealers/dealer-1',
      '/api/dealers/dealer-1',
    ]);
  });

  it('sends an admin without manageDealers to /unauthorized', async () => {
    serve(() => dealersPage([]));
    signInAdmin({ ...DEMO_ADMIN, permissions: { manageDealers: false, verifyLeads: true } });
    renderApp('/admin/dealers');
    expect(await screen.findByText('unauthorized page')).toBeInTheDocument();
  });
});
