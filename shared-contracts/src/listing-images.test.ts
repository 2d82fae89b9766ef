import { describe, expect, it } from '@jest/globals';
import { listingImageFiles, listingImageKey, listingPicture, newListingImageKey } from './listing-images';

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

describe('listingPicture', () => {
  const id = '3f2c0a4e-1111-4222-8333-444455556666';

  it('records the full size in the key and lists the WebP copies it has, never wider than it', () => {
    const key = newListingImageKey(id, { width: 1600, height: 1067 });
    expect(key).toBe(`listings/${id}.1600x1067.full.jpg`);
    expect(listingImageKey(key, 'card')).toBe(`listings/${id}.1600x1067.card.jpg`);
    expect(listingPicture(key)).toEqual({
      key,
      width: 1600,
      height: 1067,
      webp: [400, 800, 1200, 1600].map((width) => ({ key: `listings/${id}.1600x1067.w${width}.webp`, width })),
    });
    expect(listingPicture(newListingImageKey(id, { width: 800, height: 600 })).webp.map((w) => w.width)).toEqual([
      400, 800,
    ]);
    expect(listingPicture(newListingImageKey(id, { width: 300, height: 200 })).webp.map((w) => w.width)).toEqual([300]);
  });

  it('has no size and no WebP copies for pictures stored before', () => {
    for (const key of [
      newListingImageKey(id),
      'listings/3f2c.jpg',
      'https://cdn.example.com/car.jpg',
      'listings/0x0.full.jpg',
    ]) {
      expect(listingPicture(key)).toEqual({ key, width: null, height: null, webp: [] });
    }
  });

  it('names every file of a picture', () => {
    const key = newListingImageKey(id, { width: 900, height: 600 });
    expect(listingImageFiles(key)).toEqual([
      key,
      `listings/${id}.900x600.card.jpg`,
      `listings/${id}.900x600.w400.webp`,
      `listings/${id}.900x600.w800.webp`,
      `listings/${id}.900x600.w900.webp`,
    ]);
    expect(listingImageFiles('listings/old.jpg')).toEqual(['listings/old.jpg']);
  });
});
