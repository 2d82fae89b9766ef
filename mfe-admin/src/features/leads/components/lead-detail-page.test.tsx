import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer, type FakeReply, type FakeRoute } from 'shared-auth/testing';
import type { AuditEvent } from 'shared-contracts';
import { paramsOf } from '../../../testing/fixtures';
import { DEALER_ID, LISTING_ID, leadsPage, makeLead, makeLeadListing } from '../../../testing/lead-fixtures';
import { renderApp, signInAdmin, signOut } from '../../../testing/render-app';
import { daysSince } from './lead-detail-page';

beforeEach(() => signInAdmin());
afterEach(signOut);

const EDIT: AuditEvent = {
  id: 'ev-1',
  action: 'update',
  entityType: 'lead',
  entityId: 'lead-1',
  actor: { id: 'u-admin', email: 'admin@example.com', role: 'admin' },
  before: { status: 'new' },
  after: { status: 'contacted' },
  reason: null,
  createdAt: '2025-03-05T10:00:00.000Z',
};

type Call = Parameters<FakeRoute>[0];
function serve(
  lead: FakeReply | (() => FakeReply),
  more: FakeRoute = () => ({ status: 404, data: { message: 'Not found' } }),
) {
  return fakeServer((config: Call) => {
    if (config.method === 'get' && config.url === '/api/leads/lead-1')
      return typeof lead === 'function' ? lead() : lead;
    if (config.url === `/api/listings/${LISTING_ID}`)
      return { status: 200, data: { success: true, data: makeLeadListing() } };
    if (config.url === '/api/admin/audit')
      return {
        status: 200,
        data: {
          success: true,
          data: { events: [EDIT] },
          meta: { pagination: { page: 1, limit: 50, total: 1, totalPages: 1 } },
        },
      };
    return more(config);
  });
}

describe('Lead detail (/admin/leads-details/:id)', () => {
  it('shows the four cards, the listing and dealer links and the lead history', async () => {
    const { calls } = serve({
      status: 200,
      data: { success: true, data: makeLead(1, { isEmailVerified: false, status: 'contacted' }) },
    });
    renderApp('/admin/leads-details/lead-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer1 Stone' })).toBeInTheDocument();
    const card = (name: string) => screen.getByRole('region', { name });
    expect(within(card('Personal Information')).getByText('Full Name').nextElementSibling).toHaveTextContent(
      'Customer1 Stone',
    );
    expect(within(card('Contact Information')).getByText('Email').nextElementSibling).toHaveTextContent(
      'customer1@example.org',
    );
    expect(within(card('Contact Information')).getByText('Phone').nextElementSibling).toHaveTextContent('+1 555 0100');
    expect(within(card('Status Information')).getByText('Contacted')).toBeInTheDocument();
    expect(within(card('Status Information')).getByText('Created Date').nextElementSibling).toHaveTextContent(
      'March 4, 2025',
    );
    expect(within(card('Additional Information')).getByText('Days Since Creation')).toBeInTheDocument();
    expect(within(card('Additional Information')).getByText('Email Not Verified')).toBeInTheDocument();
    expect(within(card('Listing and Dealer')).getByRole('link', { name: '2024 Toyota Camry' })).toHaveAttribute(
      'href',
      `/admin/listing-details/${LISTING_ID}`,
    );
    expect(await within(card('Listing and Dealer')).findByRole('link', { name: 'Reyes Auto Group' })).toHaveAttribute(
      'href',
      `/admin/dealer-details/${DEALER_ID}`,
    );
    const history = await screen.findByRole('list', { name: 'History' });
    expect(within(history).getByText('Edited')).toBeInTheDocument();
    expect(within(history).getByText(/^by admin@example\.com \(admin\)/)).toBeInTheDocument();
    expect(within(history).getByText(/^status: new → contacted$/i)).toBeInTheDocument();
    expect(paramsOf(calls.find((c) => c.url === '/api/admin/audit')!)).toEqual({
      entityType: 'lead',
      entityId: 'lead-1',
      page: 1,
      limit: 50,
    });
  });

  it('says "Email Verified" for a confirmed lead and counts the days since creation', async () => {
    serve({ status: 200, data: { success: true, data: makeLead(1) } });
    renderApp('/admin/leads-details/lead-1');
    expect(await screen.findByText('Email Verified')).toBeInTheDocument();
    const now = Date.parse('2025-03-14T12:00:00.000Z');
    expect(daysSince('2025-03-04T15:05:00.000Z', now)).toBe('9 days');
    expect(daysSince('2025-03-13T15:05:00.000Z', now)).toBe('Today');
    expect(daysSince('2025-03-12T15:05:00.000Z', now)).toBe('1 day');
  });

  it('edits the lead from Edit Lead and shows the saved values', async () => {
    let current = makeLead(1);
    serve(
      () => ({ status: 200, data: { success: true, data: current } }),
      (config) => {
        if (config.method === 'put') {
          current = makeLead(1, { status: 'closed' });
          return { status: 200, data: { success: true, data: current } };
        }
        return { status: 404 };
      },
    );
    const { user } = renderApp('/admin/leads-details/lead-1');
    await user.click(await screen.findByRole('button', { name: 'Edit Lead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lead' });
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'closed');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Lead updated successfully!!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Lead' })).not.toBeInTheDocument());
    expect(
      await within(screen.getByRole('region', { name: 'Status Information' })).findByText('Closed'),
    ).toBeInTheDocument();
  });

  it('shows "Lead Not Found" for a missing lead, with Back to Leads', async () => {
    serve({ status: 404, data: { message: 'Lead not found' } }, (config) =>
      config.url === '/api/leads' ? leadsPage(1, 1) : { status: 404 },
    );
    const { user, location } = renderApp('/admin/leads-details/lead-1');
    expect(await screen.findByRole('heading', { name: 'Lead Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The lead you're looking for doesn't exist or has been deleted.")).toBeInTheDocument();
    expect(screen.queryByText('Lead not found')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Leads' }));
    expect(location.pathname).toBe('/admin/leads');
  });

  it('toasts "Failed to fetch lead details" on another failure and goes back to the list', async () => {
    serve({ status: 500, data: { message: 'Database unavailable' } }, (config) =>
      config.url === '/api/leads' ? leadsPage(1, 1) : { status: 404 },
    );
    const { location } = renderApp('/admin/leads-details/lead-1');
    expect(await screen.findByText('Failed to fetch lead details')).toBeInTheDocument();
    await waitFor(() => expect(location.pathname).toBe('/admin/leads'));
  });

  it('goes Back to the list it came from, filters kept', async () => {
    serve({ status: 200, data: { success: true, data: makeLead(1) } }, (config) =>
      config.url === '/api/leads' ? leadsPage(1, 1) : { status: 404 },
    );
    const { user, location } = renderApp('/admin/leads-details/lead-1', {
      entries: ['/admin/leads?status=new', '/admin/leads-details/lead-1'],
    });
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location.pathname).toBe('/admin/leads'));
    expect(location.search).toBe('?status=new');
  });
});
