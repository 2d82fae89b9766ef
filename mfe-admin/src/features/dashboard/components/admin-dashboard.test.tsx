import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer, type FakeReply, type FakeRoute } from 'shared-auth/testing';
import type { AdminActivity, AdminDashboardStats } from 'shared-contracts';
import { paramsOf } from '../../../testing/fixtures';
import { renderApp, signInAdmin, signOut } from '../../../testing/render-app';

// Rendering three charts under jsdom is slow.

beforeEach(() => signInAdmin());
afterEach(signOut);

const STATS: AdminDashboardStats = {
  activeEnquiries: 3,
  activeListings: 40,
  pendingEnquiries: 2,
  totalEnquiries: 9,
  totalLeads: 120,
  verifiedLeads: 88,
  totalDealers: 12,
  pendingDealers: 2,
  approvedDealers: 9,
  totalUsers: 300,
  totalListings: 55,
  pendingListings: 1,
};

function activity(period: number): AdminActivity {
  const days = Math.min(period, 7);
  const series = Array.from({ length: days }, (_, i) => ({
    start: new Date(Date.UTC(2025, 2, 1 + i)).toISOString(),
    newDealers: i % 2,
    leads: 3 + i,
    verifiedLeads: 2 + i,
    revenue: i * 49,
  }));
  return {
    period,
    bucket: period === 90 ? 'week' : 'day',
    from: series[0].start,
    to: '2025-03-08T00:00:00.000Z',
    series,
    totals: {
      newDealers: period === 90 ? 11 : 3,
      leads: period === 90 ? 321 : 42,
      verifiedLeads: 30,
      revenue: period === 90 ? 4900 : 1029,
    },
  };
}

type Call = Parameters<FakeRoute>[0];
function serve(route: (config: Call) => FakeReply | undefined = () => undefined) {
  return fakeServer((config) => {
    const own = route(config);
    if (own) return own;
    if (config.url === '/api/admin/dashboard') return { status: 200, data: { success: true, data: STATS } };
    if (config.url === '/api/admin/dashboard/activity')
      return { status: 200, data: { success: true, data: activity(Number(paramsOf(config).period)) } };
    return { status: 404, data: { message: 'Not found' } };
  });
}
const activityCalls = (calls: Call[]) => calls.filter((c) => c.url === '/api/admin/dashboard/activity').map(paramsOf);

describe('/admin/dashboard', () => {
  it('links the dealers and listings waiting for approval to their queues', async () => {
    serve();
    renderApp('/admin/dashboard');
    const dealers = await screen.findByRole('region', { name: 'Dealers waiting for approval' });
    expect(await within(dealers).findByText('2 dealers')).toBeInTheDocument();
    expect(within(dealers).getByRole('link', { name: 'Review dealers' })).toHaveAttribute(
      'href',
      '/admin/dealers?status=pending',
    );
    const listings = screen.getByRole('region', { name: 'Listings waiting for approval' });
    expect(within(listings).getByText('1 listing')).toBeInTheDocument();
    expect(within(listings).getByRole('link', { name: 'Review listings' })).toHaveAttribute(
      'href',
      '/admin/listing?status=pending',
    );
  });

  it('keeps the lead statistics', async () => {
    serve();
    renderApp('/admin/dashboard');
    const value = async (label: string) => (await screen.findByText(label)).parentElement;
    await waitFor(async () => expect(await value('Total Leads')).toHaveTextContent('120'));
    expect(await value('Verified Leads')).toHaveTextContent('88');
    expect(await value('Active Listings')).toHaveTextContent('40');
    expect(await value('Total Enquiries')).toHaveTextContent('9');
    expect(await value('Active Enquiries')).toHaveTextContent('3');
    expect(await value('Pending Enquiries')).toHaveTextContent('2');
  });

  it('charts the last 30 days by default, and the period selector asks for 7 or 90 days', async () => {
    const { calls } = serve();
    const { user, location } = renderApp('/admin/dashboard');
    expect(await screen.findByRole('figure', { name: 'Leads' })).toHaveTextContent('42 (30 verified)');
    expect(screen.getByRole('figure', { name: 'New dealers' })).toHaveTextContent('3');
    expect(screen.getByRole('figure', { name: 'Revenue' })).toHaveTextContent('$1,029');
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(activityCalls(calls)).toEqual([{ period: '30' }]);

    await user.click(screen.getByRole('button', { name: '90 days' }));
    await waitFor(() => expect(screen.getByRole('figure', { name: 'Leads' })).toHaveTextContent('321'));
    expect(screen.getByRole('figure', { name: 'Revenue' })).toHaveTextContent('$4,900');
    expect(screen.getByText(/per week over the last 90 days/)).toBeInTheDocument();
    expect(activityCalls(calls).at(-1)).toEqual({ period: '90' });
    expect(location.search).toBe('?period=90');

    await user.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(activityCalls(calls).at(-1)).toEqual({ period: '7' }));
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a failed activity load with Try Again, the counts still there', async () => {
    let fail = true;
    serve((config) =>
      config.url === '/api/admin/dashboard/activity' && fail
        ? { status: 500, data: { message: 'Database unavailable' } }
        : undefined,
    );
    const { user } = renderApp('/admin/dashboard?period=7');
    expect(await screen.findByText('Failed to load activity')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(await screen.findByText('2 dealers')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('figure', { name: 'Leads' })).toBeInTheDocument();
  });
});
