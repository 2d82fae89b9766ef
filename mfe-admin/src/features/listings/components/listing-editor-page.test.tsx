import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer } from 'shared-auth/testing';
import { fillAppearance, fillBasics, fillImages, fillLease, fillSpecs, mockObjectUrls, next } from 'shared-ui/testing';
import { DEALER_ID, dealersPage, makeDealerSummary, makeListing, paramsOf } from '../../../testing/fixtures';
import { renderApp, signInAdmin, signOut } from '../../../testing/render-app';

// Six wizard steps under jsdom are slow.

beforeEach(() => {
  signInAdmin();
  mockObjectUrls();
});
afterEach(signOut);

describe('Add listing (/admin/add-edit-listing-details)', () => {
  it('holds step 2 until an approved dealer is chosen, then sends its dealerId with the listing', async () => {
    const { calls } = fakeServer((c) => {
      if (c.url === '/api/dealers' && c.method === 'get')
        return dealersPage([makeDealerSummary(1, { id: DEALER_ID, dealershipName: 'Lopez Motors' })]);
      if (c.method === 'post' && c.url === '/api/listings')
        return { status: 201, data: { success: true, message: 'Listing created', data: makeListing(9) } };
      return { status: 404, data: { message: 'Not found' } };
    });
    const { user, location } = renderApp('/admin/add-edit-listing-details');
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Listing' })).toBeInTheDocument();
    await fillImages(user);
    await next(user);
    await fillBasics(user);
    await next(user);
    expect(await screen.findByText('Choose the dealer this listing belongs to')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Make' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Dealer' }));
    await user.click(await screen.findByRole('option', { name: /Lopez Motors/ }));
    expect(paramsOf(calls.find((c) => c.url === '/api/dealers')!)).toMatchObject({ status: 'approved', page: 1 });
    await next(user);
    await fillLease(user);
    await next(user);
    await fillSpecs(user);
    await next(user);
    await fillAppearance(user);
    await next(user);
    await user.click(screen.getByRole('button', { name: 'Add Car' }));
    const dialog = await screen.findByRole('dialog', { name: 'Success!' });
    const form = calls.find((c) => c.method === 'post')!.data as FormData;
    expect(form.get('dealerId')).toBe(DEALER_ID);
    expect(form.get('make')).toBe('Toyota');
    await user.click(within(dialog).getByRole('button', { name: 'Go to Home' }));
    await waitFor(() => expect(location.pathname).toBe('/admin/listing'));
  });
});

describe('Edit listing (/admin/add-edit-listing-details/:id)', () => {
  it('prefills from the listing and sends PUT /api/listings/:id without a dealer picker', async () => {
    const { calls } = fakeServer((c) => {
      if (c.url === '/api/listings/listing-1' && c.method === 'get')
        return { status: 200, data: { success: true, data: makeListing(1) } };
      if (c.url === '/api/listings/listing-1' && c.method === 'put')
        return { status: 200, data: { success: true, message: 'Listing updated', data: makeListing(1) } };
      return { status: 404, data: { message: 'Not found' } };
    });
    const { user } = renderApp('/admin/add-edit-listing-details/listing-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Listing' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('textbox', { name: 'Make' })).toHaveValue('Toyota');
    expect(screen.queryByRole('combobox', { name: 'Dealer' })).not.toBeInTheDocument();
    for (let i = 0; i < 4; i += 1) await next(user);
    await user.click(screen.getByRole('button', { name: 'Update Car' }));
    expect(await screen.findByRole('dialog', { name: 'Success!' })).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'put')!;
    expect((put.data as FormData).get('dealerId')).toBeNull();
  });

  it('a failed load toasts "Failed to load listing data" and goes to /admin/listing', async () => {
    fakeServer((c) =>
      c.url === '/api/listings'
        ? {
            status: 200,
            data: {
              success: true,
              data: { listings: [] },
              meta: { pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } },
            },
          }
        : { status: 404, data: { message: 'Listing not found' } },
    );
    const { location } = renderApp('/admin/add-edit-listing-details/listing-1');
    expect(await screen.findByText('Failed to load listing data')).toBeInTheDocument();
    await waitFor(() => expect(location.pathname).toBe('/admin/listing'));
  });
});
