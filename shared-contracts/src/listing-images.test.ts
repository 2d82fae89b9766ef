import { describe, expect, it } from '@jest/globals';
import { listingImageKey, newListingImageKey } from './listing-images';

describe('listingImageKey', () => {
  it('finds the card size beside a key the API stored in two sizes', () => {
    const key = newListingImageKey('3f2c0a4e-1111-4222-8333-444455556666');
    expect(key).toBe('listings/3f2c0a4e-1111-4222-8333-444455556666.full.jpg');
    expect(listingImageKey(key, 'card')).toBe('listings/3f2c0a4e-1111-4222-8333-444455556666.card.jpg');
    expect(listingImageKey(key, 'full')).toBe(key);
  });

  it('falls back to the stored key for images stored in one size only', () => {
    for (const key of ['listings/3f2c.jpg', 'listings/a.png', 'https://cdn.example.com/car.jpg', 'listings/full.jpg']) {
      expect(listingImageKey(key, 'card')).toBe(key);
      expect(listingImageKey(key, 'full')).toBe(key);
    }
  });
});
