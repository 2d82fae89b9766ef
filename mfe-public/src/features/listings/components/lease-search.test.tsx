import { screen, waitFor, within } from '@testing-library/react';
import type { ListingSummary, Pagination } from 'shared-contracts';
import { fakeServer } from 'shared-auth/testing';
import { renderApp } from '../../../testing/render-app';
import { listingsQuery } from '../api/get-listings';

const listing = (over: Partial<ListingSummary>): ListingSummary => ({
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
  msrp: 30000, downPayment: 2000, leaseTerms: [24, 36], mileageLimits: [10000, 12000], extraMileageCost: 0.25, dealScore: null,
  ...over,
});

const FILTER_OPTIONS = {
  success: true,
  data: { makes: ['Honda', 'Toyota'], models: { Honda: ['Civic', 'CR-V'], Toyota: ['Camry', 'RAV4'] }, bodyTypes: ['Sedan', 'SUV'] },
};

function mockApi(listings: ListingSummary[], pagination: Pagination = { page: 1, limit: 10, total: listings.length, totalPages: 1 }) {
  return fakeServer(({ method, url }) => {
    if (method === 'get' && url === '/api/listings/filter-options') return { status: 200, data: FILTER_OPTIONS };
    if (method === 'get' && url === '/api/listings') return { status: 200, data: { success: true, data: { listings }, meta: { pagination } } };
    throw new Error(`unexpected ${method} ${url}`);
  });
}

const listingCalls = ({ calls }: ReturnType<typeof fakeServer>) =>
  calls.filter((call) => call.url === '/api/listings').map((call) => call.params as Record<string, unknown>);

describe('budget handling', () => {
  it('splits a band into minPrice and maxPrice', () => {
    expect(listingsQuery({ budget: '200-300' })).toMatchObject({ minPrice: 200, maxPrice: 300 });
  });
  it('does not send a maximum of 9999 or more', () => {
    const query = listingsQuery({ budget: '800-9999' });
    expect(query.minPrice).toBe(800);
    expect(query).not.toHaveProperty('maxPrice');
  });
  it('always asks for active listings, 10 per page', () => {
    expect(listingsQuery({})).toEqual({ status: 'active', page: 1, limit: 10 });
  });
});

describe('lease search page', () => {
  it('reads the filters, sort and page from the URL and shows the results', async () => {
    const spy = mockApi(
      [listing({ isLimitedOffer: true }), listing({ id: 'l2', make: 'Toyota', model: 'RAV4', bodyType: 'SUV', imageUrls: [] })],
      { page: 2, limit: 10, total: 12, totalPages: 2 },
    );
    renderApp('/listings?make=Toyota&budget=800-9999&sort=price_asc&page=2');

    expect(screen.getByRole('heading', { name: 'Find Your Perfect Lease' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Lease search (12)' })).toBeInTheDocument();
    expect(screen.getByText('showing 12 results')).toBeInTheDocument();

    const [params] = listingCalls(spy);
    expect(params).toEqual({ status: 'active', make: 'Toyota', minPrice: 800, page: 2, limit: 10, sort: 'price_asc' });

    const camry = screen.getByRole('article', { name: 'Toyota Camry 2024' });
    expect(within(camry).getByText('Limited Time Offer')).toBeInTheDocument();
    expect(within(camry).getByText('Sedan • Hybrid • Automatic')).toBeInTheDocument();
    expect(camry).toHaveTextContent('$329/month');
    expect(within(camry).getByRole('link', { name: 'View Deal' })).toHaveAttribute('href', '/viewListings/l1');
    expect(within(camry).getByRole('link', { name: 'Open Toyota Camry 2024' })).toHaveAttribute('href', '/viewListings/l1');

    const rav4 = screen.getByRole('article', { name: 'Toyota RAV4 2024' });
    expect(within(rav4).getByRole('img', { name: 'Image Coming Soon' })).toBeInTheDocument();
    expect(within(rav4).queryByText('Limited Time Offer')).not.toBeInTheDocument();

    expect(screen.getByRole('combobox', { name: 'Make' })).toHaveValue('Toyota');
    expect(screen.getByRole('combobox', { name: 'Monthly Budget' })).toHaveValue('800-9999');
    expect(screen.getByRole('combobox', { name: 'Sort By' })).toHaveValue('price_asc');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('puts the chosen filters in the URL on Search, back on page 1, and narrows models by make', async () => {
    const spy = mockApi([listing({})]);
    const { user, location } = renderApp('/listings?page=3&sort=price_desc');
    await screen.findByRole('heading', { name: 'Lease search (1)' });

    const make = screen.getByRole('combobox', { name: 'Make' });
    await waitFor(() => expect(within(make).getByRole('option', { name: 'Honda' })).toBeInTheDocument());
    await user.selectOptions(make, 'Honda');
    const models = within(screen.getByRole('combobox', { name: 'Model' })).getAllByRole('option').map((o) => o.textContent);
    expect(models).toEqual(['Any', 'Civic', 'CR-V']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Model' }), 'Civic');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Body Type' }), 'Sedan');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Monthly Budget' }), '$200 - $300');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(location.pathname).toBe('/listings');
    expect(Object.fromEntries(location.params)).toEqual({ make: 'Honda', model: 'Civic', bodyType: 'Sedan', budget: '200-300', sort: 'price_desc' });
    await waitFor(() =>
      expect(listingCalls(spy).at(-1)).toEqual({
        status: 'active', make: 'Honda', model: 'Civic', bodyType: 'Sedan', minPrice: 200, maxPrice: 300, page: 1, limit: 10, sort: 'price_desc',
      }),
    );
  });

  it('changes the sort and the page through the URL', async () => {
    mockApi([listing({})], { page: 1, limit: 10, total: 35, totalPages: 4 });
    const { user, location } = renderApp('/listings?bodyType=SUV');
    await screen.findByRole('heading', { name: 'Lease search (35)' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort By' }), 'Price: High to Low');
    expect(Object.fromEntries(location.params)).toEqual({ bodyType: 'SUV', sort: 'price_desc' });

    await screen.findByRole('heading', { name: 'Lease search (35)' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(Object.fromEntries(location.params)).toEqual({ bodyType: 'SUV', sort: 'price_desc', page: '2' });
  });

  it('waits 300 ms before asking the API', async () => {
    jest.useFakeTimers();
    try {
      const spy = mockApi([listing({})]);
      renderApp('/listings');
      await jest.advanceTimersByTimeAsync(250);
      expect(listingCalls(spy)).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(100);
      expect(listingCalls(spy)).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('hides the pagination on a single page', async () => {
    mockApi([listing({})]);
    renderApp('/listings');
    await screen.findByRole('heading', { name: 'Lease search (1)' });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('says "1000+" when the API stopped counting at its cap', async () => {
    mockApi([listing({})], { page: 1, limit: 10, total: 1000, totalPages: 100, totalCapped: true });
    renderApp('/listings');
    expect(await screen.findByRole('heading', { name: 'Lease search (1000+)' })).toBeInTheDocument();
    expect(screen.getByText('showing 1000+ results')).toBeInTheDocument();
  });

  it('shows an empty list when the search fails', async () => {
    fakeServer(({ url }) => (url === '/api/listings/filter-options' ? { status: 200, data: FILTER_OPTIONS } : { status: 500, data: { message: 'boom' } }));
    renderApp('/listings?make=Toyota');
    expect(await screen.findByText('We could not load lease deals right now')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lease search (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
