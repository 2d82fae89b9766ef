// The dealer area as the shell mounts it, on the real API with the demo data (jest project
// mfe-dealer-integration): what the demo dealer sees is what the API holds for it.
import { screen, waitFor, within } from '@testing-library/react';
import { callApi } from 'shared-auth';
import { endpoints } from 'shared-contracts';
import { leadName } from 'shared-ui';
import { DEMO_EMAILS, renderArea, signInThroughApi, signOut } from 'shared-ui/testing';
import DealerRoutes from './DealerRoutes';

afterEach(signOut);

describe('dealer area on the real API', () => {
  it("lists the demo dealer's real leads on Your Leads", async () => {
    await signInThroughApi(DEMO_EMAILS.trialDealer);
    const { data, meta } = await callApi(endpoints.leads.myLeads, { query: { page: 1, limit: 10 } });
    const { data: stats } = await callApi(endpoints.dealers.dashboardStats);
    expect(data.leads.length).toBeGreaterThan(0);

    renderArea(DealerRoutes, { area: 'dealer', path: '/dealer/leads' });
    const table = await screen.findByRole('table', { name: 'Leads' });
    expect(await within(table).findByText(data.leads[0].email)).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(data.leads.length + 1);
    for (const lead of data.leads) {
      expect(within(table).getAllByText(leadName(lead)).length).toBeGreaterThan(0);
      expect(within(table).getAllByText(lead.email).length).toBeGreaterThan(0);
    }
    const total = meta.pagination.total;
    expect(screen.getByText(`${total} ${total === 1 ? 'lead' : 'leads'}`)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Total Leads').parentElement).toHaveTextContent(String(stats.totalLeads)),
    );
  });
});
