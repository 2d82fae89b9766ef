import type { Listing } from 'shared-contracts';

/** Main image then the gallery (gallery entries may be plain keys or objects with url). */
export function listingImages(listing: Pick<Listing, 'imageUrls' | 'galleryImages'>): string[] {
  const gallery = (listing.galleryImages ?? []) as unknown[];
  const keys = [
    ...(listing.imageUrls ?? []),
    ...gallery.map((g) =>
      typeof g === 'string' ? g : g && typeof g === 'object' && 'url' in g ? String((g as { url: unknown }).url) : '',
    ),
  ];
  return keys.filter((k): k is string => typeof k === 'string' && k.length > 0);
}
