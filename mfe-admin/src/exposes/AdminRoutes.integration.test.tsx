// The admin area as the shell mounts it, on the real API with the demo data (jest project
// mfe-admin-integration).
import { screen, within } from '@testing-library/react';
import { callApi } from 'shared-auth';
import { endpoints } from 'shared-contracts';
import { DEMO_EMAILS, renderArea, signInThroughApi, signOut } from 'shared-ui/testing';
import AdminRoutes from './AdminRoutes';

afterEach(signOut);

describe('admin area on the real API', () => {
  it('lists the demo dealers on Dealer Management', async () => {
    await signInThroughApi(DEMO_EMAILS.admin);
    const { data } = await callApi(endpoints.dealers.list, { query: { page: 1, limit: 10 } });
    const names = data.dealers.map((d) => d.dealershipName);
    // The seed's two dealerships (api/src/seed/demo.ts).
    expect(names).toEqual(expect.arrayContaining(['Sunset Auto Leasing', 'Lakeshore Motors']));

    renderArea(AdminRoutes, { area: 'admin', path: '/admin/dealers' });
    const table = await screen.findByRole('table', { name: 'Dealers' });
    for (const name of names) expect(await within(table).findByText(name)).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(names.length + 1);
  });
});
