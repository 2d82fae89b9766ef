// The browser side of a server-rendered page: with the cache the server dehydrated, the page
// shows its data at once and asks the API nothing (so hydration finds the server's markup).
import { describe, expect, it } from '@jest/globals';
import { dehydrate, hydrate } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { ListingSummary } from 'shared-contracts';
import { fakeServer } from 'shared-auth/testing';
import { renderApp, testQueryClient } from '../../testing/render-app';
import { DEAL_ID, dealDetail } from '../../testing/deal-fixtures';
import { prefetchPublicPage } from './prefetch-public-page';

const car: ListingSummary = {
  id: 'l1',
  make: 'Toyota',
  model: 'Camry',
  year: 2024,
  bodyType: 'Sedan',
  fuelType: 'Hybrid',
  transmission: 'Automatic',
  monthlyPayment: 329,
  imageUrls: ['listings/camry.jpg'],
  isLimitedOffer: false,
  dateAdded: '2025-07-01T00:00:00.000Z',
  msrp: 30000,
  downPayment: 2000,
  leaseTerms: [24, 36],
  mileageLimits: [10000, 12000],
  extraMileageCost: 0.25,
  dealScore: null,
};

/** What the browser gets: the server's cache, through JSON (as in the page's data block). */
async function serverCache(path: string, reply: Parameters<typeof fakeServer>[0]) {
  fakeServer(reply);
  const server = testQueryClient();
  await prefetchPublicPage(new URL(path, 'http://site.example'), server);
  const state = JSON.parse(JSON.stringify(dehydrate(server, { shouldDehydrateQuery: () => true }))) as ReturnType<
    typeof dehydrate
  >;
  const browser = testQueryClient();
  hydrate(browser, state);
  return browser;
}

describe('a server-rendered page in the browser', () => {
  it('/listings shows the results at once, without the search delay or a request', async () => {
    const queryClient = await serverCache('/listings?make=Toyota', ({ url }) => ({
      status: 200,
      data:
        url === '/api/listings'
          ? {
              success: true,
              data: { listings: [car] },
              meta: { pagination: { page: 1, limit: 10, total: 1, totalPages: 1 } },
            }
          : { success: true, data: { makes: ['Toyota'], models: { Toyota: ['Camry'] }, bodyTypes: ['Sedan'] } },
    }));
    const { calls } = fakeServer(() => 'network');
    renderApp('/listings?make=Toyota', { queryClient });
    expect(screen.getByText('showing 1 results')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Toyota Camry 2024' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toEqual([]);
  });

  it("a deal opened on a picked lease (?term=&miles=) shows that lease's figures at once, without a request", async () => {
    const path = `/viewListings/${DEAL_ID}?term=24&miles=12000`;
    const queryClient = await serverCache(path, () => ({ status: 200, data: { success: true, data: dealDetail() } }));
    const { calls } = fakeServer(() => 'network');
    renderApp(path, { queryClient });
    expect(screen.getByTestId('lease-monthly')).toHaveTextContent('$370.67/month');
    expect(screen.getByText('Total cost').nextElementSibling).toHaveTextContent('$10,896.08');
    expect(calls).toEqual([]);
  });

  it('an unknown deal stays "Listing not found" (no skeleton, no second request)', async () => {
    const queryClient = await serverCache('/viewListings/gone', () => ({
      status: 404,
      data: { message: 'Listing not found' },
    }));
    const { calls } = fakeServer(() => 'network');
    renderApp('/viewListings/gone', { queryClient });
    expect(await screen.findByRole('heading', { level: 1, name: 'Listing not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
