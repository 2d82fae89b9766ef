import { screen, waitFor, within } from '@testing-library/react';
import type { Listing, ListingSummary } from 'shared-contracts';
import { fakeServer } from 'shared-auth/testing';
import { renderApp } from '../../testing/render-app';
import { COMPARE_FULL_MESSAGE, COMPARE_STORAGE_KEY, useCompareStore } from './compare-store';

// Several user-event steps per test on a shared 2-core machine.

const summary = (id: string, make: string, model: string, over: Partial<ListingSummary> = {}): ListingSummary => ({
  id,
  make,
  model,
  year: 2024,
  bodyType: 'SUV',
  fuelType: 'Electric',
  transmission: 'Automatic',
  monthlyPayment: 300,
  imageUrls: [`listings/${id}.jpg`],
  isLimitedOffer: false,
  dateAdded: '2025-07-01T00:00:00.000Z',
  msrp: 40000,
  downPayment: 2000,
  leaseTerms: [36],
  mileageLimits: [10000],
  extraMileageCost: 0.25,
  dealScore: null,
  ...over,
});

const detail = (s: ListingSummary, over: Partial<Listing> = {}): Listing => ({
  ...s,
  dealerId: 'd1',
  carType: 'SUV',
  interiorColor: 'Black',
  exteriorColor: 'White',
  numberOfSeats: '5',
  safetyFeatures: ['Blind Spot Monitor', 'Lane Keep Assist'],
  comfortFeatures: ['Heated Seats'],
  entertainmentFeatures: [],
  specialFeatures: [],
  galleryImages: [],
  available: true,
  zipCode: null,
  status: 'active',
  views: 1,
  dealer: { id: 'd1', dealershipName: 'Pro Cars', city: 'Austin', state: 'TX' },
  ...over,
});

const cars = [
  summary('a1', 'Tesla', 'Model Y', { monthlyPayment: 399, downPayment: 3000 }),
  summary('b2', 'Kia', 'EV6', { monthlyPayment: 349, downPayment: 4500, leaseTerms: [24, 36] }),
  summary('c3', 'Hyundai', 'Ioniq 5', {
    monthlyPayment: 329,
    downPayment: 1999,
    dealScore: {
      score: 87,
      reasons: [{ factor: 'value', points: 50, maxPoints: 60, text: '12% below similar SUVs' }],
      peers: 8,
    },
  }),
  summary('d4', 'Ford', 'Mustang Mach-E', { monthlyPayment: 429 }),
];
const details: Record<string, Listing> = {
  a1: detail(cars[0]),
  b2: detail(cars[1], { exteriorColor: 'Blue', comfortFeatures: ['Heated Seats', 'Ventilated Seats'] }),
  c3: detail(cars[2], { safetyFeatures: ['Blind Spot Monitor'] }),
  d4: detail(cars[3]),
};

function mockApi() {
  return fakeServer(({ method, url }) => {
    if (method !== 'get') throw new Error(`unexpected ${method} ${url}`);
    if (url === '/api/listings/filter-options')
      return { status: 200, data: { success: true, data: { makes: [], models: {}, bodyTypes: [] } } };
    if (url === '/api/listings')
      return {
        status: 200,
        data: {
          success: true,
          data: { listings: cars },
          meta: { pagination: { page: 1, limit: 10, total: 4, totalPages: 1 } },
        },
      };
    const id = (url ?? '').split('/').pop()!;
    return details[id]
      ? { status: 200, data: { success: true, data: details[id] } }
      : { status: 404, data: { message: 'Listing not found' } };
  });
}

const detailCalls = ({ calls }: ReturnType<typeof fakeServer>) =>
  calls
    .map((c) => c.url ?? '')
    .filter((u) => /^\/api\/listings\/[^/]+$/.test(u) && u !== '/api/listings/filter-options');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useCompareStore.setState({ picks: [] });
});

