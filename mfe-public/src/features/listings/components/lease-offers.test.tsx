import { screen, waitFor, within } from '@testing-library/react';
import type { ListingSummary } from 'shared-contracts';
import { fakeServer } from 'shared-auth/testing';
import { renderApp } from '../../../testing/render-app';

const offer = (id: string, model: string): ListingSummary => ({
  id,
  make: 'Honda',
  model,
  year: 2025,
  bodyType: 'Sedan',
  fuelType: 'Hybrid',
  transmission: 'Automatic',
  monthlyPayment: 249,
  imageUrls: [],
  isLimitedOffer: true,
  dateAdded: '2025-07-01T00:00:00.000Z',
  msrp: 30000,
  downPayment: 2000,
  leaseTerms: [36],
  mileageLimits: [10000],
  extraMileageCost: 0.25,
  dealScore: null,
});

function mockOffers(total: number) {
  return fakeServer(({ url, params }) => {
    if (url !== '/api/listings') throw new Error(`unexpected ${url}`);
    const { page } = params as { page: number };
    const totalPages = Math.ceil(total / 12);
    const listings = page <= totalPages ? [offer(`o${page}`, `Civic ${page}`)] : [];
    return {
      status: 200,
      data: { success: true, data: { listings }, meta: { pagination: { page, limit: 12, total, totalPages } } },
    };
  });
}

const calls = ({ calls: all }: ReturnType<typeof fakeServer>) => all.map((c) => c.params as Record<string, unknown>);

describe('/lease-offers', () => {
  it('asks for the flagged offers only, lowest monthly first, and pages them in the URL', async () => {
    const spy = mockOffers(30);
    const { user, location } = renderApp('/lease-offers');
    expect(await screen.findByRole('article', { name: 'Honda Civic 1 2025' })).toBeInTheDocument();
    expect(screen.getByText('30 offers · page 1 of 3')).toBeInTheDocument();
    expect(calls(spy)[0]).toEqual({ status: 'active', offers: 'true', sort: 'price_asc', page: 1, limit: 12 });

    await user.click(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Next page' }),
    );
    expect(location.search).toBe('?page=2');
    expect(await screen.findByRole('article', { name: 'Honda Civic 2 2025' })).toBeInTheDocument();
  });

  it('a page past the last one goes back to page 1', async () => {
    mockOffers(3);
    const { location } = renderApp('/lease-offers?page=7');
    await waitFor(() => expect(location.search).toBe(''));
    expect(await screen.findByRole('article', { name: 'Honda Civic 1 2025' })).toBeInTheDocument();
  });

  it('says so when no deal is flagged as an offer', async () => {
    mockOffers(0);
    renderApp('/lease-offers');
    expect(await screen.findByText('No special offers right now. New deals arrive every week.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse lease deals' })).toHaveAttribute('href', '/listings');
  });
});
