import { describe, expect, it } from '@jest/globals';
import { fakeServer } from 'shared-auth/testing';
import { listingQueryOptions } from 'shared-ui';
import { listingsQueryOptions } from '../../features/listings/api/get-listings';
import { parseListingSearch } from '../../features/listings/hooks/use-listing-search-params';
import { testQueryClient } from '../../testing/render-app';
import { FEATURED_SEARCH } from '../routes/home-route';
import { prefetchPublicPage } from './prefetch-public-page';

const page = {
  success: true,
  data: { listings: [] },
  meta: { pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } },
};
const deal = {
  id: 'l1',
  make: 'Toyota',
  model: 'Camry',
  year: 2024,
  bodyType: 'Sedan',
  fuelType: 'Hybrid',
  transmission: 'Automatic',
  monthlyPayment: 329,
  imageUrls: [],
  isLimitedOffer: false,
  dateAdded: '2025-07-01T00:00:00.000Z',
  msrp: 30000,
  downPayment: 2000,
  leaseTerms: [36],
  mileageLimits: [10000],
  extraMileageCost: 0.25,
  dealScore: null,
};
const secondPage = {
  success: true,
  data: { listings: [deal] },
  meta: { pagination: { page: 2, limit: 10, total: 11, totalPages: 2 } },
};
const options = { success: true, data: { makes: [], models: {}, bodyTypes: [] } };
const at = (path: string) => new URL(path, 'http://site.example');

describe('prefetchPublicPage', () => {
  it('/listings: fetches the search of its query and the filter options into the cache the page reads', async () => {
    const { calls } = fakeServer(({ url }) => ({ status: 200, data: url === '/api/listings' ? secondPage : options }));
    const client = testQueryClient();
    const url = at('/listings?make=Toyota&page=2&sort=price_desc');
    expect(await prefetchPublicPage(url, client)).toEqual({ render: true, status: 200 });
    expect(calls.map((c) => c.url).sort()).toEqual(['/api/listings', '/api/listings/filter-options']);
    expect(calls.find((c) => c.url === '/api/listings')?.params).toMatchObject({
      status: 'active',
      make: 'Toyota',
      page: 2,
      sort: 'price_desc',
    });
    expect(client.getQueryData(listingsQueryOptions(parseListingSearch(url.searchParams)).queryKey)).toEqual({
      listings: [deal],
      pagination: secondPage.meta.pagination,
    });
  });

  it('/listings past the last page: redirects to the same search on page 1', async () => {
    const beyond = { ...page, meta: { pagination: { page: 9, limit: 10, total: 12, totalPages: 2 } } };
    fakeServer(({ url }) => ({ status: 200, data: url === '/api/listings' ? beyond : options }));
    expect(
      await prefetchPublicPage(at('/listings?make=Toyota&fuelType=Electric&page=9&sort=price_desc'), testQueryClient()),
    ).toEqual({ render: false, status: 302, redirect: '/listings?make=Toyota&fuelType=Electric&sort=price_desc' });
  });

  it('/: the featured deals of the home page', async () => {
    fakeServer(({ url }) => ({ status: 200, data: url === '/api/listings' ? page : options }));
    const client = testQueryClient();
    expect(await prefetchPublicPage(at('/'), client)).toEqual({ render: true, status: 200 });
    expect(client.getQueryData(listingsQueryOptions(FEATURED_SEARCH).queryKey)).toBeDefined();
  });

  it('a deal that does not exist renders the not-found page with 404', async () => {
    fakeServer(() => ({ status: 404, data: { message: 'Listing not found' } }));
    const client = testQueryClient();
    expect(await prefetchPublicPage(at('/viewListings/gone'), client)).toEqual({ render: true, status: 404 });
    expect(client.getQueryState(listingQueryOptions('gone').queryKey)?.status).toBe('error');
  });

  it('leaves the page to the browser when the API fails (no error page from the server)', async () => {
    fakeServer(() => ({ status: 500, data: { message: 'down' } }));
    const deal = await prefetchPublicPage(at('/viewListings/l1'), testQueryClient());
    expect(deal).toMatchObject({ render: false, status: 200 });
    expect(deal.reason).toContain('500');
    const search = await prefetchPublicPage(at('/listings'), testQueryClient());
    expect(search).toMatchObject({ render: false, status: 200 });
    expect(search.reason).toContain('down');
  });

  it('other pages are not rendered on the server and ask nothing', async () => {
    const { calls } = fakeServer(() => ({ status: 200, data: options }));
    expect(await prefetchPublicPage(at('/about'), testQueryClient())).toEqual({ render: false, status: 200 });
    expect(calls).toEqual([]);
  });
});
