import { act, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, sentBody, type FakeReply, type FakeRoute } from 'shared-auth/testing';
import { paramsOf } from '../../../testing/fixtures';
import { leadsPage, makeLead } from '../../../testing/lead-fixtures';
import { DEMO_ADMIN, renderApp, signInAdmin, signOut } from '../../../testing/render-app';

type Call = Parameters<FakeRoute>[0];

function serve(
  leads: (config: Call) => FakeReply | Promise<FakeReply>,
  other: FakeRoute = () => ({ status: 404, data: { message: 'Not found' } }),
) {
  return fakeServer((config) =>
    config.method === 'get' && config.url === '/api/leads' ? leads(config) : other(config),
  );
}

const leadCalls = (calls: Call[]) => calls.filter((c) => c.method === 'get' && c.url === '/api/leads').map(paramsOf);

// Role queries over a 10-row table with dialogs are slow under jsdom.

beforeEach(() => signInAdmin());
afterEach(signOut);

describe('Lead Tracking (/admin/leads)', () => {
  it('shows the stat figures and the table with the spec columns, Verified or Pending', async () => {
    const { calls } = serve(() => {
      const reply = leadsPage(1, 3);
      (reply.data.data.leads[1] as { isEmailVerified: boolean }).isEmailVerified = false;
      (reply.data.data.leads[1] as { status: string }).status = 'contacted';
      return reply;
    });
    renderApp('/admin/leads');
    expect(screen.getByRole('heading', { level: 1, name: 'Lead Tracking' })).toBeInTheDocument();
    await screen.findByText('Customer1 Stone');
    const table = screen.getByRole('table', { name: 'Leads' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Lead Information', 'Contact', 'Status', 'Email Status', 'Created Date', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const row = within(table).getByText('Customer2 Stone').closest('tr')!;
    expect(within(row).getByText('Contacted')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('customer2@example.org')).toBeInTheDocument();
    expect(within(row).getByText('Mar 4, 2025')).toBeInTheDocument();
    const first = within(table).getByText('Customer1 Stone').closest('tr')!;
    expect(within(first).getByText('Verified')).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Lead figures' });
    expect(within(figures).getByText('Total Leads').parentElement).toHaveTextContent('42');
    expect(within(figures).getByText('Verified').parentElement).toHaveTextContent('30');
    expect(within(figures).getByText('Pending').parentElement).toHaveTextContent('12');
    expect(within(figures).getByText('Contacted').parentElement).toHaveTextContent('15');
    expect(leadCalls(calls)).toEqual([{ page: 1, limit: 10 }]);
  });

  it('links View to the lead detail page', async () => {
    serve(() => leadsPage(1, 1));
    const { user, location } = renderApp('/admin/leads');
    await user.click(await screen.findByRole('link', { name: 'View details of Customer3 Stone' }));
    expect(location.pathname).toBe('/admin/leads-details/lead-3');
  });

  it('pages, searches once typing stops (500 ms) and filters by status and email status, all in the query and the URL', async () => {
    const { calls } = serve((c) => {
      const p = paramsOf(c);
      if (p.search === 'vera')
        return {
          status: 200,
          data: {
            success: true,
            data: {
              leads: [makeLead(99, { firstName: 'Vera', lastName: 'Stone' })],
              stats: leadsPage(1, 1).data.data.stats,
            },
            meta: { pagination: { page: 1, limit: 10, total: 1, totalPages: 1 } },
          },
        };
      return leadsPage(Number(p.page), 3);
    });
    const { user, location } = renderApp('/admin/leads');
    await screen.findByText('Customer1 Stone');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Customer11 Stone')).toBeInTheDocument();
    expect(location.search).toBe('?page=2');

    await user.type(screen.getByRole('searchbox', { name: 'Search leads' }), 'vera');
    expect(await screen.findByText('Vera Stone')).toBeInTheDocument();
    expect(screen.getByText('1 lead')).toBeInTheDocument();
    // One call for the settled text, none per keystroke; back to page 1.
    expect(leadCalls(calls).slice(2)).toEqual([{ page: 1, limit: 10, search: 'vera' }]);
    expect(location.search).toBe('?q=vera');

    await user.clear(screen.getByRole('searchbox', { name: 'Search leads' }));
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(Array.from((status as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      'All statuses',
      'New',
      'Contacted',
      'Closed',
    ]);
    await user.selectOptions(status, 'Closed');
    const email = screen.getByRole('combobox', { name: 'Email Status' });
    expect(Array.from((email as HTMLSelectElement).options).map((o) => o.text)).toEqual(['All', 'Verified', 'Pending']);
    await user.selectOptions(email, 'Pending');
    await waitFor(() =>
      expect(leadCalls(calls).at(-1)).toEqual({ page: 1, limit: 10, status: 'closed', emailStatus: 'pending' }),
    );
    expect(new URLSearchParams(location.search).get('status')).toBe('closed');
    expect(new URLSearchParams(location.search).get('email')).toBe('pending');
  });

  it('reads its filters from the URL', async () => {
    const { calls } = serve(() => leadsPage(1, 1));
    renderApp('/admin/leads?status=contacted&email=verified&q=stone&page=2');
    await screen.findByText('Customer1 Stone');
    expect(leadCalls(calls)[0]).toEqual({
      page: 2,
      limit: 10,
      search: 'stone',
      status: 'contacted',
      emailStatus: 'verified',
    });
    expect(screen.getByRole('searchbox', { name: 'Search leads' })).toHaveValue('stone');
  });

  it('edits a lead in the shared Edit Lead modal: its rules, Updating..., the success toast and a reload', async () => {
    let saved: (reply: FakeReply) => void = () => undefined;
    const { calls } = serve(
      () => leadsPage(1, 1),
      (config) =>
        config.method === 'put' && config.url === '/api/leads/lead-1'
          ? new Promise<FakeReply>((resolve) => {
              saved = resolve;
            })
          : { status: 404, data: { message: 'Not found' } },
    );
    const { user } = renderApp('/admin/leads');
    await user.click(await screen.findByRole('button', { name: 'Edit lead Customer1 Stone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lead' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Customer1 Stone');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.clear(within(dialog).getByLabelText('Phone'));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is invalid')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'put')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'Vera Stone');
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'vera@example.org');
    await user.type(within(dialog).getByLabelText('Phone'), '+1 555 0199');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'contacted');
    const listed = leadCalls(calls).length;
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(sentBody(calls.find((c) => c.method === 'put')!)).toEqual({
      name: 'Vera Stone',
      email: 'vera@example.org',
      phone: '+1 555 0199',
      status: 'contacted',
    });
    await act(async () => saved({ status: 200, data: { success: true, data: makeLead(1, { status: 'contacted' }) } }));
    expect(await screen.findByText('Lead updated successfully!!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Lead' })).not.toBeInTheDocument());
    await waitFor(() => expect(leadCalls(calls).length).toBeGreaterThan(listed));
  });

  it('keeps the Edit Lead modal open with "Failed to update lead" when the save fails', async () => {
    serve(
      () => leadsPage(1, 1),
      () => ({ status: 500 }),
    );
    const { user } = renderApp('/admin/leads');
    await user.click(await screen.findByRole('button', { name: 'Edit lead Customer1 Stone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lead' });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed to update lead')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  it('deletes a lead after "Delete Lead" / "This action cannot be undone.", and Cancel sends nothing', async () => {
    const { calls } = serve(
      () => leadsPage(1, 1),
      (config) =>
        config.method === 'delete' && config.url === '/api/leads/lead-2'
          ? { status: 200, data: { success: true, message: 'Lead deleted successfully' } }
          : { status: 404, data: { message: 'Not found' } },
    );
    const deletes = () => calls.filter((c) => c.method === 'delete');
    const { user } = renderApp('/admin/leads');
    await user.click(await screen.findByRole('button', { name: 'Delete lead Customer2 Stone' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Lead' });
    expect(within(dialog).getByText('This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Lead' })).not.toBeInTheDocument());
    expect(deletes()).toHaveLength(0);

    const listed = leadCalls(calls).length;
    await user.click(screen.getByRole('button', { name: 'Delete lead Customer2 Stone' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Lead' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Lead deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Lead' })).not.toBeInTheDocument());
    expect(deletes()).toHaveLength(1);
    await waitFor(() => expect(leadCalls(calls).length).toBeGreaterThan(listed));
  });

  it('shows a failed load with Try Again, and says so when nothing matches', async () => {
    let reply: FakeReply = { status: 500, data: { message: 'Database unavailable' } };
    serve(() => reply);
    const { user } = renderApp('/admin/leads?status=closed');
    expect(await screen.findByText('Failed to load leads')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    reply = leadsPage(1, 0, 0);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No leads match your filters')).toBeInTheDocument();
  });

  it('is closed to an admin without the verifyLeads permission', async () => {
    signInAdmin({ ...DEMO_ADMIN, permissions: { manageDealers: true, verifyLeads: false } });
    serve(() => leadsPage(1, 1));
    const { location } = renderApp('/admin/leads');
    expect(await screen.findByText('unauthorized page')).toBeInTheDocument();
    expect(location.pathname).toBe('/unauthorized');
  });
});
