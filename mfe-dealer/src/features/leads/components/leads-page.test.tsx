import { act, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, sentBody, type FakeReply, type FakeRoute } from 'shared-auth/testing';
import { DASHBOARD_STATS, LISTING_ID, makeLead, paramsOf } from '../../../testing/fixtures';
import { DEMO_DEALER, renderApp, signInDealer, signOut } from '../../../testing/render-app';

/** One recorded call (the HTTP client's request config). */
type Call = Parameters<FakeRoute>[0];

type Route = (config: Call) => FakeReply;

function page(n: number, totalPages: number, total = totalPages * 10): FakeReply {
  const leads = Array.from({ length: 10 }, (_, i) => makeLead((n - 1) * 10 + i + 1));
  return {
    status: 200,
    data: { success: true, data: { leads }, meta: { pagination: { page: n, limit: 10, total, totalPages } } },
  };
}

function serve(leads: Route) {
  return fakeServer((config) => {
    if (config.url === '/api/dealers/stats/dashboard')
      return { status: 200, data: { success: true, data: DASHBOARD_STATS } };
    if (config.url === '/api/leads/my-leads') return leads(config);
    return { status: 404, data: { message: 'Not found' } };
  });
}

const leadCalls = (calls: Call[]) => calls.filter((c) => c.url === '/api/leads/my-leads').map(paramsOf);

// Role queries over a 10-row table with dialogs are slow under jsdom.

beforeEach(() => signInDealer());
afterEach(signOut);

