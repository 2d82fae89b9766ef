import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer, sentBody, type FakeReply } from 'shared-auth/testing';
import type { ListingImportHistory } from 'shared-contracts';
import {
  auditPage,
  DEALER_ID,
  makeAuditEvent,
  makeDealer,
  makeLead,
  makeListing,
  paramsOf,
} from '../../../testing/fixtures';
import { makeLeadStats } from '../../../testing/lead-fixtures';
import { DEMO_ADMIN, renderApp, signInAdmin, signOut } from '../../../testing/render-app';

const paged = (data: Record<string, unknown>, total: number) => ({
  status: 200,
  data: { success: true, data, meta: { pagination: { page: 1, limit: 5, total, totalPages: 1 } } },
});

const FEED_URL = 'https://reyes.example.com/stock.csv';
/** The dealer's feed: saved, disabled until switched on, then its first run. */
let feedEnabled = false;
const feedHistory = (): ListingImportHistory => ({
  feed: {
    url: FEED_URL,
    isScrapingEnabled: feedEnabled,
    lastScrapedAt: feedEnabled ? '2025-03-14T10:00:00.000Z' : null,
    totalScrapedListings: feedEnabled ? 8 : 0,
  },
  runs: feedEnabled
    ? [
        {
          id: 'run-1',
          kind: 'feed',
          mode: 'full',
          startedAt: '2025-03-14T10:00:00.000Z',
          finishedAt: '2025-03-14T10:00:03.000Z',
          created: 8,
          updated: 0,
          unchanged: 0,
          paused: 0,
          refused: 0,
          error: null,
          pictures: { total: 0, done: 0, errors: [] },
        },
      ]
    : [],
});

function serve(dealer: () => FakeReply, feed: () => ListingImportHistory = feedHistory) {
  feedEnabled = false;
  return fakeServer((c) => {
    if (c.url === `/api/admin/dealers/${DEALER_ID}/feed` && c.method === 'get')
      return { status: 200, data: { success: true, data: feed() } };
    if (c.url === `/api/admin/dealers/${DEALER_ID}/feed` && c.method === 'put') {
      feedEnabled = (sentBody(c) as { enabled: boolean }).enabled;
      return {
        status: 200,
        data: {
          success: true,
          message: 'Feed enabled: it runs on its schedule, and once now',
          data: feedHistory().feed,
        },
      };
    }
    if (c.url === `/api/dealers/${DEALER_ID}` && c.method === 'get') return dealer();
    if (c.url === '/api/listings') return paged({ listings: [makeListing(1, { status: 'active' })] }, 1);
    if (c.url === '/api/leads')
      return paged(
        {
          leads: [makeLead(1)],
          stats: makeLeadStats({ total: 1, verified: 0, pending: 0, new: 0, contacted: 0, closed: 0 }),
        },
        1,
      );
    if (c.url === '/api/admin/audit')
      return auditPage([
        makeAuditEvent(1, {
          action: 'suspend',
          entityType: 'dealer',
          entityId: DEALER_ID,
          before: { status: 'approved' },
          after: { status: 'suspended' },
        }),
      ]);
    if (c.url === `/api/admin/dealers/${DEALER_ID}/approve`)
      return { status: 200, data: { success: true, message: 'Dealer approved successfully', data: makeDealer() } };
    return { status: 404, data: { message: 'Not found' } };
  });
}

beforeEach(() => signInAdmin());
afterEach(signOut);