describe('compare', () => {
  it('picks three deals from the cards, refuses a fourth with a message, and opens them side by side', async () => {
    const spy = mockApi();
    const { user, location } = renderApp('/listings?fuelType=Electric');
    await screen.findByRole('heading', { name: 'Lease search (4)' });
    expect(screen.queryByRole('complementary', { name: 'Compare deals' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Compare Tesla Model Y 2024' }));
    const bar = screen.getByRole('complementary', { name: 'Compare deals' });
    expect(within(bar).getByRole('link', { name: 'Compare (1)' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(bar).getByText('Pick one more deal to compare')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Compare Kia EV6 2024' }));
    await user.click(screen.getByRole('checkbox', { name: 'Compare Hyundai Ioniq 5 2024' }));
    await user.click(screen.getByRole('checkbox', { name: 'Compare Ford Mustang Mach-E 2024' }));

    expect(await screen.findByText(COMPARE_FULL_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Compare Ford Mustang Mach-E 2024' })).not.toBeChecked();
    expect(
      within(bar)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Tesla Model Y 2024', 'Kia EV6 2024', 'Hyundai Ioniq 5 2024']);
    // kept in the browser
    expect(JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY)!).state.picks.map((p: { id: string }) => p.id)).toEqual(
      ['a1', 'b2', 'c3'],
    );

    await user.click(within(bar).getByRole('link', { name: 'Compare (3)' }));
    expect(`${location.pathname}${location.search}`).toBe('/compare?ids=a1,b2,c3');
    expect(await screen.findByRole('table', { name: 'Deals side by side' })).toBeInTheDocument();
    expect(detailCalls(spy).sort()).toEqual(['/api/listings/a1', '/api/listings/b2', '/api/listings/c3']);
  });

  it('shows each deal’s lease cost (lease-cost.ts), deal score, specs and features, highlighting what differs', async () => {
    mockApi();
    const { user } = renderApp('/compare?ids=a1,b2,c3');
    const table = await screen.findByRole('table', { name: 'Deals side by side' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.querySelector('.compare-title')?.textContent)
      .filter(Boolean);
    expect(headers).toEqual(['Tesla Model Y 2024', 'Kia EV6 2024', 'Hyundai Ioniq 5 2024']);

    const values = (label: string) =>
      [...within(table).getByText(label, { selector: 'th' }).closest('tr')!.querySelectorAll('td')].map(
        (c) => c.textContent,
      );
    // due at signing = down + first month; total = down + monthly x term; effective = total / term
    expect(values('Monthly payment')).toEqual(['$399/month', '$349/month', '$329/monthBest']);
    expect(values('Due at signing')).toEqual([
      '$3,399$3,000 down + first month',
      '$4,849$4,500 down + first month',
      '$2,328Best$1,999 down + first month',
    ]);
    expect(values('Lease term')).toEqual(['36 months', '36 monthsAlso 24 months', '36 months']);
    expect(values('Total cost')).toEqual([
      '$17,364Over 36 months',
      '$17,064Over 36 months',
      '$13,843BestOver 36 months',
    ]);
    expect(values('Effective monthly')[2]).toBe('$384.53/monthBestEverything paid ÷ months');
    expect(values('Deal score')).toEqual(['Not scored yet', 'Not scored yet', '87/10012% below similar SUVs']);
    expect(values('Exterior color')).toEqual(['White', 'Blue', 'White']);
    expect(values('Ventilated Seats')).toEqual(['—No', 'Yes', '—No']); // a dash, read as "No"
    expect(values('Heated Seats')).toEqual(['Yes', 'Yes', 'Yes']);

    await user.click(screen.getByRole('switch', { name: 'Only differences' }));
    expect(within(table).queryByText('Heated Seats', { selector: 'th' })).not.toBeInTheDocument();
    expect(within(table).queryByText('Body type', { selector: 'th' })).not.toBeInTheDocument();
    expect(within(table).getByText('Lane Keep Assist', { selector: 'th' })).toBeInTheDocument();
  });

  it('a shared link shows its deals, the browser picks follow it, and removing a deal updates the URL', async () => {
    useCompareStore.setState({ picks: [{ id: 'd4', title: 'Ford Mustang Mach-E 2024' }] });
    mockApi();
    const { user, location } = renderApp('/compare?ids=c3,a1,gone');
    const table = await screen.findByRole('table', { name: 'Deals side by side' });
    expect(within(table).getByText('Hyundai Ioniq 5 2024')).toBeInTheDocument();
    expect(within(table).getByText('Tesla Model Y 2024')).toBeInTheDocument();
    expect(screen.getByText('One deal in this comparison has ended or was removed by its dealer.')).toBeInTheDocument();
    await waitFor(() => expect(useCompareStore.getState().picks.map((p) => p.id)).toEqual(['c3', 'a1']));

    await user.click(within(table).getByRole('button', { name: 'Remove Hyundai Ioniq 5 2024' }));
    expect(`${location.pathname}${location.search}`).toBe('/compare?ids=a1,gone');
    await waitFor(() => expect(useCompareStore.getState().picks.map((p) => p.id)).toEqual(['a1']));
  });

  it('/compare without ids shows this browser’s picks and puts them in the URL; with none it says how to pick', async () => {
    useCompareStore.setState({
      picks: [
        { id: 'a1', title: 'Tesla Model Y 2024' },
        { id: 'b2', title: 'Kia EV6 2024' },
      ],
    });
    mockApi();
    const { location } = renderApp('/compare');
    await waitFor(() => expect(`${location.pathname}${location.search}`).toBe('/compare?ids=a1,b2'));
    expect(await screen.findByRole('table', { name: 'Deals side by side' })).toBeInTheDocument();
  });

  it('says how to pick deals when there is nothing to compare', async () => {
    mockApi();
    renderApp('/compare');
    expect(await screen.findByText('No deals to compare yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse lease deals' })).toHaveAttribute('href', '/listings');
  });
});
