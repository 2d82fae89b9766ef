import { screen, within } from '@testing-library/react';
import { fakeServer } from 'shared-auth/testing';
import { DASHBOARD_STATS, makeLead } from '../../../testing/fixtures';
import { renderApp, signInDealer, signOut } from '../../../testing/render-app';

beforeEach(() => signInDealer());
afterEach(signOut);

describe("the lease a shopper picked, on the dealer's leads", () => {
  it('shows it under the vehicle and in Customer Details; a lead without one says "Not specified"', async () => {
    fakeServer((config) => {
      if (config.url === '/api/dealers/stats/dashboard')
        return { status: 200, data: { success: true, data: DASHBOARD_STATS } };
      if (config.url === '/api/leads/my-leads') {
        const leads = [makeLead(1, { termMonths: 24, annualMileage: 12000 }), makeLead(2, { firstName: 'Vera' })];
        return {
          status: 200,
          data: {
            success: true,
            data: { leads },
            meta: { pagination: { page: 1, limit: 10, total: 2, totalPages: 1 } },
          },
        };
      }
      return { status: 404, data: { message: 'Not found' } };
    });
    const { user } = renderApp('/dealer/leads');
    expect((await screen.findAllByText('24 months, 12,000 miles a year')).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'View details of Customer1 Stone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customer Details' });
    expect(within(dialog).getByText('Lease Requested').nextElementSibling).toHaveTextContent(
      '24 months, 12,000 miles a year',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close details' }));

    await user.click(await screen.findByRole('button', { name: 'View details of Vera Stone' }));
    const other = await screen.findByRole('dialog', { name: 'Customer Details' });
    expect(within(other).getByText('Lease Requested').nextElementSibling).toHaveTextContent('Not specified');
  });
});
