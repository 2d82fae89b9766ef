import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer, sentBody, type FakeReply, type FakeRoute } from 'shared-auth/testing';
import { auditPage, DEALER_ID, makeAuditEvent, makeListing, paramsOf } from '../../../testing/fixtures';
import { renderApp, signInAdmin, signOut } from '../../../testing/render-app';

type Call = Parameters<FakeRoute>[0];

const DEALER = { id: DEALER_ID, dealershipName: 'Reyes Auto Group', city: 'San Diego', state: 'CA' };

function serve(
  listing: () => FakeReply,
  command: (c: Call) => FakeReply = () => ({ status: 404, data: { message: 'Not found' } }),
) {
  return fakeServer((c) => {
    if (c.url === '/api/listings/listing-1' && c.method === 'get') return listing();
    if (c.url === '/api/admin/audit') {
      return auditPage([
        makeAuditEvent(1, {
          action: 'reject',
          before: { status: 'active' },
          after: { status: 'rejected' },
          reason: 'Wrong photos',
        }),
      ]);
    }
    if (c.url === '/api/listings' && c.method === 'get')
      return {
        status: 200,
        data: {
          success: true,
          data: { listings: [] },
          meta: { pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } },
        },
      };
    return command(c);
  });
}

beforeEach(() => signInAdmin());
afterEach(signOut);

describe('Listing details (admin)', () => {
  it("shows a rejected listing's reason, as its dealer sees it", async () => {
    serve(() => ({
      status: 200,
      data: {
        success: true,
        data: makeListing(1, { dealer: DEALER, status: 'rejected', rejectionReason: 'The photos show another car.' }),
      },
    }));
    renderApp('/admin/listing-details/listing-1');
    expect(await screen.findByText('Rejected: The photos show another car.')).toBeInTheDocument();
  });

  it('shows the listing, its status, its dealer (a link) and its history', async () => {
    const { calls } = serve(() => ({ status: 200, data: { success: true, data: makeListing(1, { dealer: DEALER }) } }));
    renderApp('/admin/listing-details/listing-1');
    expect(await screen.findByRole('heading', { level: 1, name: '2024 Toyota Camry1' })).toBeInTheDocument();
    expect(screen.getByText('Pending approval')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reyes Auto Group' })).toHaveAttribute(
      'href',
      `/admin/dealer-details/${DEALER_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/admin/add-edit-listing-details/listing-1',
    );
    const history = await screen.findByRole('list', { name: 'History' });
    expect(within(history).getByText('Rejected')).toBeInTheDocument();
    expect(within(history).getByText('Reason: Wrong photos')).toBeInTheDocument();
    expect(within(history).getByText('status: active → rejected')).toBeInTheDocument();
    expect(paramsOf(calls.find((c) => c.url === '/api/admin/audit')!)).toEqual({
      entityType: 'listing',
      entityId: 'listing-1',
      page: 1,
      limit: 50,
    });
  });

  it('approves and rejects from the page', async () => {
    let status: 'pending' | 'active' | 'rejected' = 'pending';
    const { calls } = serve(
      () => ({ status: 200, data: { success: true, data: makeListing(1, { status, dealer: DEALER }) } }),
      (c) => {
        if (c.url === '/api/admin/listings/listing-1/approve') {
          status = 'active';
          return {
            status: 200,
            data: { success: true, message: 'Listing approved successfully', data: makeListing(1, { status }) },
          };
        }
        if (c.url === '/api/admin/listings/listing-1/reject') {
          status = 'rejected';
          return {
            status: 200,
            data: { success: true, message: 'Listing rejected successfully', data: makeListing(1, { status }) },
          };
        }
        return { status: 404, data: { message: 'Not found' } };
      },
    );
    const { user } = renderApp('/admin/listing-details/listing-1');
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Listing approved successfully')).toBeInTheDocument();
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject listing' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Price is not a lease price.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Listing rejected successfully')).toBeInTheDocument();
    expect(sentBody(calls.find((c) => c.url?.endsWith('/reject'))!)).toEqual({ reason: 'Price is not a lease price.' });
  });

  it('goes back to Listing Management after a delete', async () => {
    const { location, user } = (() => {
      serve(
        () => ({ status: 200, data: { success: true, data: makeListing(1) } }),
        (c) =>
          c.method === 'delete'
            ? { status: 200, data: { success: true, message: 'Listing deleted successfully' } }
            : { status: 404, data: { message: 'Not found' } },
      );
      return renderApp('/admin/listing-details/listing-1');
    })();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete listing?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Listing deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(location.pathname).toBe('/admin/listing'));
  });

  it('says when the listing does not exist', async () => {
    serve(() => ({ status: 404, data: { message: 'Listing not found' } }));
    renderApp('/admin/listing-details/listing-1');
    expect(await screen.findByRole('heading', { name: 'Listing not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Listing Management' })).toHaveAttribute('href', '/admin/listing');
  });
});
