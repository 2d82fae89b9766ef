import { screen, within } from '@testing-library/react';
import { useAuthStore } from 'shared-auth';
import { fakeServer } from 'shared-auth/testing';
import type { Favourite, PublicUser } from 'shared-contracts';
import { renderApp } from '../../../testing/render-app';

const consumer: PublicUser = {
  id: 'u1',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  role: 'user',
  phone: null,
  profileImage: null,
  isEmailVerified: true,
};
const favourite = (id: string, model: string, available = true): Favourite => ({
  listingId: id,
  savedAt: '2026-11-20T10:00:00.000Z',
  available,
  listing: {
    id,
    make: 'Kia',
    model,
    year: 2025,
    bodyType: 'SUV',
    fuelType: 'Electric',
    transmission: 'Automatic',
    monthlyPayment: 389,
    imageUrls: [],
    isLimitedOffer: false,
    dateAdded: '2025-07-01T00:00:00.000Z',
    msrp: 45000,
    downPayment: 2000,
    leaseTerms: [36],
    mileageLimits: [12000],
    extraMileageCost: 0.25,
    dealScore: null,
  },
});
const A = '3f0c4a43-55d7-4d5c-9e39-6d1b1cfd3b53';
const B = '7a1d2c3b-55d7-4d5c-9e39-6d1b1cfd3b54';

beforeEach(() => useAuthStore.setState({ user: consumer, accessToken: 't', isAuthenticated: true }));
afterEach(() => useAuthStore.setState({ user: null, accessToken: null, isAuthenticated: false }));

function server(initial: Favourite[]) {
  let kept = initial;
  return fakeServer((config) => {
    if (config.url === '/api/favourites/ids')
      return { status: 200, data: { success: true, data: { listingIds: kept.map((f) => f.listingId) } } };
    if (config.url === '/api/favourites/alerts')
      return { status: 200, data: { success: true, data: { priceDrops: true } } };
    if (config.method === 'delete') {
      kept = kept.filter((f) => !config.url!.endsWith(f.listingId));
      return {
        status: 200,
        data: { success: true, message: 'Removed from your favorites', data: { listingId: A, favourite: false } },
      };
    }
    return {
      status: 200,
      data: {
        success: true,
        data: { favourites: kept },
        meta: { pagination: { page: 1, limit: 12, total: kept.length, totalPages: 1 } },
      },
    };
  });
}

describe('/user/favourites', () => {
  it('shows the kept deals as cards, the ones gone from the search marked, and removes one', async () => {
    server([favourite(A, 'EV6'), favourite(B, 'EV9', false)]);
    const { user } = renderApp('/user/favourites');
    expect(await screen.findByRole('heading', { level: 1, name: 'My favorites (2)' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Kia EV6 2025' })).toBeInTheDocument();
    const gone = screen.getByRole('article', { name: 'Kia EV9 2025' }).parentElement!.parentElement!;
    expect(within(gone).getByText('No longer available')).toBeInTheDocument();
    await user.click(within(gone).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My favorites (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Kia EV9 2025' })).not.toBeInTheDocument();
  });

  it('says how to add one when there are none', async () => {
    server([]);
    renderApp('/user/favourites');
    expect(await screen.findByRole('heading', { name: 'No favorites yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse lease deals' })).toHaveAttribute('href', '/listings');
  });
});
