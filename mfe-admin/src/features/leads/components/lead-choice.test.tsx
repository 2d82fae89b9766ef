import { screen, within } from '@testing-library/react';
import { fakeServer } from 'shared-auth/testing';
import { LISTING_ID, makeLead, makeLeadListing } from '../../../testing/lead-fixtures';
import { renderApp, signInAdmin, signOut } from '../../../testing/render-app';

beforeEach(() => signInAdmin());
afterEach(signOut);

describe("the lease a shopper picked, on the admin's lead detail", () => {
  it('is shown with the listing and dealer', async () => {
    fakeServer((config) => {
      if (config.url === '/api/leads/lead-1')
        return { status: 200, data: { success: true, data: makeLead(1, { termMonths: 36, annualMileage: 15000 }) } };
      if (config.url === `/api/listings/${LISTING_ID}`)
        return { status: 200, data: { success: true, data: makeLeadListing() } };
      if (config.url === '/api/admin/audit')
        return {
          status: 200,
          data: {
            success: true,
            data: { events: [] },
            meta: { pagination: { page: 1, limit: 50, total: 0, totalPages: 0 } },
          },
        };
      return { status: 404, data: { message: 'Not found' } };
    });
    renderApp('/admin/leads-details/lead-1');
    const card = await screen.findByRole('region', { name: 'Listing and Dealer' });
    expect(within(card).getByText('Lease Requested').nextElementSibling).toHaveTextContent(
      '36 months, 15,000 miles a year',
    );
  });
});
