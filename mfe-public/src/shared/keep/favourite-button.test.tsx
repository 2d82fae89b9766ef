import { screen, within } from '@testing-library/react';
import { useAuthStore } from 'shared-auth';
import { fakeServer } from 'shared-auth/testing';
import type { ListingSummary, PublicUser } from 'shared-contracts';
import { renderApp } from '../../testing/render-app';
import { ListingCard } from '../../features/listings/components/listing-card';

const LISTING: ListingSummary = {
  id: '3f0c4a43-55d7-4d5c-9e39-6d1b1cfd3b53',
  make: 'Kia',
  model: 'EV6',
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
};
const person = (role: PublicUser['role']): PublicUser => ({
  id: 'u1',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  role,
  phone: null,
  profileImage: null,
  isEmailVerified: true,
});
const signInAs = (role: PublicUser['role']) =>
  useAuthStore.setState({ user: person(role), accessToken: 't', isAuthenticated: true });

afterEach(() => useAuthStore.setState({ user: null, accessToken: null, isAuthenticated: false }));

describe('the heart on a card', () => {
  it('sends a visitor to sign in and back to the same search', async () => {
    const { calls } = fakeServer(() => ({ status: 500, data: {} }));
    const { user, location } = renderApp('/listings?bodyType=SUV', { element: <ListingCard listing={LISTING} /> });
    const heart = screen.getByRole('link', { name: 'Save Kia EV6 2025 to favorites' });
    // A link, so that a tap works before the server-rendered page hydrates.
    expect(heart).toHaveAttribute('href', '/login?redirect=%2Flistings%3FbodyType%3DSUV');
    await user.click(heart);
    expect(location.pathname).toBe('/login');
    expect(location.params.get('redirect')).toBe('/listings?bodyType=SUV');
    expect(calls).toHaveLength(0);
  });

  it('a consumer keeps the deal and drops it again, the heart following', async () => {
    signInAs('user');
    let kept: string[] = [];
    const { calls } = fakeServer((config) => {
      if (config.url === '/api/favourites/ids')
        return { status: 200, data: { success: true, data: { listingIds: kept } } };
      const favourite = config.method === 'put';
      kept = favourite ? [LISTING.id] : [];
      return {
        status: 200,
        data: {
          success: true,
          message: favourite ? 'Saved to your favorites' : 'Removed from your favorites',
          data: { listingId: LISTING.id, favourite },
        },
      };
    });
    const { user, location } = renderApp('/listings', { element: <ListingCard listing={LISTING} /> });
    const card = screen.getByRole('article', { name: 'Kia EV6 2025' });
    await user.click(await within(card).findByRole('button', { name: 'Save Kia EV6 2025 to favorites' }));
    const remove = await within(card).findByRole('button', { name: 'Remove Kia EV6 2025 from favorites' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(location.pathname).toBe('/listings');
    await user.click(remove);
    expect(await within(card).findByRole('button', { name: 'Save Kia EV6 2025 to favorites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(calls.filter((c) => c.url !== '/api/favourites/ids').map((c) => `${c.method} ${c.url}`)).toEqual([
      `put /api/favourites/${LISTING.id}`,
      `delete /api/favourites/${LISTING.id}`,
    ]);
  });

  it('goes back and says so when the server refuses', async () => {
    signInAs('user');
    fakeServer((config) =>
      config.url === '/api/favourites/ids'
        ? { status: 200, data: { success: true, data: { listingIds: [] } } }
        : { status: 404, data: { message: 'Listing not found or no longer available' } },
    );
    const { user } = renderApp('/listings', { element: <ListingCard listing={LISTING} /> });
    await user.click(screen.getByRole('button', { name: 'Save Kia EV6 2025 to favorites' }));
    expect(await screen.findByText('Listing not found or no longer available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Kia EV6 2025 to favorites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('is not shown to dealers and admins', () => {
    signInAs('dealer');
    fakeServer(() => ({ status: 500, data: {} }));
    renderApp('/listings', { element: <ListingCard listing={LISTING} /> });
    expect(screen.queryByRole('button', { name: /favourites/ })).not.toBeInTheDocument();
  });
});