describe('Dealer details', () => {
  it("shows the dealer's fields, figures, listings, leads, subscription link and history", async () => {
    const dealer = makeDealer({
      status: 'suspended',
      leadsSuspendedAt: '2025-03-12T00:00:00.000Z',
      subscription: {
        id: 's-1',
        dealerId: DEALER_ID,
        plan: 'pro',
        status: 'active',
        monthlyFee: 99,
        cplRate: 25,
        willAutoRenew: true,
        stripeCustomerId: 'cus_123',
        stripeSubscriptionId: 'sub_1',
        lastPaymentDate: null,
        nextPaymentDate: '2025-04-01T00:00:00.000Z',
        planExpiresAt: null,
        graceEndDate: null,
        createdAt: '2025-03-01T00:00:00.000Z',
        updatedAt: '2025-03-01T00:00:00.000Z',
      },
    });
    const { calls } = serve(() => ({ status: 200, data: { success: true, data: dealer } }));
    renderApp(`/admin/dealer-details/${DEALER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reyes Auto 1' })).toBeInTheDocument();
    expect(screen.getByText('Suspended')).toBeInTheDocument();
    const shop = screen.getByRole('region', { name: 'Dealership' });
    expect(within(shop).getByText('dealer1@example.com')).toBeInTheDocument();
    expect(within(shop).getByText('Mar 12, 2025')).toBeInTheDocument();
    const billing = screen.getByRole('region', { name: 'Billing' });
    expect(within(billing).getByText('Pro (active)')).toBeInTheDocument();
    expect(within(billing).getByText('$99.00')).toBeInTheDocument();
    expect(within(billing).getByRole('link', { name: 'View subscription details' })).toHaveAttribute(
      'href',
      `/admin/subscription-details/${DEALER_ID}`,
    );
    expect(screen.getByText('$149.50')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '2024 Toyota Camry1' })).toHaveAttribute(
      'href',
      '/admin/listing-details/listing-1',
    );
    expect(await screen.findByRole('link', { name: 'Customer1 Stone' })).toHaveAttribute(
      'href',
      '/admin/leads-details/lead-1',
    );
    expect(await within(screen.getByRole('list', { name: 'History' })).findByText('Suspended')).toBeInTheDocument();
    expect(paramsOf(calls.find((c) => c.url === '/api/listings')!)).toEqual({
      scope: 'manage',
      status: 'all',
      page: 1,
      limit: 5,
      dealerId: DEALER_ID,
    });
    expect(paramsOf(calls.find((c) => c.url === '/api/leads')!)).toEqual({ dealerId: DEALER_ID, page: 1, limit: 5 });
    expect(paramsOf(calls.find((c) => c.url === '/api/admin/audit')!)).toMatchObject({
      entityType: 'dealer',
      entityId: DEALER_ID,
    });
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
  });

  it('approves a suspended dealer from its page', async () => {
    serve(() => ({ status: 200, data: { success: true, data: makeDealer({ status: 'suspended' }) } }));
    const { user } = renderApp(`/admin/dealer-details/${DEALER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Dealer approved successfully')).toBeInTheDocument();
  });

  it('leaves out listings and leads for an admin without verifyLeads', async () => {
    const { calls } = serve(() => ({ status: 200, data: { success: true, data: makeDealer() } }));
    signInAdmin({ ...DEMO_ADMIN, permissions: { manageDealers: true, verifyLeads: false } });
    renderApp(`/admin/dealer-details/${DEALER_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Reyes Auto 1' });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/admin/audit')).toBe(true));
    expect(calls.some((c) => c.url === '/api/listings' || c.url === '/api/leads')).toBe(false);
  });

  it("enables the dealer's feed and shows its first run", async () => {
    const { calls } = serve(() => ({ status: 200, data: { success: true, data: makeDealer() } }));
    const { user } = renderApp(`/admin/dealer-details/${DEALER_ID}`);
    const card = await screen.findByRole('region', { name: 'Inventory feed' });
    expect(await within(card).findByText(FEED_URL)).toBeInTheDocument();
    expect(within(card).getByText('Never')).toBeInTheDocument();
    expect(within(card).getByText('No imports yet')).toBeInTheDocument();
    const toggle = within(card).getByRole('switch', { name: 'Feed enabled' });
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    expect(sentBody(calls.find((c) => c.method === 'put')!)).toEqual({ enabled: true });
    await waitFor(() => expect(within(card).getByRole('switch', { name: 'Feed enabled' })).toBeChecked());
    const runs = within(card).getByRole('table', { name: 'Recent imports' });
    expect(await within(runs).findByText('8 new, 0 updated, 0 unchanged, 0 paused')).toBeInTheDocument();
    expect(within(runs).getByText('Feed')).toBeInTheDocument();
    // The last run in the details and the run's date in the table.
    expect(within(card).getAllByText('Mar 14, 2025 10:00 AM')).toHaveLength(2);
  });

  it("refreshes a run's picture progress while it is unfinished, then stops reading", async () => {
    // The dealer's upload fetches 10 pictures: 4 done at the first read, 7 at the next, all at the third.
    const done = [4, 7, 10];
    let reads = 0;
    const fetching = (): ListingImportHistory => {
      const n = done[Math.min(reads++, done.length - 1)];
      return {
        ...feedHistory(),
        runs: [
          {
            id: 'run-2',
            kind: 'import',
            mode: 'partial',
            startedAt: '2025-03-15T09:00:00.000Z',
            finishedAt: n === 10 ? '2025-03-15T09:00:30.000Z' : null,
            created: 10,
            updated: 0,
            unchanged: 0,
            paused: 0,
            refused: 0,
            error: null,
            pictures: { total: 10, done: n, errors: [] },
          },
        ],
      };
    };
    serve(() => ({ status: 200, data: { success: true, data: makeDealer() } }), fetching);
    renderApp(`/admin/dealer-details/${DEALER_ID}`);
    const card = await screen.findByRole('region', { name: 'Inventory feed' });
    expect(await within(card).findByText('Fetching pictures: 4 of 10')).toBeInTheDocument();
    // Read again every 2 seconds while the run is unfinished.
    expect(await within(card).findByText('Fetching pictures: 7 of 10', {}, { timeout: 4000 })).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument(), { timeout: 4000 });
    expect(within(card).queryByText(/Fetching pictures/)).not.toBeInTheDocument();
    // Finished: no more reads.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(reads).toBe(3);
  }, 15_000);

  it('says when the dealer does not exist', async () => {
    serve(() => ({ status: 404, data: { message: 'Dealer not found' } }));
    renderApp(`/admin/dealer-details/${DEALER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Dealer not found' })).toBeInTheDocument();
  });
});
