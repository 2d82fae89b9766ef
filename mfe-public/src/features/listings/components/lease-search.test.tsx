import { screen, waitFor, within } from '@testing-library/react';
import type { ListingSummary, Pagination } from 'shared-contracts';
import { fakeServer } from 'shared-auth/testing';
import { renderApp } from '../../../testing/render-app';
import { listingsQuery } from '../api/get-listings';

// Several user-event steps per test on a shared 2-core machine.

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
  msrp: 30000,
  downPayment: 2000,
  leaseTerms: [24, 36],
  mileageLimits: [10000, 12000],
  extraMileageCost: 0.25,
  dealScore: null,
  ...over,
});

const FILTER_OPTIONS = {
  success: true,
  data: {
    makes: ['Honda', 'Toyota'],
    models: { Honda: ['Civic', 'CR-V'], Toyota: ['Camry', 'RAV4'] },
    bodyTypes: ['Sedan', 'SUV'],
  },
};

function mockApi(
  listings: ListingSummary[],
  pagination: Pagination = { page: 1, limit: 10, total: listings.length, totalPages: 1 },
) {
  return fakeServer(({ method, url }) => {
    if (method === 'get' && url === '/api/listings/filter-options') return { status: 200, data: FILTER_OPTIONS };
    if (method === 'get' && url === '/api/listings')
      return { status: 200, data: { success: true, data: { listings }, meta: { pagination } } };
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
      [
        listing({ isLimitedOffer: true }),
        listing({ id: 'l2', make: 'Toyota', model: 'RAV4', bodyType: 'SUV', imageUrls: [] }),
      ],
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
    // One link to the deal per card (stretched over it), described by the card's title; the favourite is its own control.
    expect(within(camry).getAllByRole('link', { name: /View Deal|Open/ })).toHaveLength(1);
    const open = within(camry).getByRole('link', { name: 'View Deal' });
    expect(open).toHaveAttribute('href', '/viewListings/l1');
    expect(open).toHaveAccessibleDescription('Toyota Camry 2024');

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
    const models = within(screen.getByRole('combobox', { name: 'Model' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(models).toEqual(['Any', 'Civic', 'CR-V']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Model' }), 'Civic');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Body Type' }), 'Sedan');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Monthly Budget' }), '$200 - $300');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(location.pathname).toBe('/listings');
    expect(Object.fromEntries(location.params)).toEqual({
      make: 'Honda',
      model: 'Civic',
      bodyType: 'Sedan',
      budget: '200-300',
      sort: 'price_desc',
    });
    await waitFor(() =>
      expect(listingCalls(spy).at(-1)).toEqual({
        status: 'active',
        make: 'Honda',
        model: 'Civic',
        bodyType: 'Sedan',
        minPrice: 200,
        maxPrice: 300,
        page: 1,
        limit: 10,
        sort: 'price_desc',
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
    // Links, so paging works before the server-rendered page is hydrated, and crawlers follow it.
    expect(screen.getByRole('link', { name: 'Page 4' })).toHaveAttribute(
      'href',
      '/listings?bodyType=SUV&sort=price_desc&page=4',
    );
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/listings?bodyType=SUV&sort=price_desc',
    );
    await user.click(screen.getByRole('link', { name: 'Next page' }));
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

  it('another page starts at the top of the results, not at the pagination', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      mockApi([listing({})], { page: 1, limit: 10, total: 11, totalPages: 2 });
      const { user, location } = renderApp('/listings');
      await screen.findByRole('heading', { name: 'Lease search (11)' });
      await user.click(screen.getByRole('link', { name: 'Page 2' }));
      expect(location.search).toContain('page=2');
      expect(scrolled).toHaveLength(1);
      expect(scrolled[0]).toContainElement(screen.getByRole('heading', { name: /^Lease search/ }));
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('says "1000+" when the API stopped counting at its cap', async () => {
    mockApi([listing({})], { page: 1, limit: 10, total: 1000, totalPages: 100, totalCapped: true });
    renderApp('/listings');
    expect(await screen.findByRole('heading', { name: 'Lease search (1000+)' })).toBeInTheDocument();
    expect(screen.getByText('showing 1000+ results')).toBeInTheDocument();
  });

  it('shows an empty list when the search fails', async () => {
    fakeServer(({ url }) =>
      url === '/api/listings/filter-options'
        ? { status: 200, data: FILTER_OPTIONS }
        : { status: 500, data: { message: 'boom' } },
    );
    renderApp('/listings?make=Toyota');
    expect(await screen.findByText('We could not load lease deals right now')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lease search (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('applies the lease filters from More filters to the URL and the API query, keeping the other filters', async () => {
    const spy = mockApi([listing({})]);
    const { user, location } = renderApp('/listings?make=Toyota&sort=deal_score');
    await screen.findByRole('heading', { name: 'Lease search (1)' });
    expect(screen.getByRole('combobox', { name: 'Sort By' })).toHaveValue('deal_score');

    await user.click(screen.getByRole('button', { name: 'More filters' }));
    const sheet = await screen.findByRole('dialog');
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Lease term' }), '36 months');
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'I drive at least' }), '12,000 miles a year');
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Max due at signing' }), 'Up to $3,000');
    await user.click(within(sheet).getByRole('button', { name: 'Plug-in Hybrid' }));
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'From' }), '2022');
    expect(
      within(within(sheet).getByRole('combobox', { name: 'To' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).not.toContain('2021');
    await user.type(within(sheet).getByRole('textbox', { name: 'ZIP code' }), '787x01');
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Distance' }), 'Within 25 miles');
    await user.click(within(sheet).getByRole('button', { name: 'Show results' }));

    expect(Object.fromEntries(location.params)).toEqual({
      make: 'Toyota',
      term: '36',
      mileage: '12000',
      maxDueAtSigning: '3000',
      fuelType: 'Plug-in Hybrid',
      minYear: '2022',
      zipCode: '78701',
      distance: '25',
      sort: 'deal_score',
    });
    await waitFor(() =>
      expect(listingCalls(spy).at(-1)).toEqual({
        status: 'active',
        make: 'Toyota',
        term: 36,
        mileage: 12000,
        maxDueAtSigning: 3000,
        fuelType: 'Plug-in Hybrid',
        minYear: 2022,
        zipCode: '78701',
        distance: 25,
        page: 1,
        limit: 10,
        sort: 'deal_score',
      }),
    );
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Toyota',
      '36 months',
      '12,000+ miles a year',
      'Due at signing up to $3,000',
      'Plug-in Hybrid',
      '2022 or newer',
      'Within 25 miles of 78701',
      'Clear all',
    ]);
    expect(screen.getByRole('button', { name: 'Plug-in Hybrid', pressed: true })).toBeInTheDocument();
  });

  it('a ZIP code alone searches 50 miles around it; a bad one is refused in the sheet', async () => {
    mockApi([listing({})]);
    const { user, location } = renderApp('/listings');
    await screen.findByRole('heading', { name: 'Lease search (1)' });
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByRole('combobox', { name: 'Distance' })).toBeDisabled();
    await user.type(within(sheet).getByRole('textbox', { name: 'ZIP code' }), '787');
    await user.click(within(sheet).getByRole('button', { name: 'Show results' }));
    expect(within(sheet).getByText('Enter a 5-digit ZIP code')).toBeInTheDocument();
    expect(location.search).toBe('');
    await user.type(within(sheet).getByRole('textbox', { name: 'ZIP code' }), '01');
    await user.click(within(sheet).getByRole('button', { name: 'Show results' }));
    expect(Object.fromEntries(location.params)).toEqual({ zipCode: '78701', distance: '50' });
  });

  it('electrified fuels are one click away; a chip removes its filter; Clear all removes every filter but the sort', async () => {
    mockApi([listing({})]);
    const { user, location } = renderApp('/listings?bodyType=SUV&term=24&sort=newest&page=2');
    await screen.findByRole('heading', { name: 'Lease search (1)' });
    await user.click(screen.getByRole('button', { name: 'Electric', pressed: false }));
    expect(Object.fromEntries(location.params)).toEqual({
      bodyType: 'SUV',
      term: '24',
      fuelType: 'Electric',
      sort: 'newest',
    });
    await user.click(screen.getByRole('button', { name: 'Electric', pressed: true }));
    expect(location.params.has('fuelType')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove filter: 24 months' }));
    expect(Object.fromEntries(location.params)).toEqual({ bodyType: 'SUV', sort: 'newest' });
    await user.click(
      within(screen.getByRole('list', { name: 'Active filters' })).getByRole('button', { name: 'Clear all' }),
    );
    expect(Object.fromEntries(location.params)).toEqual({ sort: 'newest' });
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('drops malformed lease filters from the URL', async () => {
    const spy = mockApi([listing({})]);
    renderApp('/listings?term=13&mileage=abc&fuelType=Steam&distance=25&minYear=2024&maxYear=2020&maxDueAtSigning=-5');
    await screen.findByRole('heading', { name: 'Lease search (1)' });
    // distance without a ZIP code means nothing; the years are put in order
    expect(listingCalls(spy).at(-1)).toEqual({
      status: 'active',
      minYear: 2020,
      maxYear: 2024,
      page: 1,
      limit: 10,
      sort: 'recommended',
    });
  });

  it('goes back to page 1 (same filters and sort) when the page is past the last one', async () => {
    const spy = fakeServer(({ url, params }) => {
      if (url === '/api/listings/filter-options') return { status: 200, data: FILTER_OPTIONS };
      const page = (params as { page: number }).page;
      const listings = page === 1 ? [listing({})] : [];
      return {
        status: 200,
        data: { success: true, data: { listings }, meta: { pagination: { page, limit: 10, total: 9, totalPages: 1 } } },
      };
    });
    const { location } = renderApp('/listings?make=Toyota&sort=price_asc&page=9');
    await waitFor(() => expect(Object.fromEntries(location.params)).toEqual({ make: 'Toyota', sort: 'price_asc' }));
    expect(await screen.findByRole('heading', { name: 'Lease search (9)' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Toyota Camry 2024' })).toBeInTheDocument();
    expect(screen.queryByText('No lease deals match your search')).not.toBeInTheDocument();
    expect(listingCalls(spy).map((p) => p.page)).toEqual([9, 1]);
  });

  it('Back to search on a deal page returns to the search the shopper came from', async () => {
    const detail = {
      ...listing({}),
      dealerId: 'd1',
      carType: 'Sedan',
      interiorColor: 'Black',
      exteriorColor: 'White',
      numberOfSeats: '5',
      safetyFeatures: [],
      comfortFeatures: [],
      entertainmentFeatures: [],
      specialFeatures: [],
      galleryImages: [],
      available: true,
      zipCode: null,
      status: 'active',
      views: 1,
    };
    fakeServer(({ url }) => {
      if (url === '/api/listings/filter-options') return { status: 200, data: FILTER_OPTIONS };
      if (url === '/api/listings')
        return {
          status: 200,
          data: {
            success: true,
            data: { listings: [listing({})] },
            meta: { pagination: { page: 2, limit: 10, total: 11, totalPages: 2 } },
          },
        };
      return { status: 200, data: { success: true, data: detail } };
    });
    const { user, location } = renderApp('/listings?make=Toyota&fuelType=Hybrid&sort=effective_monthly&page=2');
    await screen.findByRole('heading', { name: 'Lease search (11)' });
    await user.click(screen.getByRole('link', { name: 'View Deal' }));
    const back = await screen.findByRole('link', { name: 'Back to search' });
    await waitFor(() =>
      expect(back).toHaveAttribute('href', '/listings?make=Toyota&fuelType=Hybrid&sort=effective_monthly&page=2'),
    );
    await user.click(back);
    expect(`${location.pathname}${location.search}`).toBe(
      '/listings?make=Toyota&fuelType=Hybrid&sort=effective_monthly&page=2',
    );
  });
});