describe('Your Leads', () => {
  it('shows the title, the Total Leads and Verified cards and the first page of 10', async () => {
    const { calls } = serve(() => page(1, 3));
    renderApp('/dealer/leads');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Leads' })).toBeInTheDocument();
    expect(screen.getByText('Monitor and manage your leads')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search leads' })).toHaveAttribute('placeholder', 'Search leads...');
    expect(await screen.findByText('Customer1 Stone')).toBeInTheDocument();
    expect(screen.getByText('Total Leads').parentElement).toHaveTextContent('27');
    expect(screen.getByText('Verified').parentElement).toHaveTextContent('19');
    const table = screen.getByRole('table', { name: 'Leads' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getAllByText('2024 Toyota Camry')).toHaveLength(10);
    expect(leadCalls(calls)).toEqual([{ page: 1, limit: 10 }]);
  });

  it('pages on the server; a search once the typing stops (500 ms) and a status filter start from page 1', async () => {
    const { calls } = serve((c) => {
      const p = paramsOf(c);
      if (p.search === 'vera')
        return {
          status: 200,
          data: {
            success: true,
            data: { leads: [makeLead(99, { firstName: 'Vera', lastName: 'Stone' })] },
            meta: { pagination: { page: 1, limit: 10, total: 1, totalPages: 1 } },
          },
        };
      return page(Number(p.page), 3);
    });
    const { user } = renderApp('/dealer/leads');
    await screen.findByText('Customer1 Stone');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Customer11 Stone')).toBeInTheDocument();
    expect(screen.queryByText('Customer1 Stone')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Customer21 Stone')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(leadCalls(calls).map((p) => p.page)).toEqual([1, 2, 3]);

    const search = screen.getByRole('searchbox', { name: 'Search leads' });
    await user.type(search, 'vera');
    expect(await screen.findByText('Vera Stone')).toBeInTheDocument();
    expect(screen.getByText('1 lead')).toBeInTheDocument();
    // One call for the settled text, none per keystroke.
    expect(leadCalls(calls).slice(3)).toEqual([{ page: 1, limit: 10, search: 'vera' }]);

    await user.clear(search);
    const status = screen.getByRole('combobox', { name: 'Status' });
    await user.selectOptions(status, 'Contacted');
    await waitFor(() => expect(leadCalls(calls).at(-1)).toEqual({ page: 1, limit: 10, status: 'contacted' }));
    expect(status).toHaveDisplayValue('Contacted');
    expect(Array.from((status as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      'All statuses',
      'New',
      'Contacted',
      'Closed',
    ]);
  });

  it('opens Customer Details with its fallbacks and View Car Details, and closes it', async () => {
    serve(() => ({
      status: 200,
      data: {
        success: true,
        data: {
          leads: [
            makeLead(1),
            makeLead(2, {
              firstName: 'Vera',
              lastName: '',
              phone: '',
              question: '',
              listing: null,
              listingId: LISTING_ID,
            }),
          ],
        },
        meta: { pagination: { page: 1, limit: 10, total: 2, totalPages: 1 } },
      },
    }));
    const { user } = renderApp('/dealer/leads');
    await user.click(await screen.findByRole('button', { name: 'View details of Vera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customer Details' });
    const value = (label: string) => within(dialog).getByText(label).nextElementSibling;
    expect(value('Name')).toHaveTextContent('Vera Not found');
    expect(value('Email')).toHaveTextContent('customer2@example.org');
    expect(value('Phone Number')).toHaveTextContent('Not found');
    expect(value('Message')).toHaveTextContent('No message provided');
    expect(value('Status')).toHaveTextContent('New');
    const link = within(dialog).getByRole('link', { name: 'View Car Details' });
    // The dealer's own page of the listing (spec), which shows it whatever its status.
    expect(link).toHaveAttribute('href', `/dealer/view-listing/${LISTING_ID}`);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'View details of Customer1 Stone' }));
    const second = await screen.findByRole('dialog', { name: 'Customer Details' });
    expect(within(second).getByText('Stone', { exact: false })).toHaveTextContent('Customer1 Stone');
    expect(within(second).getByText('+1 555 0100')).toBeInTheDocument();
    expect(within(second).getByText('Is this deal still available?')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'View details of Customer1 Stone' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close details' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
  });

  it('edits a lead in the Edit Lead modal: Updating..., the success toast, the list and the counts reloaded', async () => {
    let saved: (reply: FakeReply) => void = () => undefined;
    const { calls } = fakeServer((config) => {
      if (config.url === '/api/dealers/stats/dashboard')
        return { status: 200, data: { success: true, data: DASHBOARD_STATS } };
      if (config.url === '/api/leads/my-leads') return page(1, 1, 10);
      if (config.method === 'put' && config.url === '/api/leads/lead-1')
        return new Promise<FakeReply>((resolve) => {
          saved = resolve;
        });
      return { status: 404, data: { message: 'Not found' } };
    });
    const { user } = renderApp('/dealer/leads');
    await user.click(await screen.findByRole('button', { name: 'Edit lead Customer1 Stone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lead' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Customer1 Stone');
    expect(within(dialog).getByLabelText('Status')).toHaveValue('new');
    await user.clear(within(dialog).getByLabelText('Phone'));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(dialog).getByText('Phone is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Phone'), '+1 555 0199');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'contacted');
    const before = {
      leads: leadCalls(calls).length,
      stats: calls.filter((c) => c.url === '/api/dealers/stats/dashboard').length,
    };
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByRole('button', { name: 'Updating...' })).toBeDisabled();
    const put = calls.find((c) => c.method === 'put')!;
    expect(sentBody(put)).toEqual({
      name: 'Customer1 Stone',
      email: 'customer1@example.org',
      phone: '+1 555 0199',
      status: 'contacted',
    });
    await act(async () =>
      saved({ status: 200, data: { success: true, data: makeLead(1, { phone: '+1 555 0199', status: 'contacted' }) } }),
    );
    expect(await screen.findByText('Lead updated successfully!!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Lead' })).not.toBeInTheDocument());
    await waitFor(() => expect(leadCalls(calls).length).toBeGreaterThan(before.leads));
    expect(calls.filter((c) => c.url === '/api/dealers/stats/dashboard').length).toBeGreaterThan(before.stats);
  });

  it('keeps the Edit Lead modal open with "Failed to update lead" when the save fails', async () => {
    fakeServer((config) => {
      if (config.url === '/api/dealers/stats/dashboard')
        return { status: 200, data: { success: true, data: DASHBOARD_STATS } };
      if (config.url === '/api/leads/my-leads') return page(1, 1, 10);
      return { status: 500 };
    });
    const { user } = renderApp('/dealer/leads');
    await user.click(await screen.findByRole('button', { name: 'Edit lead Customer1 Stone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lead' });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed to update lead')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Lead' })).not.toBeInTheDocument());
  });

  it('deletes a lead after "Delete Lead" / "This action cannot be undone.", and Cancel sends nothing', async () => {
    let reply: FakeReply = { status: 200, data: { success: true, message: 'Lead deleted successfully' } };
    const { calls } = fakeServer((config) => {
      if (config.url === '/api/dealers/stats/dashboard')
        return { status: 200, data: { success: true, data: DASHBOARD_STATS } };
      if (config.url === '/api/leads/my-leads') return page(1, 1, 10);
      if (config.method === 'delete' && config.url === '/api/leads/lead-2') return reply;
      return { status: 404, data: { message: 'Not found' } };
    });
    const deletes = () => calls.filter((c) => c.method === 'delete');
    const { user } = renderApp('/dealer/leads');
    await user.click(await screen.findByRole('button', { name: 'Delete lead Customer2 Stone' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Lead' });
    expect(within(dialog).getByText('This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Lead' })).not.toBeInTheDocument());
    expect(deletes()).toHaveLength(0);

    // A failure keeps the dialog open with the server's message.
    reply = { status: 404, data: { message: 'Lead not found' } };
    await user.click(screen.getByRole('button', { name: 'Delete lead Customer2 Stone' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Lead' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Lead not found')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();

    reply = { status: 200, data: { success: true, message: 'Lead deleted successfully' } };
    const listed = leadCalls(calls).length;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Lead deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Lead' })).not.toBeInTheDocument());
    expect(deletes()).toHaveLength(2);
    await waitFor(() => expect(leadCalls(calls).length).toBeGreaterThan(listed));
  });

  it('says so when there are no leads yet', async () => {
    serve(() => ({
      status: 200,
      data: {
        success: true,
        data: { leads: [] },
        meta: { pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } },
      },
    }));
    renderApp('/dealer/leads');
    expect(await screen.findByText('No leads yet')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows a failed load with Try Again, which loads again', async () => {
    let fail = true;
    serve(() => (fail ? { status: 500, data: { message: 'Database unavailable' } } : page(1, 1, 10)));
    const { user } = renderApp('/dealer/leads');
    expect(await screen.findByText('Failed to load leads')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Customer1 Stone')).toBeInTheDocument();
  });

  it('is closed to a dealer without the manageLeads permission', async () => {
    signInDealer({ ...DEMO_DEALER, permissions: { manageListings: true, manageLeads: false } });
    serve(() => page(1, 1));
    const { location } = renderApp('/dealer/leads');
    expect(await screen.findByText('unauthorized page')).toBeInTheDocument();
    expect(location.pathname).toBe('/unauthorized');
  });
});
