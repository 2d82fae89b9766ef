import { screen, within } from '@testing-library/react';
import type { ListingSummary } from 'shared-contracts';
import { renderApp } from '../../../testing/render-app';
import { ListingCard } from './listing-card';
import { ListingGrid } from './listing-grid';

const listing = (imageUrls: string[]): ListingSummary => ({
  id: 'l1',
  make: 'Toyota',
  model: 'Camry',
  year: 2024,
  bodyType: 'Sedan',
  fuelType: 'Hybrid',
  transmission: 'Automatic',
  monthlyPayment: 329,
  imageUrls,
  isLimitedOffer: false,
  dateAdded: '2025-07-01T00:00:00.000Z',
  msrp: 30000,
  downPayment: 2000,
  leaseTerms: [24, 36],
  mileageLimits: [10000, 12000],
  extraMileageCost: 0.25,
  dealScore: null,
});

describe('listing pictures in their web sizes', () => {
  it('a search card shows the card size of a picture stored in two sizes', () => {
    renderApp('/', { element: <ListingCard listing={listing(['listings/3f2c.full.jpg'])} /> });
    const card = screen.getByRole('article', { name: 'Toyota Camry 2024' });
    expect(within(card).getByRole('img', { name: 'Toyota Camry 2024' })).toHaveAttribute(
      'src',
      '/uploads/listings/3f2c.card.jpg',
    );
  });

  it('a picture stored in one size only is shown as stored', () => {
    renderApp('/', { element: <ListingCard listing={listing(['listings/camry.jpg'])} /> });
    expect(screen.getByRole('img', { name: 'Toyota Camry 2024' })).toHaveAttribute(
      'src',
      '/uploads/listings/camry.jpg',
    );
  });
});

describe('the first row of results loads first', () => {
  it('the pictures of the first row load at once, at normal priority (a phone shows the search form first); later ones lazily', () => {
    const many = Array.from({ length: 5 }, (_, i) => ({
      ...listing([`listings/p${i}.full.jpg`]),
      id: `l${i}`,
      model: `Camry${i}`,
    }));
    renderApp('/', { element: <ListingGrid listings={many} /> });
    const picture = (i: number) => screen.getByRole('img', { name: `Toyota Camry${i} 2024` });
    expect(picture(0)).toHaveAttribute('loading', 'eager');
    expect(picture(0)).not.toHaveAttribute('fetchpriority');
    expect(picture(2)).toHaveAttribute('loading', 'eager');
    expect(picture(2)).not.toHaveAttribute('fetchpriority');
    expect(picture(3)).toHaveAttribute('loading', 'lazy');
  });
});

describe('money on a card', () => {
  it('writes cents with both digits: $299.50/month, never $299.5', () => {
    renderApp('/', { element: <ListingCard listing={{ ...listing([]), monthlyPayment: 299.5 }} /> });
    const card = screen.getByRole('article', { name: 'Toyota Camry 2024' });
    expect(card).toHaveTextContent('$299.50');
    expect(card).not.toHaveTextContent(/\$299\.5(?!0)/);
  });
});
