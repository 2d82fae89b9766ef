import { screen, within } from '@testing-library/react';
import { fakeServer, type FakeReply } from 'shared-auth/testing';
import type { BillingStats, DealerDashboardStats, DealerFunnel } from 'shared-contracts';
import { DASHBOARD_STATS, makeFunnel, makeFunnelListing } from '../../../testing/fixtures';
import { makeBillingStats, makeFailedPayment, PAST_DUE_ACTIONS, withPhoneLayout } from 'shared-ui/testing';
import { renderApp, signInDealer, signOut } from '../../../testing/render-app';

// Rendering a chart and a 12-row table under jsdom is slow.

function serve(
  o: { stats?: DealerDashboardStats; funnel?: DealerFunnel | FakeReply; billing?: Partial<BillingStats> } = {},
) {
  return fakeServer((config) => {
    if (config.url === '/api/dealers/stats/dashboard')
      return { status: 200, data: { success: true, data: o.stats ?? DASHBOARD_STATS } };
    if (config.url === '/api/dealers/stats/funnel') {
      const f = o.funnel ?? makeFunnel([]);
      return typeof f === 'object' && 'listings' in f ? { status: 200, data: { success: true, data: f } } : f;
    }
    if (config.url === '/api/billing/my-stats')
      return { status: 200, data: { success: true, data: makeBillingStats(o.billing) } };
    // A dealer who never had a subscription: the API answers 404 (the page reads it as none).
    if (config.url === '/api/billing/my-subscription')
      return { status: 404, data: { message: 'Subscription information not available' } };
    return { status: 404, data: { message: 'Not found' } };
  });
}

const FUNNEL = makeFunnel([
  makeFunnelListing(1, { make: 'Honda', model: 'Civic', impressions: 500, views: 60, leads: 3 }),
  // Many views, nobody asked: stands out.
  makeFunnelListing(2, { make: 'Kia', model: 'EV6', impressions: 420, views: 45, leads: 0, enquiries: 0 }),
  // Few views and no lead: too early to judge.
  makeFunnelListing(3, { make: 'Mazda', model: 'CX-5', impressions: 80, views: 4, leads: 0 }),
  // No lead but an enquiry: somebody asked.
  makeFunnelListing(4, { make: 'Ford', model: 'Mustang', impressions: 300, views: 30, leads: 0, enquiries: 2 }),
  makeFunnelListing(5, {
    make: 'Audi',
    model: 'Q5',
    status: 'pending',
    impressions: 0,
    views: 0,
    leads: 0,
    imageUrl: null,
  }),
]);

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

beforeEach(() => signInDealer());
afterEach(signOut);

describe('dealer dashboard', () => {
  it('compares leads and enquiries with last month by the same day, and counts listings per status', async () => {
    serve({ funnel: FUNNEL });
    renderApp('/dealer/dashboard');
    await screen.findByText('+3 vs. 2 by this day last month');
    const leads = screen.getByText('Leads this month').parentElement!;
    expect(leads).toHaveTextContent('5');
    expect(leads).toHaveTextContent('+3 vs. 2 by this day last month');
    expect(leads).toHaveTextContent('Last month: 9');
    const enquiries = screen.getByText('Enquiries this month').parentElement!;
    expect(enquiries).toHaveTextContent('−2 vs. 3 by this day last month');
    expect(enquiries).toHaveTextContent('Last month: 3 · 8 in total');
    expect(screen.getByText('Total Leads').parentElement).toHaveTextContent('2719 verified · 5 new · 9 in 30 days');

    const status = screen.getByRole('region', { name: 'Your listings (12)' });
    const counts = within(status)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(counts).toEqual([
      'Active9Public in search',
      'Pending approval1Waiting for our review',
      'Paused1Hidden by you',
      'Rejected1Edit and send again',
    ]);
    expect(within(status).getByRole('link', { name: 'Manage listings' })).toHaveAttribute('href', '/dealer/listings');
  });

  it('shows the 30-day funnel: totals with conversions, the chart and a table of every listing linking to its page', async () => {
    serve({ funnel: FUNNEL });
    renderApp('/dealer/dashboard');
    await screen.findByRole('table', { name: 'Listing funnel' });
    const funnel = screen.getByRole('region', { name: 'What sells' });
    expect(within(funnel).getByText(/Last 30 days \(Feb 14 – Mar 15\)/)).toBeInTheDocument();
    const totals = within(funnel).getByRole('group', { name: 'Funnel totals' });
    expect(totals).toHaveTextContent('Shown in search1,300');
    expect(totals).toHaveTextContent('10.7% opened');
    expect(totals).toHaveTextContent('Deal-page views139');
    expect(totals).toHaveTextContent('2.2% sent a lead');
    expect(totals).toHaveTextContent('Leads3and 2 enquiries');
    // The chart compares the listings that were shown or opened (the pending one was not).
    for (const step of ['Shown in search', 'Deal-page views', 'Leads'])
      expect(await within(funnel).findByRole('figure', { name: `${step} per listing` })).toBeInTheDocument();

    const table = within(funnel).getByRole('table', { name: 'Listing funnel' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(
      within(rowOf('2025 Honda Civic'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2025 Honda Civic', '500', '60', '12%', '3', '5%', '0']);
    expect(screen.getByRole('link', { name: '2025 Honda Civic' })).toHaveAttribute(
      'href',
      '/dealer/view-listing/listing-1',
    );
    expect(
      within(rowOf('2025 Audi Q5'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2025 Audi Q5Pending approval', '0', '0', '—', '0', '—', '0']);
  });

  it('makes the listings with views but no leads stand out, with a hint', async () => {
    serve({ funnel: FUNNEL });
    renderApp('/dealer/dashboard', { styles: 'document' });
    await screen.findByRole('table', { name: 'Listing funnel' });
    const hint = 'Views but no leads — check the price or photos';
    expect(within(rowOf('2025 Kia EV6')).getByText(hint)).toBeInTheDocument();
    expect(screen.getAllByText(hint)).toHaveLength(1);
    // Tinted with the theme's warning colour; the others are not.
    expect(getComputedStyle(rowOf('2025 Kia EV6')).backgroundColor).toBe('rgba(217, 119, 6, 0.08)');
    expect(getComputedStyle(rowOf('2025 Mazda CX-5')).backgroundColor).not.toBe('rgba(217, 119, 6, 0.08)');
    expect(within(rowOf('2025 Mazda CX-5')).queryByText(hint)).not.toBeInTheDocument();
    expect(within(rowOf('2025 Ford Mustang')).queryByText(hint)).not.toBeInTheDocument();
  });

  it('sorts the table by a column, most first, then least first', async () => {
    serve({ funnel: FUNNEL });
    const { user } = renderApp('/dealer/dashboard');
    const table = await screen.findByRole('table', { name: 'Listing funnel' });
    const order = () =>
      within(table)
        .getAllByRole('link')
        .map((a) => a.textContent);
    expect(order()).toEqual([
      '2025 Honda Civic',
      '2025 Kia EV6',
      '2025 Ford Mustang',
      '2025 Mazda CX-5',
      '2025 Audi Q5',
    ]);
    await user.click(within(table).getByRole('button', { name: 'Enquiries' }));
    expect(order()[0]).toBe('2025 Ford Mustang');
    await user.click(within(table).getByRole('button', { name: 'Lead rate' }));
    expect(order()).toEqual([
      '2025 Honda Civic',
      '2025 Kia EV6',
      '2025 Mazda CX-5',
      '2025 Ford Mustang',
      '2025 Audi Q5',
    ]);
    await user.click(within(table).getByRole('button', { name: 'Lead rate' }));
    expect(order()).toEqual([
      '2025 Audi Q5',
      '2025 Kia EV6',
      '2025 Mazda CX-5',
      '2025 Ford Mustang',
      '2025 Honda Civic',
    ]);
  });

  it('shows the first 10 listings, then all of them on request', async () => {
    serve({ funnel: makeFunnel(Array.from({ length: 12 }, (_, i) => makeFunnelListing(i + 1))) });
    const { user } = renderApp('/dealer/dashboard');
    const table = await screen.findByRole('table', { name: 'Listing funnel' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Show all 12 listings' }));
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(screen.getByRole('button', { name: 'Show the first 10' })).toBeInTheDocument();
  });

  it('says so when no listing was shown or opened yet', async () => {
    serve({ funnel: makeFunnel([makeFunnelListing(1, { status: 'pending', impressions: 0, views: 0, leads: 0 })]) });
    renderApp('/dealer/dashboard');
    expect(await screen.findByText(/No listing was shown in search or opened in the last 30 days/)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Funnel totals' })).toHaveTextContent('Shown in search0—');
  });

  it('offers a new dealer without listings the way to add one, instead of empty numbers', async () => {
    serve({
      stats: {
        ...DASHBOARD_STATS,
        totalListings: 0,
        activeListings: 0,
        pendingListings: 0,
        listingsByStatus: { active: 0, pending: 0, paused: 0, rejected: 0 },
      },
    });
    renderApp('/dealer/dashboard');
    expect(await screen.findByRole('heading', { name: 'Add your first listing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a listing' })).toHaveAttribute('href', '/dealer/new-listing');
    expect(screen.queryByRole('region', { name: 'What sells' })).not.toBeInTheDocument();
    expect(screen.queryByText('Leads this month')).not.toBeInTheDocument();
  });

  it('keeps the numbers when the funnel fails, and offers to try again', async () => {
    const { calls } = serve({ funnel: { status: 500, data: { message: 'Funnel unavailable' } } });
    const { user } = renderApp('/dealer/dashboard');
    expect(await screen.findByText('Failed to load the funnel')).toBeInTheDocument();
    expect(screen.getByText('Funnel unavailable')).toBeInTheDocument();
    expect(screen.getByText('Leads this month')).toBeInTheDocument();
    const before = calls.filter((c) => c.url === '/api/dealers/stats/funnel').length;
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(calls.filter((c) => c.url === '/api/dealers/stats/funnel').length).toBe(before + 1);
  });
});

describe('dealer dashboard on a phone', () => {
  // Every max-width query matches: the phone layout.
  withPhoneLayout();

  it('lists the funnel as one card per listing, the hint included', async () => {
    serve({ funnel: FUNNEL });
    renderApp('/dealer/dashboard');
    const list = await screen.findByRole('list', { name: 'Listing funnel' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    expect(cards[1]).toHaveTextContent('2025 Kia EV6');
    expect(cards[1]).toHaveTextContent('Views but no leads — check the price or photos');
    expect(cards[1]).toHaveTextContent('Shown420Views4510.7% of shownLeads00% of views');
  });

  it('puts a failed payment first: what failed, the declined card, the grace end, and the way to pay', async () => {
    serve({
      billing: {
        subscriptionState: 'PRO_ACTIVE',
        trialDaysRemaining: 0,
        failedPayment: makeFailedPayment(),
        actions: PAST_DUE_ACTIONS,
      },
    });
    renderApp('/dealer/dashboard');
    const notice = (await screen.findByText('Payment failed')).closest('[role="alert"]') as HTMLElement;
    expect(notice).toHaveTextContent(
      'Your payment of $200.00 (Pro plan, Apr 20 – May 20, 2026) failed on April 20, 2026',
    );
    expect(notice).toHaveTextContent('Visa ending in 0341 was declined');
    expect(notice).toHaveTextContent('Leads keep coming until May 5, 2026, the end of the grace period');
    expect(within(notice).getByRole('link', { name: 'Pay now or update card' })).toHaveAttribute(
      'href',
      '/dealer/payment',
    );
  });

  it('tells a dealership waiting for approval that it is under review, not that its leads are paused', async () => {
    serve({ billing: { accountStatus: 'pending', canReceiveLeads: false, trialDaysRemaining: 30 } });
    renderApp('/dealer/dashboard');
    expect(
      await screen.findByText(
        /Your dealership is under review\. Your 30-day free trial starts when it is approved; we email you then\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Leads are currently paused/)).not.toBeInTheDocument();
  });
});
